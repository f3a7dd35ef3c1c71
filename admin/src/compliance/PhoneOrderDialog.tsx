// A phone order: staff start any kind that fits a client's entity, priced by the server as the client's own order
// is (react-admin's create of the entity's orders, POST /api/entities/:id/orders), and take the payment with the
// same Stripe Payment Element.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useCreate, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { detailsRefusalText } from '../../../web/kind-details-form';
import { PaymentElementForm } from '../../../web/PaymentElementForm';
import { loadStripeJs } from '../../../web/stripe-js';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { dollars, type Offer, type PhoneOrder, PhoneOrderForm } from './PhoneOrderForm';
import type { EntityDialogProps } from './types';

type Payment = { stripe: Stripe; clientSecret: string; amount: number };
type OrderAnswer = { id: string; orderId: string; amount: number; clientSecret: string };

export function PhoneOrderDialog({ entityId, businessName, onClose }: EntityDialogProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const entity = useGetOne<{ id: string; offers: Offer[] }>('entities', { id: entityId });
  const [create] = useCreate<PhoneOrder, Error, OrderAnswer>();
  const offers = (entity.data?.offers ?? []).filter((offer) => !offer.refusal);
  const notify = useNotify();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [paid, setPaid] = useState(false);

  const submit = async (order: PhoneOrder) => {
    try {
      const [answer, stripe] = await Promise.all([
        // returnPromise: the answer, whose type react-admin widens to void
        create(`entities/${entityId}/orders`, { data: order }, { returnPromise: true }) as Promise<OrderAnswer>,
        dataProvider.getStripeConfig().then((config) => loadStripeJs(config?.publishableKey)),
      ]);
      setPayment({ stripe, clientSecret: answer.clientSecret, amount: answer.amount });
    } catch (failure) {
      // the server's refusal (a kind that no longer fits, bad details) or Stripe's, in react-admin's notification
      notify(detailsRefusalText(errorMessage(failure)), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="phone-order-title" maxWidth="sm" fullWidth>
      <DialogTitle id="phone-order-title">{`Phone order for ${businessName}`}</DialogTitle>
      {payment || paid ? (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {paid ? (
              <Alert severity="success">Payment taken: the order starts as soon as Stripe confirms it.</Alert>
            ) : (
              payment && (
                <Elements stripe={payment.stripe} options={{ clientSecret: payment.clientSecret }}>
                  <PaymentElementForm
                    label="Phone order payment"
                    submitLabel={`Take payment - ${dollars(payment.amount)}`}
                    busyLabel="Taking payment..."
                    confirm={async (stripe, elements) => {
                      const result = await stripe.confirmPayment({
                        elements,
                        confirmParams: { return_url: window.location.href },
                        redirect: 'if_required',
                      });
                      if (result.error) throw new Error(result.error.message ?? 'The payment could not be completed.');
                      setPaid(true);
                    }}
                  />
                </Elements>
              )
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{paid ? 'Close' : 'Cancel'}</Button>
          </DialogActions>
        </>
      ) : (
        <>
          {entity.error && (
            <DialogContent>
              <Alert severity="error">{errorMessage(entity.error)}</Alert>
            </DialogContent>
          )}
          <PhoneOrderForm offers={offers} onSubmit={submit} onCancel={onClose} />
        </>
      )}
    </Dialog>
  );
}
