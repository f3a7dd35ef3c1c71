// The pay step of the checkout, a payment link and an entity's order: the one Payment Element form (web/) with the
// spec's button and toasts. Stripe sends the browser to `returnPath` afterwards (the formation's confirmation page,
// or the entity page an order was placed from).
import type { StripePaymentElementOptions } from '@stripe/stripe-js';
import { PaymentElementForm } from '../../../../web/PaymentElementForm';
import { formatUsd } from '../../lib/format';
import { useToast } from '../../lib/toast';

const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  paymentMethodOrder: ['apple_pay', 'google_pay', 'card'],
};

export function PaymentForm({ total, returnPath = '/confirmation' }: { total: number; returnPath?: string }) {
  const toast = useToast();
  return (
    <PaymentElementForm
      label="Payment details"
      submitLabel={`Complete Payment - ${formatUsd(total)}`}
      busyLabel="Processing..."
      options={PAYMENT_ELEMENT_OPTIONS}
      confirm={async (stripe, elements) => {
        try {
          const { error } = await stripe.confirmPayment({
            elements,
            confirmParams: { return_url: `${window.location.origin}${returnPath}` },
          });
          if (error) {
            toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
            return false;
          }
          toast({
            title: 'Payment Successful',
            description: 'Your order has been submitted successfully!',
            variant: 'success',
          });
        } catch (error) {
          console.error('Payment confirmation failed', error);
          toast({
            title: 'Payment Error',
            description: 'An unexpected error occurred. Please try again.',
            variant: 'destructive',
          });
          return false;
        }
      }}
    />
  );
}
