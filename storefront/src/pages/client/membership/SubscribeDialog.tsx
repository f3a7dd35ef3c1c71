import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import type { MembershipPlan } from '../../../../../domain/catalog';
import { PaymentElementForm } from '../../../../../web/PaymentElementForm';
import { Loading } from '../../../components/Layout';
import { errorMessage } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import type { BillingCycle } from '../../../lib/membership';
import { storefrontStripe } from '../../../lib/stripe-js';
import { startSubscription } from './api';

type Setup =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; clientSecret: string; stripe: Stripe };

/** Where Stripe sends the browser after paying: back here, waiting for the webhook to confirm the plan. */
const returnUrlFor = (planId: string) => `${window.location.origin}/membership?subscribed=${planId}`;

const priceText = (plan: MembershipPlan, cycle: BillingCycle) =>
  cycle === 'yearly' ? `${formatUsd(plan.yearlyPrice)}/year` : `${formatUsd(plan.monthlyPrice)}/month`;

function PayForm({ plan, cycle, onClose }: { plan: MembershipPlan; cycle: BillingCycle; onClose: () => void }) {
  const confirm = async (stripe: Stripe, elements: StripeElements) => {
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrlFor(plan.id) } });
    if (result.error) throw new Error(result.error.message ?? 'The payment could not be completed.');
  };
  return (
    <PaymentElementForm
      label="Membership payment"
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {plan.name} membership, {priceText(plan, cycle)}. It renews automatically; cancel any time and it stays active
          until the end of the paid period.
        </DialogContentText>
      }
      submitLabel={`Subscribe - ${priceText(plan, cycle)}`}
      busyLabel="Processing..."
      confirm={confirm}
      onClose={onClose}
    />
  );
}

/** Starts the subscription on the server and takes the first payment with Stripe's Payment Element. */
export function SubscribeDialog({
  plan,
  title,
  cycle,
  publishableKey,
  onClose,
}: {
  plan: MembershipPlan;
  title: string;
  cycle: BillingCycle;
  publishableKey: string;
  onClose: () => void;
}) {
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const started = await startSubscription(plan.id, cycle);
      if (!started.clientSecret) throw new Error('No payment to confirm');
      const stripe = await storefrontStripe(publishableKey);
      if (live) setSetup({ phase: 'ready', clientSecret: started.clientSecret, stripe });
    })().catch((error) => {
      console.error('Subscription setup failed', error);
      if (live) setSetup({ phase: 'error', message: errorMessage(error) });
    });
    return () => {
      live = false;
    };
  }, [plan.id, cycle, publishableKey]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="subscribe-title" maxWidth="sm" fullWidth>
      <DialogTitle id="subscribe-title">{title}</DialogTitle>
      {setup.phase === 'loading' && <Loading text="Setting up secure payment..." />}
      {setup.phase === 'error' && (
        <>
          <DialogContent>
            <Alert severity="error">{setup.message}</Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {setup.phase === 'ready' && (
        <Elements stripe={setup.stripe} options={{ clientSecret: setup.clientSecret }}>
          <PayForm plan={plan} cycle={cycle} onClose={onClose} />
        </Elements>
      )}
    </Dialog>
  );
}
