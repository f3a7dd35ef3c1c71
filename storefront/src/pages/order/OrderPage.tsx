// /orders/:id: a client's order with its stage timeline, each state's filing, its documents and, when staff
// asked for a change, the form to answer it; once documents are confirmed, the documents to sign.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { kindHistoryLabel, planProgress } from '../../../../domain/order-kind-stages';
import { orderStatusLabel, type PipelineStage } from '../../../../domain/order-stages';
import { orderEventsUrl, useOrderEvents } from '../../../../web/order-events';
import { Loading } from '../../components/Layout';
import { OrderProgressNote } from '../../components/OrderProgressNote';
import { formatCents, formatDateTime, statusColour } from '../../lib/format';
import { formatOrderDate, shortOrderId } from '../client/orders';
import { ChangeResponseForm } from './ChangeResponseForm';
import { OrderCompletion } from './OrderCompletion';
import { OrderDeliverables } from './OrderDeliverables';
import { OrderDocuments } from './OrderDocuments';
import { CLIENT_STEP_LABELS, type OrderDetail } from './order-detail';
import { signaturesKey } from './order-signatures';
import { SignDocuments } from './SignDocuments';

const FILING_LABELS = { PENDING: 'Pending', FILED: 'Filed', REJECTED: 'Returned by the state' } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function OrderPage() {
  const { id = '' } = useParams();
  const { data: order, error, isPending } = useQuery<OrderDetail>({ queryKey: ['/api/orders', id] });
  // The page follows the order as it moves: no reload needed.
  const queryClient = useQueryClient();
  useOrderEvents(order ? orderEventsUrl(order.id) : null, () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/orders', id] });
    void queryClient.invalidateQueries({ queryKey: signaturesKey(id) });
  });
  if (isPending) return <Loading />;
  if (error || !order)
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">We could not find this order.</Alert>
      </Container>
    );
  const canceled = order.status === 'CANCELED';
  // The stages of the order's kind (a formation's are the four of the spec), the current one marked.
  const { labels, active } = planProgress(order.kind, order.stage as PipelineStage | null, order.stages);
  const steps = order.stages.filter((s) => CLIENT_STEP_LABELS[s.action]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, display: 'grid', gap: 3 }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Order #{shortOrderId(order.id)}
          </Typography>
          <Typography color="text.secondary">
            {order.states.join(', ')} · {formatCents(order.totalUSD)} · placed {formatOrderDate(order.createdAt)}
          </Typography>
        </Box>
        <Chip label={orderStatusLabel(order.status)} color={statusColour(order.status)} />
      </Box>
      {canceled && (
        <Alert severity="info">
          This order was canceled{order.cancelReason ? `: ${order.cancelReason}` : ''}.
          {order.refundedAt ? ' Your payment has been refunded.' : ''}
        </Alert>
      )}
      <OrderCompletion order={order} />
      {order.progress.holder.kind !== 'none' && (
        <Paper component="section" aria-label="Where your order is" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <OrderProgressNote progress={order.progress} large />
        </Paper>
      )}
      {order.changeRequest && !canceled && <ChangeResponseForm orderId={order.id} request={order.changeRequest} />}
      {/* Once complete, every signed document is in the documents list below: listed once, nothing left to sign. */}
      {order.status !== 'COMPLETE' && <SignDocuments orderId={order.id} />}
      <Panel title="Progress">
        <Stepper activeStep={active} alternativeLabel sx={{ mb: 2 }} aria-label="Order stages">
          {labels.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box component="ol" aria-label="Order timeline" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {steps.map((step, index) => (
            <Box
              component="li"
              key={`${step.createdAt}-${index}`}
              sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
            >
              <Typography sx={{ fontWeight: 500 }}>
                {kindHistoryLabel(order.kind, step.action) ?? CLIENT_STEP_LABELS[step.action]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(step.createdAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title="State filings">
        {order.filings.length === 0 ? (
          <Typography color="text.secondary">Each state's filing starts once your documents are ready.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {order.filings.map((filing) => (
              <Box
                component="li"
                key={filing.stateCode}
                data-testid="filing"
                sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: 32 }}>{filing.stateCode}</Typography>
                <Chip size="small" label={FILING_LABELS[filing.status]} color={statusColour(filing.status)} />
                {filing.confirmationNumber && (
                  <Typography variant="body2">
                    Confirmation {filing.confirmationNumber}
                    {filing.filedAt ? ` · ${formatOrderDate(filing.filedAt)}` : ''}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Panel>
      {order.deliverables.length > 0 && (
        <Panel title="What your order includes">
          <OrderDeliverables deliverables={order.deliverables} />
        </Panel>
      )}
      <Panel title="Documents">
        <OrderDocuments documents={order.documents} />
      </Panel>
      <Button component={RouterLink} to="/dashboard" sx={{ justifySelf: 'start' }}>
        Back to dashboard
      </Button>
    </Container>
  );
}
