import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { forgetSessionUser, LOGOUT_URL } from '../providers/authProvider';

/** The user menu's popup (loaded when first opened): who is signed in, and Sign out. */
export default function UserMenuPopup({
  anchor,
  email,
  onClose,
}: {
  anchor: HTMLElement | null;
  email?: string;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {email && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          Signed in as {email}
        </Typography>
      )}
      {/* Ends the session on the server, which then opens the public site. */}
      <MenuItem
        onClick={() => {
          forgetSessionUser();
          window.location.assign(LOGOUT_URL);
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Sign out</ListItemText>
      </MenuItem>
    </Menu>
  );
}
