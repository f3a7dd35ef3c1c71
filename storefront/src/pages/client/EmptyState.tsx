import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A centred placeholder for an empty list: icon, title, explanation and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }}>
      <Box aria-hidden sx={{ color: 'text.disabled', mb: 1 }}>
        {icon}
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}

/** The client's order lists (dashboard and /orders) before the first order. */
export function NoOrdersYet() {
  return (
    <EmptyState
      icon={<ShoppingBagOutlined fontSize="large" />}
      title="No orders yet"
      text="When you place an order, it appears here with its status."
      action={
        <Button component={RouterLink} to="/packages" variant="contained">
          Browse Packages
        </Button>
      }
    />
  );
}
