// One button's order for an entity: the kind's fields (web/KindDetailsFields.tsx) with the price and its breakdown, then the same Stripe
// Payment Element as the formation checkout, for the payment intent the server created for the order.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { KindDetailsFields } from '../../../../web/KindDetailsFields';
import {
  detailsRefusalText,
  initialKindForm,
  kindConsequences,
  kindDetailsFrom,
  kindPricing,
} from '../../../../web/kind-details-form';
import { errorMessage } from '../../lib/api';
import { storefrontStripe } from '../../lib/stripe-js';
import { PaymentForm } from '../checkout/PaymentForm';
import { type EntityOffer, orderForEntity } from './entity-api';
import { PriceBreakdown } from './PriceBreakdown';

type Payment = { clientSecret: string; stripe: Stripe; amount: number };

export function EntityOrderDialog({
  entityId,
  offer,
  onClose,
}: {
  entityId: string;
  offer: EntityOffer;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => initialKindForm(offer));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const pricing = kindPricing(offer, form);
  const titleId = `entity-order-${offer.kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const [answer, stripe] = await Promise.all([
        orderForEntity(entityId, offer.kind, kindDetailsFrom(offer.kind, form)),
        storefrontStripe(),
      ]);
      setPayment({ clientSecret: answer.clientSecret, stripe, amount: answer.amount });
    } catch (failure) {
      setError(detailsRefusalText(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  const consequences = kindConsequences(offer.kind);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{offer.button}</DialogTitle>
      {payment ? (
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            Payments are processed securely by Stripe. Card details never reach our servers.
          </Alert>
          <Elements stripe={payment.stripe} options={{ clientSecret: payment.clientSecret }}>
            <PaymentForm total={payment.amount} returnPath={`/entities/${entityId}?ordered=${offer.kind}`} />
          </Elements>
          <Button onClick={onClose} sx={{ mt: 1 }} fullWidth>
            Cancel
          </Button>
        </DialogContent>
      ) : (
        <Box component="form" onSubmit={submit} aria-label={`${offer.label} order`} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {consequences.length > 0 && (
              <Alert severity="warning" data-testid="order-consequences">
                <AlertTitle>Before you {offer.button.toLowerCase()}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {consequences.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <KindDetailsFields offer={offer} form={form} onChange={setForm} />
            {pricing && <PriceBreakdown pricing={pricing} />}
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
              disabled={busy || !pricing}
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
