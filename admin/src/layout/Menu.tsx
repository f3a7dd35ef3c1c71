import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { canUseArea } from '../../../domain/roles';
import { adminPath, NAV_ITEMS, type NavItem } from './navigation';

/**
 * The left navigation: one item per screen the signed-in role may use (its areas), the current one
 * highlighted (aria-current="page"). Folded to icons, each link keeps its label as its name and tooltip.
 */
export const Menu = ({ showLabels, onNavigate }: { showLabels: boolean; onNavigate?: () => void }) => {
  const { permissions: role } = usePermissions<string>();
  const translate = useTranslate();
  return (
    <List component="nav" aria-label={translate('app.menu.navigation')} sx={{ mt: 1, mb: 1 }}>
      {NAV_ITEMS.filter((item) => canUseArea(role, item.area)).map((item) => (
        <NavMenuItem key={item.path} item={item} showLabel={showLabels} onNavigate={onNavigate} />
      ))}
    </List>
  );
};

const NavMenuItem = ({
  item,
  showLabel,
  onNavigate,
}: {
  item: NavItem;
  showLabel: boolean;
  onNavigate?: () => void;
}) => {
  const basename = useBasename();
  const label = useTranslate()(item.label);
  const link = item.href
    ? ({ component: 'a', href: item.href, target: '_blank', rel: 'noopener' } as const)
    : ({ component: NavLink, to: adminPath(basename, item.path), end: item.path === '/' } as const);
  return (
    <ListItemButton
      {...link}
      onClick={onNavigate}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
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
      <ListItemIcon sx={{ color: 'inherit', minWidth: 44 }}>{item.icon}</ListItemIcon>
      {showLabel && (
        <ListItemText data-testid="menu-label" slotProps={{ primary: { noWrap: true, sx: { fontWeight: 'inherit' } } }}>
          {label}
        </ListItemText>
      )}
    </ListItemButton>
  );
};
