import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ENTITY_TYPE_LABELS } from '../../../domain/catalog';
import { Loading } from '../components/Layout';
import {
  type CheckoutRecord,
  clearCheckoutRecord,
  confirmationOutcome,
  packageName,
  readCheckoutRecord,
  recordTotal,
  serviceName,
  stateName,
} from '../lib/checkout-record';
import { formatUsd } from '../lib/format';
import { useToast } from '../lib/toast';

const NEXT_STEPS = [
  { title: 'Order review', text: 'A formation specialist reviews your order within 24 hours.' },
  { title: 'Document preparation', text: 'We prepare your formation documents and agreements.' },
  {
    title: 'State filing',
    text: 'We file with each state; processing takes 3-7 business days depending on the state.',
  },
  { title: 'Completion', text: 'You receive your formation documents and your entity is ready for business.' },
];

type Outcome =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'succeeded'; record: CheckoutRecord | null; paymentIntentId: string | null };

export default function ConfirmationPage() {
  const [params] = useSearchParams();
  // Stripe's redirect_status stands in when payment_intent_status is absent.
  const status = params.get('payment_intent_status') ?? params.get('redirect_status');
  const paymentIntentId = params.get('payment_intent');
  // Read before the effect below clears it, so the details survive a repeated effect run.
  const [record] = useState(() => readCheckoutRecord());
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  const toast = useToast();
  const toasted = useRef(false);

  useEffect(() => {
    const result = confirmationOutcome(status, record !== null);
    // Once, on arrival from the payment: the record is cleared below, so a reload finds none and shows no toast.
    if (status === 'succeeded' && record && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Payment Successful',
        description: 'Your order has been submitted successfully!',
        variant: 'success',
      });
    }
    if (status === 'succeeded') clearCheckoutRecord();
    setOutcome(result === 'failed' ? { status: 'failed' } : { status: 'succeeded', record, paymentIntentId });
  }, [status, record, paymentIntentId, toast]);

  if (outcome.status === 'loading') return <Loading text="Confirming your payment..." />;
  if (outcome.status === 'failed') return <FailurePage />;
  return <SuccessPage record={outcome.record} paymentIntentId={outcome.paymentIntentId} />;
}

function FailurePage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" color="error" gutterBottom sx={{ fontWeight: 700 }}>
          Payment Failed
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          There was an issue processing your payment. Please try again or contact support if the problem persists.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/checkout" variant="contained">
            Try Again
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined">
            Contact Support
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', wordBreak: 'break-word' }}>{children}</Typography>
    </Box>
  );
}

function SuccessPage({ record, paymentIntentId }: { record: CheckoutRecord | null; paymentIntentId: string | null }) {
  const list = (ids: string[] | undefined, name: (id: string) => string) =>
    ids && ids.length > 0 ? ids.map(name).join(', ') : 'None';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h4" component="h1" color="success.main" gutterBottom sx={{ fontWeight: 700 }}>
          Order Confirmed!
        </Typography>
        <Typography color="text.secondary">
          Thank you for your order. Your payment was received and your formation is under way.
        </Typography>
      </Box>

      <Paper component="section" aria-labelledby="order-details" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="order-details" variant="h6" component="h2" gutterBottom>
          Order Details
        </Typography>
        {record ? (
          <>
            <Detail label="Packages">{list(record.packages, packageName)}</Detail>
            <Detail label="Services">{list(record.services, serviceName)}</Detail>
            {(record.states ?? []).map((code) => {
              const detail = record.entityDetails?.[code];
              return (
                <Detail key={code} label={stateName(code)}>
                  {detail?.businessName || record.businessNames?.[code] || 'To be determined'}
                  {detail?.entityType ? ` (${ENTITY_TYPE_LABELS[detail.entityType] ?? detail.entityType})` : ''}
                </Detail>
              );
            })}
            {paymentIntentId && <Detail label="Payment reference">{paymentIntentId}</Detail>}
            <Detail label="Total paid">
              <strong>{formatUsd(recordTotal(record))}</strong>
            </Detail>
          </>
        ) : paymentIntentId ? (
          <Detail label="Payment reference">{paymentIntentId}</Detail>
        ) : (
          <Typography color="text.secondary">Your order details are on their way to your inbox.</Typography>
        )}
      </Paper>

      <Paper component="section" aria-labelledby="next-steps" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="next-steps" variant="h6" component="h2" gutterBottom>
          What Happens Next
        </Typography>
        <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {NEXT_STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6 }} component="li">
              <Box sx={{ display: 'flex', gap: 1.5 }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.text}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Paper
        variant="outlined"
        data-testid="confirmation-email-notice"
        sx={{ p: 2, mb: 4, bgcolor: 'rgba(26, 58, 107, 0.04)' }}
      >
        <Typography>
          A confirmation email with your order details is on its way
          {record?.contact?.email ? ` to ${record.contact.email}` : ''}. It holds the link to your client area: set your
          password there to follow your order, sign your documents and download them.
        </Typography>
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Return Home
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Contact Us
        </Button>
      </Stack>
    </Container>
  );
}
