import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, UserMenu, useGetIdentity } from 'react-admin';
import { LOGOUT_URL } from '../providers/authProvider';

/** Ends the session on the server, which then opens the public site. */
const SignOutMenuItem = forwardRef<HTMLLIElement>((_props, ref) => (
  <MenuItem ref={ref} onClick={() => window.location.assign(LOGOUT_URL)}>
    <ListItemIcon>
      <LogoutIcon fontSize="small" />
    </ListItemIcon>
    <ListItemText>Sign out</ListItemText>
  </MenuItem>
));

/** The signed-in email at the top of the user menu (the only place it shows on small screens). */
const SignedInAs = () => {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      Signed in as {identity.fullName}
    </Typography>
  );
};

/** Top bar: menu toggle (a slide-over menu on small screens), title, and the signed-in user's menu. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={
      <UserMenu>
        <SignedInAs />
        <SignOutMenuItem />
      </UserMenu>
    }
  >
    <Typography variant="h6" component="span" sx={{ flex: 1, fontWeight: 600 }}>
      Admin Panel
    </Typography>
  </RaAppBar>
);
