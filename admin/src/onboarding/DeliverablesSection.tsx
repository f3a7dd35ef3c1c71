// What the order sold, each with its status; staff mark done what no pipeline step delivers (the binder, the
// valuation memo, series segmentation) or waive a pending one with a reason. The order completes when none is
// pending; until then the section says what its completion waits for.
import { Alert, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DELIVERABLE_STATUS_LABELS } from '../../../domain/deliverables';
import { statusColour } from '../format';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { OrderDetail } from './types';
import { useRefreshOrder } from './useRefreshOrder';

type Mark = { deliverableId: string } & ({ action: 'done' } | { action: 'waive'; reason: string });

export const DeliverablesSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const order = useRecordContext<OrderDetail>();
  const refreshOrder = useRefreshOrder();
  const [waiving, setWaiving] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const mark = useMutation({
    mutationFn: ({ deliverableId, ...body }: Mark) => dataProvider.markDeliverable(order!.id, deliverableId, body),
    onSuccess: () => {
      notify('app.onboarding.deliverables.saved', { type: 'success' });
      setWaiving(null);
      setReason('');
      refreshOrder();
    },
  });
  if (!order) return null;
  const open = order.status !== 'CANCELED';

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="deliverables-section">
      {order.completionBlocker && <Alert severity="info">{order.completionBlocker}</Alert>}
      {order.deliverables.map((item) => (
        <Box key={item.id} data-testid="deliverable" sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1, minWidth: 160 }}>{item.name}</Typography>
            <Chip size="small" label={DELIVERABLE_STATUS_LABELS[item.status]} color={statusColour(item.status)} />
            {open && item.status === 'PENDING' && item.method === 'staff' && (
              <Button
                size="small"
                disabled={mark.isPending}
                onClick={() => mark.mutate({ deliverableId: item.id, action: 'done' })}
              >
                {translate('app.onboarding.deliverables.done')}
              </Button>
            )}
            {open && item.status === 'PENDING' && (
              <Button size="small" disabled={mark.isPending} onClick={() => setWaiving(item.id)}>
                {translate('app.onboarding.deliverables.waive')}
              </Button>
            )}
          </Box>
          {(item.waivedReason || item.doneBy) && (
            <Typography variant="body2" color="text.secondary">
              {[item.waivedReason, item.doneBy].filter(Boolean).join(' · ')}
            </Typography>
          )}
          {waiving === item.id && (
            <Box
              component="form"
              sx={{ display: 'flex', gap: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                mark.mutate({ deliverableId: item.id, action: 'waive', reason });
              }}
            >
              <TextField
                size="small"
                required
                label={translate('app.onboarding.deliverables.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                sx={{ flex: 1 }}
              />
              <Button type="submit" variant="outlined" disabled={mark.isPending || !reason.trim()}>
                {translate('app.onboarding.deliverables.waive')}
              </Button>
            </Box>
          )}
        </Box>
      ))}
      {mark.error && (
        <Alert severity="error" role="alert">
          {errorMessage(mark.error)}
        </Alert>
      )}
    </Box>
  );
};
