// The payment half of an order dialog (one entity's order, or the registry's order for several): the order is placed
// first, the server prices it and creates the payment intent, then the same Stripe Payment Element as every checkout.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { storefrontStripe } from '../../lib/stripe-js';
import { PaymentForm } from './PaymentForm';

type Placed = { clientSecret: string; amount: number };

/**
 * The order's state in its dialog: `submit` places it (with Stripe.js loading beside it) and keeps the server's
 * answer for the payment step, or the refusal, in the words `explain` gives it.
 */
export function useOrderPayment<A extends Placed>(place: () => Promise<A>, explain = (message: string) => message) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ answer: A; stripe: Stripe } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const [answer, stripe] = await Promise.all([place(), storefrontStripe()]);
      setPayment({ answer, stripe });
    } catch (failure) {
      setError(explain(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, payment, submit };
}

/** What is paid for (when the dialog says it), then the card form for the placed order's payment intent. */
export function OrderPaymentStep({
  payment,
  returnPath,
  summary,
  onCancel,
}: {
  payment: { answer: Placed; stripe: Stripe };
  returnPath: string;
  summary?: ReactNode;
  onCancel: () => void;
}) {
  return (
    <DialogContent>
      {summary}
      <Alert severity="info" sx={{ mb: 2 }}>
        Payments are processed securely by Stripe. Card details never reach our servers.
      </Alert>
      <Elements stripe={payment.stripe} options={{ clientSecret: payment.answer.clientSecret }}>
        <PaymentForm total={payment.answer.amount} returnPath={returnPath} />
      </Elements>
      <Button onClick={onCancel} sx={{ mt: 1 }} fullWidth>
        Cancel
      </Button>
    </DialogContent>
  );
}

/** The order form's buttons: Cancel, and Continue to payment, spinning while the order is placed. */
export function ContinueToPayment({
  busy,
  disabled,
  onCancel,
}: {
  busy: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || disabled}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Continue to payment
      </Button>
    </DialogActions>
  );
}
