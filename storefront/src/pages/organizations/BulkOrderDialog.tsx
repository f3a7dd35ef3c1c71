// The registry's "Order for selected": one kind for every selected entity in one checkout (POST
// /api/organizations/:id/orders), one order each priced by the server, then one payment for the total in the same
// Stripe Payment Element as every other checkout.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { BULK_ORDER_KINDS, type EntityOrderKind, entityKindModule } from '../../../../domain/kinds';
import { errorMessage } from '../../lib/api';
import { formatUsd } from '../../lib/format';
import { storefrontStripe } from '../../lib/stripe-js';
import { PaymentForm } from '../checkout/PaymentForm';
import { orderForEntities } from './organization-api';

type Payment = { clientSecret: string; stripe: Stripe; amount: number; orders: number };

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const [answer, stripe] = await Promise.all([
        orderForEntities(organizationId, kind, entityIds),
        storefrontStripe(),
      ]);
      setPayment({ clientSecret: answer.clientSecret, stripe, amount: answer.amount, orders: answer.orderIds.length });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="bulk-order-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-order-title">Order for {entityIds.length} selected entities</DialogTitle>
      {payment ? (
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="bulk-order-summary">
            {payment.orders} orders of {entityKindModule(kind).label.toLowerCase()}, {formatUsd(payment.amount)} in one
            payment.
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            Payments are processed securely by Stripe. Card details never reach our servers.
          </Alert>
          <Elements stripe={payment.stripe} options={{ clientSecret: payment.clientSecret }}>
            <PaymentForm total={payment.amount} returnPath={`/organizations/${organizationId}?ordered=${kind}`} />
          </Elements>
          <Button onClick={onClose} sx={{ mt: 1 }} fullWidth>
            Cancel
          </Button>
        </DialogContent>
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
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || entityIds.length === 0}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Continue to payment
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
