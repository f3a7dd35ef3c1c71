import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../storefront/src/lib/money';
import { HolderBadge, overdueCardSx } from './HolderBadge';
import type { OrderCardData } from './types';

const PRIORITY_COLORS = { high: 'error', medium: 'warning', standard: 'default' } as const;
const BUTTON_LABELS: Record<string, string> = { PENDING: 'Review', IN_PROGRESS: 'Update', COMPLETE: 'View' };

/** One order on the board: short ids, state, who it waits for and its estimate (red past it), amount, priority, the button that opens it and its workflow's link. */
export const OrderCard = ({ order }: { order: OrderCardData }) => {
  const basename = useBasename();
  const overdue = order.progress.estimate?.overdue ?? false;
  return (
    <Card
      variant="outlined"
      data-testid="order-card"
      data-order-id={order.id}
      data-overdue={overdue}
      aria-description={overdue ? 'Past its estimated completion' : undefined}
      sx={overdue ? overdueCardSx : undefined}
    >
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
        <HolderBadge progress={order.progress} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{formatCents(order.totalUSD)}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {order.temporalUiUrl && (
              <Button
                size="small"
                href={order.temporalUiUrl}
                target="_blank"
                rel="noopener"
                aria-label={`Workflow of order ${order.shortId} in the Temporal UI`}
              >
                Workflow
              </Button>
            )}
            <Button size="small" variant="outlined" component={Link} to={`${basename}/onboarding/${order.id}`}>
              {BUTTON_LABELS[order.status] ?? 'View'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
