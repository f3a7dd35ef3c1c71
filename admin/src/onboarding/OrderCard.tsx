import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../storefront/src/lib/money';
import type { OrderCardData } from './pipeline-api';

const PRIORITY_COLORS = { high: 'error', medium: 'warning', standard: 'default' } as const;
const BUTTON_LABELS: Record<string, string> = { PENDING: 'Review', IN_PROGRESS: 'Update', COMPLETE: 'View' };

/** One order on the board: short ids, state, amount, priority and the button that opens it. */
export const OrderCard = ({ order }: { order: OrderCardData }) => {
  const basename = useBasename();
  return (
    <Card variant="outlined" data-testid="order-card" data-order-id={order.id}>
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>#{order.shortId}</Typography>
          <Chip size="small" label={order.priority} color={PRIORITY_COLORS[order.priority]} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Client {order.shortClientId ?? '—'} · {order.states.join(', ')}
        </Typography>
        <Typography variant="body2" noWrap title={order.businessName}>
          {order.businessName || order.contactEmail}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{formatCents(order.totalUSD)}</Typography>
          <Button size="small" variant="outlined" component={Link} to={`${basename}/onboarding/${order.id}`}>
            {BUTTON_LABELS[order.status] ?? 'View'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
