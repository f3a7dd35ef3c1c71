// Every payment the order ever had: the one it kept, and any success it could not keep with why and its refund,
// so staff answering a client see each charge and where its money went.
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCents, formatDateTime } from '../format';
import type { OrderDetail } from './types';

export const PaymentsSection = () => {
  const translate = useTranslate();
  const order = useRecordContext<OrderDetail>();
  if (!order) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="payments-section">
      {order.payments.map((payment) => (
        <Box key={payment.paymentIntentId} data-testid="payment" sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1, minWidth: 160 }}>
              {formatCents(payment.amountCents)} · {formatDateTime(payment.createdAt)}
            </Typography>
            <Chip size="small" label={payment.status} />
            {!payment.livemode && <Chip size="small" label={translate('app.onboarding.payments.test_mode')} />}
            {payment.orderId !== order.id && (
              <Chip
                size="small"
                label={translate('app.onboarding.payments.other_order', { id: payment.orderId.slice(0, 8) })}
              />
            )}
          </Box>
          {payment.refundReason && (
            <Typography variant="body2" color="text.secondary">
              {payment.refundedAt
                ? translate('app.onboarding.payments.refunded', {
                    date: formatDateTime(payment.refundedAt),
                    reason: payment.refundReason,
                  })
                : translate('app.onboarding.payments.refund_due', { reason: payment.refundReason })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};
