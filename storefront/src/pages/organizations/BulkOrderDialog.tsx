// The registry's "Order for selected": one kind for every selected entity in one checkout (POST
// /api/organizations/:id/orders), one order each priced by the server, then one payment for the total in the same
// Stripe Payment Element as every other checkout.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BULK_ORDER_KINDS, type EntityOrderKind, entityKindModule } from '../../../../domain/kinds';
import { formatUsd } from '../../lib/format';
import { ContinueToPayment, OrderPaymentStep, useOrderPayment } from '../checkout/OrderPayment';
import { orderForEntities } from './organization-api';

export function BulkOrderDialog({
  organizationId,
  entityIds,
  onClose,
}: {
  organizationId: string;
  entityIds: string[];
  onClose: () => void;
}) {
  const [kind, setKind] = useState<EntityOrderKind>(BULK_ORDER_KINDS[0]);
  const { busy, error, payment, submit } = useOrderPayment(() => orderForEntities(organizationId, kind, entityIds));

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="bulk-order-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-order-title">Order for {entityIds.length} selected entities</DialogTitle>
      {payment ? (
        <OrderPaymentStep
          payment={payment}
          returnPath={`/organizations/${organizationId}?ordered=${kind}`}
          onCancel={onClose}
          summary={
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="bulk-order-summary">
              {payment.answer.orderIds.length} orders of {entityKindModule(kind).label.toLowerCase()},{' '}
              {formatUsd(payment.answer.amount)} in one payment.
            </Typography>
          }
        />
      ) : (
        <Box component="form" onSubmit={submit} aria-label="Order for selected entities" noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <TextField
              select
              label="What to order"
              value={kind}
              onChange={(e) => setKind(e.target.value as EntityOrderKind)}
            >
              {BULK_ORDER_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {entityKindModule(k).label}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {entityKindModule(kind).summary} One order per entity, each priced for its state; one payment for all.
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <ContinueToPayment busy={busy} disabled={entityIds.length === 0} onCancel={onClose} />
        </Box>
      )}
    </Dialog>
  );
}
