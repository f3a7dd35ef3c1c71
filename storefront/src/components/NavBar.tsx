import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isAdminRole, isCustomerRole } from '../../../domain/roles';
import type { User } from '../lib/auth';

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

export function NavBar({ user }: { user: User | null }) {
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, mr: 2 }}>
          Formation &amp; Compliance
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flexGrow: 1 }}>
          {navItems(user).map((item) => {
            const active = item.isActive(pathname);
            const linkProps = item.to === '/admin' ? { href: '/admin' } : { component: RouterLink, to: item.to };
            return (
              <Button
                key={item.to}
                {...linkProps}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                variant={active ? 'contained' : 'text'}
                size="small"
                disableElevation
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" data-testid="user-email">
              {user.email}
            </Typography>
            <Button href="/api/logout" size="small" variant="outlined">
              Sign Out
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Button href={ACCESS_REQUEST_MAILTO} size="small" variant="outlined">
              Sign In
            </Button>
            <Link href="/api/login" variant="body2">
              Already a client? Log in
            </Link>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
