// The one form that takes a card in Stripe's Payment Element, on both front ends: the card fields, the failure the
// confirmation answered, and the submit button with its progress. In a dialog (`onClose` given) it has Cancel and
// the dialog's spacing; on a page it is a full-width pay button. What confirming means (a payment, a card kept for
// later) is the caller's: `confirm` throws to show a failure above the card fields, or answers false when it told
// the person itself (a toast) and they may try again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripePaymentElementOptions } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';

interface Props {
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Text above the card fields. */
  intro?: ReactNode;
  /** Confirms with Stripe; a failure it throws is shown above the card fields; false: try again, nothing shown. */
  confirm: (stripe: Stripe, elements: StripeElements) => Promise<unknown>;
  /** In a dialog: its Cancel button. */
  onClose?: () => void;
  options?: StripePaymentElementOptions;
}

export function PaymentElementForm({
  label,
  submitLabel,
  busyLabel,
  intro,
  confirm,
  onClose,
  options = { layout: 'tabs' },
}: Props) {
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
      if ((await confirm(stripe, elements)) === false) setBusy(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const fields = (
    <>
      {intro}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement options={options} onReady={() => setReady(true)} />
      </Box>
    </>
  );
  const submitButton = (
    <Button
      type="submit"
      variant="contained"
      size={onClose ? 'medium' : 'large'}
      fullWidth={!onClose}
      disabled={!ready || busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={onClose ? undefined : { mt: 3 }}
    >
      {busy ? busyLabel : submitLabel}
    </Button>
  );

  return (
    <Box component="form" onSubmit={submit} aria-label={label} aria-busy={busy}>
      {onClose ? (
        <>
          <DialogContent sx={intro ? undefined : { pt: 0 }}>{fields}</DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {submitButton}
          </DialogActions>
        </>
      ) : (
        <>
          {fields}
          {submitButton}
        </>
      )}
    </Box>
  );
}
