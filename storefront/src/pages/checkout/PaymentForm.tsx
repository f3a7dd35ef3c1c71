import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { formatUsd } from '../../lib/format';
import { useToast } from '../../lib/toast';

const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  paymentMethodOrder: ['apple_pay', 'google_pay', 'card'],
};

/**
 * The Stripe Payment Element and the pay button; rendered inside <Elements>. Stripe sends the browser to
 * `returnPath` afterwards (the formation's confirmation page, or the entity page an order was placed from).
 */
export function PaymentForm({ total, returnPath = '/confirmation' }: { total: number; returnPath?: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [elementReady, setElementReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ready = Boolean(stripe && elements && elementReady);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || submitting) return;
    setSubmitting(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      if (error) {
        toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: 'Payment Successful',
          description: 'Your order has been submitted successfully!',
          variant: 'success',
        });
      }
    } catch (error) {
      console.error('Payment confirmation failed', error);
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Payment details" aria-busy={submitting}>
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement options={PAYMENT_ELEMENT_OPTIONS} onReady={() => setElementReady(true)} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!ready || submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 3 }}
      >
        {submitting ? 'Processing...' : `Complete Payment - ${formatUsd(total)}`}
      </Button>
    </Box>
  );
}
