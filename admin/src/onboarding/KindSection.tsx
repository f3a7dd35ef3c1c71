// The order page's kind: a chip, the entity a later kind works on, and what the client asked for (an amendment's
// new name or agent, the state to register in, the EIN's responsible party, a good standing's purpose).
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATE_BY_CODE } from '../../../domain/catalog';
import { isOrderKind, ORDER_KIND_LABELS } from '../../../domain/order-kinds';
import type { OrderDetail } from './types';

const DETAIL_LABELS: Record<string, string> = {
  newName: 'New name',
  newRegisteredAgent: 'New registered agent',
  stateCode: 'Registers in',
  purpose: 'Requested for',
  responsiblePartyName: 'Responsible party',
  responsiblePartyHasSsn: 'Responsible party has an SSN or ITIN',
  reason: 'Reason',
};

const detailText = (key: string, value: unknown) => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No (Form 8821)';
  if (key === 'stateCode' && typeof value === 'string') return STATE_BY_CODE.get(value)?.name ?? value;
  return String(value);
};

export const KindSection = () => {
  const translate = useTranslate();
  const order = useRecordContext<OrderDetail>();
  if (!order) return null;
  const details =
    order.details && typeof order.details === 'object' ? Object.entries(order.details as Record<string, unknown>) : [];
  const entity = order.entities[0];
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="order-kind-section">
      <Box>
        <Chip
          color="primary"
          size="small"
          data-testid="order-kind"
          label={isOrderKind(order.kind) ? ORDER_KIND_LABELS[order.kind] : order.kind}
        />
      </Box>
      {order.entityId && entity && (
        <Typography variant="body2">
          {translate('app.onboarding.order.entity', { name: `${entity.businessName} (${entity.stateCode})` })}
        </Typography>
      )}
      {details.length > 0 && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}>
          {details.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {DETAIL_LABELS[key] ?? key}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid={`detail-${key}`}>
                {detailText(key, value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
