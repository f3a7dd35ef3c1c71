import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isOrderKind, ORDER_KIND_LABELS } from '../../../domain/order-kinds';
import { formatCents, statusColour } from '../format';
import { CancelUnpaidButton } from './CancelUnpaidButton';
import { HolderBadge, overdueCardSx } from './HolderBadge';
import type { OrderCardData } from './types';

const BUTTON_LABELS: Record<string, string> = {
  PENDING: 'app.onboarding.card.open.PENDING',
  IN_PROGRESS: 'app.onboarding.card.open.IN_PROGRESS',
  COMPLETE: 'app.onboarding.card.open.COMPLETE',
};

/** One order on the board: short ids, state, who it waits for and its estimate (red past it), amount, priority, the button that opens it and its workflow's link. */
export const OrderCard = ({ order }: { order: OrderCardData }) => {
  const basename = useBasename();
  const translate = useTranslate();
  const overdue = order.progress.estimate?.overdue ?? false;
  return (
    <Card
      variant="outlined"
      data-testid="order-card"
      data-order-id={order.id}
      data-overdue={overdue}
      aria-description={overdue ? translate('app.onboarding.card.overdue') : undefined}
      sx={overdue ? overdueCardSx : undefined}
    >
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>#{order.shortId}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              data-testid="order-kind"
              label={isOrderKind(order.kind) ? ORDER_KIND_LABELS[order.kind] : order.kind}
            />
            <Chip size="small" label={order.priority} color={statusColour(order.priority)} />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.onboarding.card.client', {
            client: order.shortClientId ?? '—',
            states: order.states.join(', '),
          })}
        </Typography>
        <Typography variant="body2" noWrap title={order.businessName}>
          {order.businessName || order.contactEmail}
        </Typography>
        {order.paymentHold && (
          <Chip
            size="small"
            data-testid="payment-hold"
            color={statusColour(order.paymentHold === 'ESCALATED' ? 'ESCALATED' : 'PAYMENT_HOLD')}
            label={translate(`app.onboarding.card.payment_hold.${order.paymentHold}`)}
            sx={{ justifySelf: 'start' }}
          />
        )}
        <HolderBadge progress={order.progress} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{formatCents(order.totalUSD)}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {order.paymentHold && <CancelUnpaidButton orderId={order.id} shortId={order.shortId} />}
            {order.temporalUiUrl && (
              <Button
                size="small"
                href={order.temporalUiUrl}
                target="_blank"
                rel="noopener"
                aria-label={translate('app.onboarding.card.workflow_label', { id: order.shortId })}
              >
                {translate('app.onboarding.card.workflow')}
              </Button>
            )}
            <Button size="small" variant="outlined" component={Link} to={`${basename}/onboarding/${order.id}`}>
              {translate(BUTTON_LABELS[order.status] ?? BUTTON_LABELS.COMPLETE)}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
