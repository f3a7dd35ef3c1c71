import { Drawer, Toolbar } from '@mui/material';
import { Menu } from './Menu';

/** Below 900 px the menu slides over the screen (its code loads only on such screens); picking a screen closes it. */
export default function MobileMenu({ open, width, onClose }: { open: boolean; width: number; onClose: () => void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width } } }}>
      <Toolbar variant="dense" />
      <Menu showLabels onNavigate={onClose} />
    </Drawer>
  );
}
