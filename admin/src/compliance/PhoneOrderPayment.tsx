// The phone order's payment: the same Stripe Payment Element the client's own order uses, its publishable key read
// through the data provider.
import { Alert, Box, Button } from '@mui/material';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import type { AdminDataProvider } from '../providers/dataProvider';

export async function loadStripeJs(dataProvider: AdminDataProvider): Promise<Stripe> {
  const config = await dataProvider.getStripeConfig();
  if (!config?.publishableKey) throw new Error('Payments are not configured (no publishable key)');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe;
}

export function PayForm({ label, onPaid }: { label: string; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The payment could not be completed.');
    else onPaid();
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Phone order payment">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement onReady={() => setReady(true)} />
      </Box>
      <Button type="submit" variant="contained" fullWidth disabled={!ready || busy} sx={{ mt: 2 }}>
        {label}
      </Button>
    </Box>
  );
}
