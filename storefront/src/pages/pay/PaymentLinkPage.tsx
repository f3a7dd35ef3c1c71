// The hosted payment page of an order a partner placed for its customer (/pay/:orderId?expires=&sig=, no sign-in):
// what the customer pays (the server's price), then the formation checkout's own Stripe Payment Element for the
// order's PaymentIntent. Stripe brings the customer back here; the page says the order is paid once the webhook
// has been applied, and a paid order's link keeps saying so.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PaymentLinkView } from '../../../../domain/contracts/payment-links';
import { Loading } from '../../components/Layout';
import { errorMessage } from '../../lib/api';
import { formatCents } from '../../lib/format';
import { storefrontStripe } from '../../lib/stripe-js';
import { PaymentForm } from '../checkout/PaymentForm';
import { completeSimulatedPayment, fetchPaymentLink, type LinkProof, paymentLinkIntent } from './payment-link-api';

export default function PaymentLinkPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const proof: LinkProof = { expires: params.get('expires') ?? '', sig: params.get('sig') ?? '' };
  // Back from Stripe: the webhook may land a moment later, so the page asks again until the order is paid.
  const returned = params.get('redirect_status') === 'succeeded';
  const link = useQuery({
    queryKey: ['payment-link', orderId, proof.expires, proof.sig],
    queryFn: () => fetchPaymentLink(orderId, proof),
    refetchInterval: (query) => (returned && query.state.data && !query.state.data.paid ? 1000 : false),
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          Pay your order
        </Typography>
        {link.isPending && <Loading text="Loading your order..." />}
        {link.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(link.error)}
          </Alert>
        )}
        {link.data && <LinkedOrder order={link.data} proof={proof} returned={returned} />}
      </Paper>
    </Container>
  );
}

function LinkedOrder({ order, proof, returned }: { order: PaymentLinkView; proof: LinkProof; returned: boolean }) {
  const returnPath = `/pay/${order.orderId}?${new URLSearchParams({ ...proof })}`;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {order.partnerName} placed this order for {order.customerName}
        {order.businessNames.length > 0 ? `: ${order.businessNames.join(', ')}` : ''}.
      </Typography>
      {order.testMode && !order.simulated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Test mode: pay with a Stripe test card; nothing is charged and the filing is simulated.
        </Alert>
      )}
      <Box component="section" aria-label="Price" sx={{ mb: 3 }}>
        {order.lineItems.map((line) => (
          <Box key={`${line.type}-${line.id}`} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2">{line.name}</Typography>
            <Typography variant="body2">{formatCents(line.amountCents)}</Typography>
          </Box>
        ))}
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="payment-link-total">
            {formatCents(order.amountCents)}
          </Typography>
        </Box>
      </Box>
      {order.paid ? (
        <Alert severity="success" role="status">
          This order is paid. Thank you: {order.partnerName} will keep you informed of its progress.
        </Alert>
      ) : order.simulated ? (
        <SimulatedPayment order={order} proof={proof} />
      ) : returned ? (
        <Loading text="Confirming your payment..." />
      ) : (
        <Payment order={order} proof={proof} returnPath={returnPath} />
      )}
    </>
  );
}

function Payment({ order, proof, returnPath }: { order: PaymentLinkView; proof: LinkProof; returnPath: string }) {
  const setup = useQuery({
    queryKey: ['payment-link-intent', order.orderId, proof.sig],
    queryFn: async (): Promise<{ stripe: Stripe; clientSecret: string; amountCents: number }> => {
      const [intent, stripe] = await Promise.all([paymentLinkIntent(order.orderId, proof), storefrontStripe()]);
      return { stripe, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (setup.isPending) return <Loading text="Preparing the payment..." />;
  if (setup.isError)
    return (
      <Alert severity="error" role="alert">
        Payment Setup Error: {errorMessage(setup.error)}
      </Alert>
    );
  return (
    <Elements stripe={setup.data.stripe} options={{ clientSecret: setup.data.clientSecret }}>
      <PaymentForm total={setup.data.amountCents / 100} returnPath={returnPath} />
    </Elements>
  );
}

/** A test-mode order on a live platform: no card, no Stripe; the button runs the same payment-marking code. */
function SimulatedPayment({ order, proof }: { order: PaymentLinkView; proof: LinkProof }) {
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeSimulatedPayment(order.orderId, proof),
    onSuccess: (paid) => queryClient.setQueryData(['payment-link', order.orderId, proof.expires, proof.sig], paid),
  });
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        Test mode: no card is charged
      </Alert>
      {complete.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(complete.error)}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={complete.isPending}
        onClick={() => complete.mutate()}
      >
        {complete.isPending ? 'Completing...' : 'Complete test payment'}
      </Button>
    </>
  );
}
