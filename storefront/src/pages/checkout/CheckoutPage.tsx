import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Layout';
import { apiRequest } from '../../lib/api';
import {
  type CheckoutRecord,
  packageName,
  readCheckoutRecord,
  recordTotal,
  serviceName,
  stateName,
} from '../../lib/checkout-record';
import { formatUsd } from '../../lib/format';
import { storefrontStripe } from '../../lib/stripe-js';
import { PaymentForm } from './PaymentForm';

interface PaymentIntentAnswer {
  clientSecret?: string | null;
  orderId?: string;
  amount?: number;
}

type Ready = { clientSecret: string; stripe: Stripe; amount: number };
type Setup = { phase: 'loading' } | { phase: 'error' } | ({ phase: 'ready' } & Ready);

/**
 * Creates (or finds) the payment intent for the record and loads Stripe.js with the publishable key.
 * Stripe.js is imported here, on demand, so no other page downloads it.
 */
async function setUpPayment(record: CheckoutRecord): Promise<Ready> {
  const [intent, stripe] = await Promise.all([
    apiRequest<PaymentIntentAnswer>('POST', '/api/create-payment-intent', {
      amount: recordTotal(record),
      orderData: record,
    }),
    storefrontStripe(),
  ]);
  if (!intent?.clientSecret) throw new Error('No client secret in the payment intent answer');
  if (typeof intent.amount !== 'number') throw new Error('No amount in the payment intent answer');
  return { clientSecret: intent.clientSecret, stripe, amount: intent.amount };
}

function Message({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {action}
      </Paper>
    </Container>
  );
}

function SummaryList({ label, items }: { label: string; items: { id: string; name: string }[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item) => (
            // Names only: catalog ids such as BOI_CTA_ANNUAL are ours, not the client's.
            <Typography component="li" variant="body2" key={item.id}>
              {item.name}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export default function CheckoutPage() {
  const [record] = useState(() => readCheckoutRecord());
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });

  useEffect(() => {
    if (!record) return;
    let active = true;
    setUpPayment(record)
      .then((ready) => active && setSetup({ phase: 'ready', ...ready }))
      .catch((error) => {
        console.error('Payment setup failed', error);
        if (active) setSetup({ phase: 'error' });
      });
    return () => {
      active = false;
    };
  }, [record]);

  if (!record) {
    return (
      <Message
        title="No Order Found"
        text="Please start your order from the onboarding process."
        action={
          <Button component={RouterLink} to="/onboarding" variant="contained">
            Start Your Order
          </Button>
        }
      />
    );
  }
  if (setup.phase === 'loading') return <Loading text="Setting up secure payment..." />;
  if (setup.phase === 'error') {
    return (
      <Message
        title="Payment Setup Error"
        text="Unable to set up payment processing. Please try again."
        action={
          <Button component={RouterLink} to="/onboarding" variant="contained">
            Return to Order
          </Button>
        }
      />
    );
  }

  // The server prices the order itself: show what it will charge, not the total the browser saved.
  const total = setup.amount;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Complete Your Order
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Review your order and pay securely by card or wallet.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper component="section" aria-labelledby="checkout-summary" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="checkout-summary" variant="h6" component="h2" gutterBottom>
              Order Summary
            </Typography>
            <SummaryList
              label="Packages"
              items={(record.packages ?? []).map((id) => ({ id, name: packageName(id) }))}
            />
            <SummaryList
              label="Services"
              items={(record.services ?? []).map((id) => ({ id, name: serviceName(id) }))}
            />
            <SummaryList label="States" items={(record.states ?? []).map((id) => ({ id, name: stateName(id) }))} />
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>Total</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="checkout-total">
                {formatUsd(total)}
              </Typography>
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper component="section" aria-labelledby="checkout-payment" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="checkout-payment" variant="h6" component="h2" gutterBottom>
              Payment
            </Typography>
            <Alert severity="info" sx={{ mb: 2 }}>
              Payments are processed securely by Stripe. Card details never reach our servers.
            </Alert>
            <Elements stripe={setup.stripe} options={{ clientSecret: setup.clientSecret }}>
              <PaymentForm total={total} />
            </Elements>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
