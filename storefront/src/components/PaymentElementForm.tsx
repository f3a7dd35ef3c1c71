// A dialog's body that takes a card in Stripe's Payment Element: the form, the failure it answered, Cancel and the
// submit button with its progress. What confirming means (a payment, a card kept for later) is the caller's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api';

interface Props {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Text above the card fields. */
  intro?: ReactNode;
  /** Confirms with Stripe; a failure it throws is shown above the card fields. */
  confirm: (stripe: Stripe, elements: StripeElements) => Promise<void>;
  onClose: () => void;
}

export function PaymentElementForm({ label, submitLabel, busyLabel, intro, confirm, onClose }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      // On success the page moves on (Stripe's redirect or the caller closing the dialog): the button stays busy.
      await confirm(stripe, elements);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={label} aria-busy={busy}>
      <DialogContent sx={intro ? undefined : { pt: 0 }}>
        {intro}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ minHeight: 120 }}>
          <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
