import { List, ListItemButton, ListItemIcon, ListItemText, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import { useBasename, usePermissions, useSidebarState } from 'react-admin';
import { canUseArea } from '../../../domain/roles';
import { NavLink } from 'react-router-dom';
import { adminPath, NAV_ITEMS, type NavItem } from './navigation';

/**
 * The left navigation: one item per screen the signed-in role may use (its areas), the current one
 * highlighted (aria-current="page").
 */
export const Menu = () => {
  const [open] = useSidebarState();
  const { permissions: role } = usePermissions<string>();
  return (
    <List component="nav" aria-label="Admin navigation" sx={{ mt: 1, mb: 1 }}>
      {NAV_ITEMS.filter((item) => canUseArea(role, item.area)).map((item) => (
        <NavMenuItem key={item.path} item={item} showLabel={open} />
      ))}
    </List>
  );
};

const NavMenuItem = ({ item, showLabel }: { item: NavItem; showLabel: boolean }) => {
  const basename = useBasename();
  const [, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const link = (
    <ListItemButton
      component={NavLink}
      to={adminPath(basename, item.path)}
      end={item.path === '/'}
      // On small screens the menu slides over the page: close it once a screen is picked.
      onClick={() => isSmall && setOpen(false)}
      sx={{
        py: 1,
        color: 'text.secondary',
        borderLeft: '3px solid transparent',
        '&.active': {
          color: 'primary.main',
          bgcolor: 'action.selected',
          borderLeftColor: 'primary.main',
          fontWeight: 600,
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      }}
    >
      <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>
      <ListItemText slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}>{item.label}</ListItemText>
    </ListItemButton>
  );
  return showLabel ? (
    link
  ) : (
    <Tooltip title={item.label} placement="right">
      {link}
    </Tooltip>
  );
};
