// /admin/onboarding/:id: one order with its stage timeline, per-state filings, documents, the change requests,
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
import { RecordContextProvider, useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { kindModule } from '../../../domain/kinds';
import { orderStatusLabel } from '../../../domain/order-stages';
import { orderEventsUrl, useOrderEvents } from '../../../web/order-events';
import { formatCents, formatDate, statusColour } from '../format';
import { AreaGate } from '../layout/AreaGate';
import { PageHeader } from '../layout/PageHeader';
import { TableHeader } from '../layout/TableHeader';
import { errorMessage } from '../providers/errorMessage';
import { ActionPanel } from './ActionPanel';
import { CertificateSection } from './CertificateSection';
import { ChangeRequestsSection } from './ChangeRequestsSection';
import { DeliverablesSection } from './DeliverablesSection';
import { HolderBadge, overdueCardSx } from './HolderBadge';
import { KindSection } from './KindSection';
import { onboardingMessages } from './messages';
import { NameChecksSection } from './NameChecksSection';
import { PaymentsSection } from './PaymentsSection';
import { SignaturesSection } from './SignaturesSection';
import { StageTimeline } from './StageTimeline';
import type { OrderDetail } from './types';
import { ORDERS, useRefreshOrder } from './useRefreshOrder';

// The screen's words, added by its lazy import (index.ts) before it renders.
export { onboardingMessages as messages };

/** A titled card of the order page; the title is a message key. */
const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const FILING_COLUMNS = [
  'app.onboarding.order.filing.state',
  'app.onboarding.order.filing.status',
  'app.onboarding.order.filing.confirmation',
  'app.onboarding.order.filing.filed',
];

const Filings = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  // Confirmed documents wait for their signatures before the filing stage opens.
  const confirmed = order.stages.some((entry) => entry.action === 'confirmDocuments');
  return order.filings.length === 0 ? (
    <Typography color="text.secondary">
      {translate(confirmed ? 'app.onboarding.order.filings_after_signatures' : 'app.onboarding.order.filings_empty')}
    </Typography>
  ) : (
    <Table size="small" aria-label={translate('app.onboarding.order.filings_table')}>
      <TableHeader labels={FILING_COLUMNS.map((label) => translate(label))} />
      <TableBody>
        {order.filings.map((filing) => (
          <TableRow key={filing.stateCode}>
            <TableCell>{filing.stateCode}</TableCell>
            <TableCell>
              <Chip size="small" label={filing.status} color={statusColour(filing.status)} />
              {filing.rejectionReason && (
                <Typography variant="body2" color="error">
                  {filing.rejectionReason}
                </Typography>
              )}
            </TableCell>
            <TableCell>{filing.confirmationNumber ?? '—'}</TableCell>
            <TableCell>{filing.filedAt ? formatDate(filing.filedAt) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const OrderPage = () => {
  const { id = '' } = useParams();
  const basename = useBasename();
  const translate = useTranslate();
  const { data: order, error, isPending } = useGetOne<OrderDetail>(ORDERS, { id });
  const refreshOrder = useRefreshOrder();
  // The page follows the order as the workflow moves it: documents, signatures and filings appear by themselves.
  useOrderEvents(order ? orderEventsUrl(order.id) : null, refreshOrder);
  if (isPending) return <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />;
  if (error || !order)
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {translate('app.onboarding.order.load_failed', { error: error ? errorMessage(error) : '' })}
      </Alert>
    );
  // The sections read the order from the record context, as react-admin's own fields do.
  return (
    <RecordContextProvider value={order}>
      <AreaGate area="pipeline" title={translate('app.onboarding.area')}>
        <PageHeader
          title={translate('app.onboarding.order.title', { id: order.shortId })}
          subtitle={`${order.businessName || order.contactName} · ${order.contactEmail}${order.organization ? ` · ${translate('app.onboarding.order.organization', { name: order.organization.name })}` : ''} · ${formatCents(order.totalUSD)} · ${orderStatusLabel(order.status)}`}
          actions={
            <>
              <Button component={Link} to={`${basename}/onboarding`}>
                {translate('app.onboarding.order.back')}
              </Button>
              {order.temporalUiUrl && (
                <Button href={order.temporalUiUrl} target="_blank" rel="noopener" variant="outlined">
                  {translate('app.onboarding.order.temporal')}
                </Button>
              )}
            </>
          }
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Section title="app.onboarding.order.timeline">
              <StageTimeline order={order} />
            </Section>
            <Section title="app.onboarding.order.names">
              <NameChecksSection />
            </Section>
            <Section title="app.onboarding.order.filings">
              <Filings order={order} />
            </Section>
            <Section title="app.onboarding.order.documents">
              {order.documents.length === 0 ? (
                <Typography color="text.secondary">{translate('app.onboarding.order.documents_empty')}</Typography>
              ) : (
                <List dense aria-label={translate('app.onboarding.order.documents')}>
                  {order.documents.map((document) => (
                    <ListItem key={document.id} disableGutters divider>
                      <ListItemText
                        primary={document.name}
                        secondary={translate('app.onboarding.order.document_version', { version: document.version })}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
            <Section title="app.onboarding.order.signatures">
              <SignaturesSection />
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Card variant="outlined" sx={order.progress.estimate?.overdue ? overdueCardSx : undefined}>
              <CardContent>
                <HolderBadge progress={order.progress} />
              </CardContent>
            </Card>
            <Section title="app.onboarding.order.kind">
              <KindSection />
            </Section>
            {order.deliverables.length > 0 && (
              <Section title="app.onboarding.deliverables.title">
                <DeliverablesSection />
              </Section>
            )}
            {order.payments.length > 0 && (
              <Section title="app.onboarding.payments.title">
                <PaymentsSection />
              </Section>
            )}
            {kindModule(order.kind).certificate && (
              <Section title="app.onboarding.certificate.title">
                <CertificateSection />
              </Section>
            )}
            <Card variant="outlined">
              <CardContent>
                <ActionPanel order={order} onDone={refreshOrder} />
              </CardContent>
            </Card>
            {order.changeRequest && (
              <Alert severity="warning">
                {translate('app.onboarding.order.change_request', { message: order.changeRequest.message })}
              </Alert>
            )}
            {order.changeRequests.length > 0 && (
              <Section title="app.onboarding.order.change_requests.title">
                <ChangeRequestsSection />
              </Section>
            )}
            {order.status === 'CANCELED' && (
              <Alert severity="info">
                {[
                  order.cancelReason
                    ? translate('app.onboarding.order.canceled_reason', { reason: order.cancelReason })
                    : translate('app.onboarding.order.canceled'),
                  order.refundId && translate('app.onboarding.order.refunded', { refundId: order.refundId }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Alert>
            )}
            {order.pipeline.source === 'database' && order.status !== 'CANCELED' && order.status !== 'COMPLETE' && (
              <Alert severity="info">{translate('app.onboarding.order.pipeline_unreachable')}</Alert>
            )}
          </Box>
        </Box>
      </AreaGate>
    </RecordContextProvider>
  );
};
