import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { Button, IconButton, AppBar as MuiAppBar, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';

// The popup's code (MUI's menu and popover) is fetched when the menu is first opened.
const UserMenuPopup = lazy(() => import('./UserMenuPopup'));

/** The signed-in user's menu: who is signed in (the email shows on the button from tablet width up) and Sign out. */
const UserMenu = () => {
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label="Profile"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleIcon />}
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Typography
          component="span"
          variant="body2"
          noWrap
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 280 }}
        >
          {identity?.fullName}
        </Typography>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} email={identity?.fullName} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};

/** Top bar: menu toggle (a slide-over menu on small screens), title, and the signed-in user's menu. */
export const AppBar = ({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) => {
  const translate = useTranslate();
  return (
    <MuiAppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen ? 'true' : 'false'}
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {translate('app.title')}
        </Typography>
        <UserMenu />
      </Toolbar>
    </MuiAppBar>
  );
};
