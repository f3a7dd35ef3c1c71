import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isAdminRole, isCustomerRole } from '../../../domain/roles';
import { type User, useAuth } from '../lib/auth';
import { CloseIcon, MenuIcon } from './icons';

// Plain markup styled by shell.css (header section): the header shows before any component library code loads.

const ACCESS_REQUEST_MAILTO = 'mailto:access@formation.example?subject=Client%20access%20request';

interface NavItem {
  label: string;
  to: string;
  isActive: (path: string) => boolean;
}

function navItems(user: User | null): NavItem[] {
  const exact = (to: string) => (path: string) => path === to;
  const items: NavItem[] = [
    { label: 'Home', to: '/', isActive: exact('/') },
    { label: 'Services', to: '/services', isActive: exact('/services') },
    { label: 'Packages', to: '/packages', isActive: exact('/packages') },
    { label: 'Get Started', to: '/onboarding', isActive: exact('/onboarding') },
  ];
  if (user && isCustomerRole(user.role)) {
    items.push({ label: 'Dashboard', to: '/dashboard', isActive: exact('/dashboard') });
    items.push({ label: 'Documents', to: '/documents', isActive: exact('/documents') });
    items.push({ label: 'Mail', to: '/mail', isActive: exact('/mail') });
    items.push({ label: 'Organizations', to: '/organizations', isActive: (path) => path.startsWith('/organizations') });
  }
  if (user && isAdminRole(user.role)) {
    items.push({ label: 'Admin Panel', to: '/admin', isActive: (path) => path.startsWith('/admin') });
  }
  return items;
}

const MOBILE_MENU_ID = 'mobile-navigation';

function NavLinks({
  user,
  pathname,
  vertical,
  onNavigate,
}: {
  user: User | null;
  pathname: string;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className="nav-links">
      {navItems(user).map((item) => {
        const active = item.isActive(pathname);
        const className = `btn ${vertical ? '' : 'btn-small '}${active ? 'btn-contained' : 'btn-text'}`;
        const current = active ? 'page' : undefined;
        // The admin panel is a separate application: a full page load, not a client-side route.
        return item.to === '/admin' ? (
          <a key={item.to} href="/admin" className={className} aria-current={current} onClick={onNavigate}>
            {item.label}
          </a>
        ) : (
          <Link key={item.to} to={item.to} className={className} aria-current={current} onClick={onNavigate}>
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

function AccountActions({ user, showEmailTestId }: { user: User | null; showEmailTestId?: boolean }) {
  return (
    <div className="account">
      {user ? (
        <>
          <p className="account-email" title={user.email} data-testid={showEmailTestId ? 'user-email' : undefined}>
            {user.email}
          </p>
          <a href="/api/logout" className="btn btn-small btn-outlined">
            Sign Out
          </a>
        </>
      ) : (
        <>
          <a href={ACCESS_REQUEST_MAILTO} className="btn btn-small btn-outlined">
            Sign In
          </a>
          <a href="/api/login" className="text-link">
            Already a client? Log in
          </a>
        </>
      )}
    </div>
  );
}

/** The header bar; it reads the user itself, so the user's arrival re-renders the header, not the page below it. */
export function NavBar() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // Escape closes the open small-screen menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <header className="app-bar">
      <div className="toolbar">
        <Link to="/" className="brand" onClick={closeMenu}>
          Formation &amp; Compliance
        </Link>
        <NavLinks user={user} pathname={pathname} />
        <AccountActions user={user} showEmailTestId />
        <div className="toolbar-spacer" />
        <button
          type="button"
          className="icon-btn menu-button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && (
        <div id={MOBILE_MENU_ID} className="mobile-menu">
          <NavLinks user={user} pathname={pathname} vertical onNavigate={closeMenu} />
          <AccountActions user={user} />
        </div>
      )}
    </header>
  );
}
