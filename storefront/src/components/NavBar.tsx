import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isAdminRole, isCustomerRole } from '../../../domain/roles';
import type { User } from '../lib/auth';

// The small-screen menu's animation is loaded when the menu is first opened.
const Collapse = lazy(() => import('@mui/material/Collapse'));

export const ACCESS_REQUEST_MAILTO = 'mailto:access@formation.example?subject=Client%20access%20request';

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
    <>
      {navItems(user).map((item) => {
        const active = item.isActive(pathname);
        // The admin panel is a separate application: a full page load, not a client-side route.
        const linkProps = item.to === '/admin' ? { href: '/admin' } : { component: RouterLink, to: item.to };
        return (
          <Button
            key={item.to}
            {...linkProps}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            color={active ? 'primary' : 'inherit'}
            variant={active ? 'contained' : 'text'}
            size={vertical ? 'medium' : 'small'}
            disableElevation
            sx={vertical ? { justifyContent: 'flex-start' } : undefined}
          >
            {item.label}
          </Button>
        );
      })}
    </>
  );
}

function AccountActions({ user, showEmailTestId }: { user: User | null; showEmailTestId?: boolean }) {
  if (user) {
    return (
      <>
        <Typography
          variant="body2"
          data-testid={showEmailTestId ? 'user-email' : undefined}
          sx={{ wordBreak: 'break-all' }}
        >
          {user.email}
        </Typography>
        <Button href="/api/logout" size="small" variant="outlined">
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button href={ACCESS_REQUEST_MAILTO} size="small" variant="outlined">
        Sign In
      </Button>
      <Link href="/api/login" variant="body2">
        Already a client? Log in
      </Link>
    </>
  );
}

export function NavBar({ user }: { user: User | null }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          onClick={closeMenu}
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}
        >
          Formation &amp; Compliance
        </Typography>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.5, flexGrow: 1 }}
        >
          <NavLinks user={user} pathname={pathname} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
          <AccountActions user={user} showEmailTestId />
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        <IconButton
          sx={{ display: { md: 'none' } }}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <Collapse in={menuOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
            <Box
              id={MOBILE_MENU_ID}
              onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
              sx={{ px: 2, pb: 2, borderTop: 1, borderColor: 'divider' }}
            >
              <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, py: 1 }}>
                <NavLinks user={user} pathname={pathname} vertical onNavigate={closeMenu} />
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, pt: 1 }}>
                <AccountActions user={user} />
              </Box>
            </Box>
          </Collapse>
        </Suspense>
      )}
    </AppBar>
  );
}
