// /admin/onboarding/:id: one order with its stage timeline, per-state filings, documents, the change request,
// the actions its stage allows, and a link to its workflow in the Temporal Web UI.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useBasename, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { orderStatusLabel } from '../../../domain/order-stages';
import { formatCents } from '../../../storefront/src/lib/money';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { ActionPanel } from './ActionPanel';
import { HolderBadge, overdueCardSx } from './HolderBadge';
import { SignaturesSection } from './SignaturesSection';
import { StageTimeline } from './StageTimeline';
import type { OrderDetail } from './types';

const FILING_COLORS = { FILED: 'success', REJECTED: 'error', PENDING: 'default' } as const;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Filings = ({ order }: { order: OrderDetail }) =>
  order.filings.length === 0 ? (
    <Typography color="text.secondary">Filings open once the documents are confirmed.</Typography>
  ) : (
    <Table size="small" aria-label="Filings">
      <TableHeader labels={['State', 'Status', 'Confirmation', 'Filed']} />
      <TableBody>
        {order.filings.map((filing) => (
          <TableRow key={filing.stateCode}>
            <TableCell>{filing.stateCode}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={filing.status}
                color={FILING_COLORS[filing.status as keyof typeof FILING_COLORS] ?? 'default'}
              />
              {filing.rejectionReason && (
                <Typography variant="body2" color="error">
                  {filing.rejectionReason}
                </Typography>
              )}
            </TableCell>
            <TableCell>{filing.confirmationNumber ?? '—'}</TableCell>
            <TableCell>{filing.filedAt ? new Date(filing.filedAt).toLocaleDateString('en-US') : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

export const OrderPage = () => {
  const { id = '' } = useParams();
  const basename = useBasename();
  const { data: order, error, isPending, refetch } = useGetOne<OrderDetail>('onboarding', { id });
  if (isPending) return <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />;
  if (error || !order)
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        Could not load the order: {error && errorMessage(error)}
      </Alert>
    );
  return (
    <AreaGate area="pipeline" title="the Onboarding Pipeline">
      <PageHeader
        title={`Order #${order.shortId}`}
        subtitle={`${order.businessName || order.contactName} · ${order.contactEmail} · ${formatCents(order.totalUSD)} · ${orderStatusLabel(order.status)}`}
        actions={
          <>
            <Button component={Link} to={`${basename}/onboarding`}>
              Back to the pipeline
            </Button>
            {order.temporalUiUrl && (
              <Button href={order.temporalUiUrl} target="_blank" rel="noopener" variant="outlined">
                Open in Temporal UI
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Timeline">
            <StageTimeline order={order} />
          </Section>
          <Section title="State filings">
            <Filings order={order} />
          </Section>
          <Section title="Documents">
            {order.documents.length === 0 ? (
              <Typography color="text.secondary">No documents yet.</Typography>
            ) : (
              <List dense aria-label="Documents">
                {order.documents.map((document) => (
                  <ListItem key={document.id} disableGutters divider>
                    <ListItemText primary={document.name} secondary={`Version ${document.version}`} />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>
          <Section title="Signatures">
            <SignaturesSection orderId={order.id} onChange={() => void refetch()} />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card variant="outlined" sx={order.progress.estimate?.overdue ? overdueCardSx : undefined}>
            <CardContent>
              <HolderBadge progress={order.progress} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <ActionPanel order={order} onDone={() => void refetch()} />
            </CardContent>
          </Card>
          {order.changeRequest && (
            <Alert severity="warning">Waiting for the client's answer: {order.changeRequest.message}</Alert>
          )}
          {order.status === 'CANCELED' && (
            <Alert severity="info">
              Canceled{order.cancelReason ? `: ${order.cancelReason}` : ''}
              {order.refundId ? ` · refunded (${order.refundId})` : ''}
            </Alert>
          )}
          {order.pipeline.source === 'database' && order.status !== 'CANCELED' && order.status !== 'COMPLETE' && (
            <Alert severity="info">
              The pipeline service could not be reached: actions shown from the last recorded state.
            </Alert>
          )}
        </Box>
      </Box>
    </AreaGate>
  );
};
