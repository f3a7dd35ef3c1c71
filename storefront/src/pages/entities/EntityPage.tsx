// One formed entity, for the client who owns it: its facts, documents, obligations, filing history, mail and open
// orders, and one button per kind of order that fits it now (GET /api/entities/:id). Another client's answers 404.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ENTITY_TYPE_LABELS, STATE_BY_CODE } from '../../../../domain/catalog';
import { OBLIGATION_STATUS_LABELS, type ObligationStatus } from '../../../../domain/compliance-reminders';
import { annualReport } from '../../../../domain/kinds/annual-report';
import { isOrderKind, ORDER_KIND_LABELS } from '../../../../domain/order-kinds';
import { orderStatusLabel } from '../../../../domain/order-stages';
import { DocumentDownloadButton } from '../../components/DocumentDownloadButton';
import { Loading } from '../../components/Layout';
import { OrderProgressNote } from '../../components/OrderProgressNote';
import { ApiError, isUnauthorizedError } from '../../lib/api';
import { formatCents, statusColour } from '../../lib/format';
import { useSignInRedirect } from '../../lib/sign-in';
import { formatOrderDate, shortOrderId } from '../client/orders';
import { AutoFileSwitch } from './AutoFileSwitch';
import { CardOnFileSection } from './CardOnFileSection';
import { EntityOrderDialog } from './EntityOrderDialog';
import type { EntityDetail, EntityOffer } from './entity-api';
import { PeopleSection } from './PeopleSection';
import { RenewalsSection } from './RenewalsSection';

const stateName = (code: string) => STATE_BY_CODE.get(code)?.name ?? code;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const None = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

function Rows({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      {children}
    </Box>
  );
}

function Facts({ entity }: { entity: EntityDetail }) {
  const facts: [string, ReactNode][] = [
    ['State', stateName(entity.stateCode)],
    ['Type', ENTITY_TYPE_LABELS[entity.entityType] ?? entity.entityType],
    ['Formed', entity.formedOn],
    ['EIN', entity.ein ?? 'Not assigned yet'],
    ['Registered agent', entity.registeredAgent ?? 'As formed'],
    [
      'Status',
      entity.status === 'DISSOLVED' ? `Dissolved${entity.dissolvedOn ? ` on ${entity.dissolvedOn}` : ''}` : 'Active',
    ],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 500 }}
            data-testid={`entity-${term.toLowerCase().replaceAll(' ', '-')}`}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Offers({ entity, onChoose }: { entity: EntityDetail; onChoose: (offer: EntityOffer) => void }) {
  const fitting = entity.offers.filter((offer) => !offer.refusal);
  const included = entity.offers.filter((offer) => offer.included);
  if (fitting.length === 0 && included.length === 0) return <None text="Nothing can be ordered for this entity now." />;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {fitting.map((offer) => (
          <Button key={offer.kind} variant="outlined" onClick={() => onChoose(offer)}>
            {offer.button}
          </Button>
        ))}
      </Stack>
      {included.map((offer) => (
        <Typography key={offer.kind} variant="body2" data-testid={`included-${offer.kind}`}>
          {offer.label}: <strong>{offer.included}</strong>
        </Typography>
      ))}
    </Stack>
  );
}

const kindLabel = (kind: string) => (isOrderKind(kind) ? ORDER_KIND_LABELS[kind] : kind);

function EntityBody({ entity }: { entity: EntityDetail }) {
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<EntityOffer | null>(null);
  const ordered = params.get('ordered');
  const paid = (params.get('payment_intent_status') ?? params.get('redirect_status')) === 'succeeded';
  const open = entity.orders.filter((order) => entity.openOrders.includes(order.id));

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/entities">
          Your entities
        </Link>
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {entity.businessName}
        </Typography>
        <Chip
          label={entity.status === 'DISSOLVED' ? 'Dissolved' : 'Active'}
          color={statusColour(entity.status)}
          size="small"
        />
      </Stack>
      {ordered && paid && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Payment received for your {kindLabel(ordered).toLowerCase()} order. It appears under open orders as soon as
          the payment is confirmed.
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section id="entity-facts" title="Company">
            <Facts entity={entity} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section id="entity-offers" title="Order for this company">
            <Offers entity={entity} onChoose={setChosen} />
          </Section>
        </Grid>
        {entity.status === 'ACTIVE' && (
          <>
            <Grid size={{ xs: 12, md: 7 }}>
              <Section id="entity-auto-file" title="Automatic filing">
                <AutoFileSwitch
                  entityId={entity.id}
                  businessName={entity.businessName}
                  annualReport={entity.offers.find((offer) => offer.kind === annualReport.kind)}
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <CardOnFileSection entityId={entity.id} />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="entity-people" title="People on record">
            <PeopleSection entityId={entity.id} canEdit={entity.status === 'ACTIVE'} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="entity-open-orders" title="Open orders">
            {open.length === 0 ? (
              <None text="No open orders." />
            ) : (
              <Rows label="Open orders">
                {open.map((order) => (
                  <Row key={order.id} testId="entity-open-order">
                    <Box>
                      <Link component={RouterLink} to={`/orders/${order.id}`} sx={{ fontWeight: 600 }}>
                        {kindLabel(order.kind)} #{shortOrderId(order.id)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {order.stageLabel} · {formatCents(order.totalUSD)}
                      </Typography>
                      {order.progress && <OrderProgressNote progress={order.progress} />}
                    </Box>
                    <Chip label={orderStatusLabel(order.status)} size="small" />
                  </Row>
                ))}
              </Rows>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="entity-obligations" title="Obligations">
            {entity.obligations.length === 0 ? (
              <None text="No compliance obligations." />
            ) : (
              <Rows label="Obligations">
                {entity.obligations.map((obligation) => (
                  <Row key={obligation.id}>
                    <Box>
                      <Typography sx={{ fontWeight: 500 }}>{obligation.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Due {obligation.dueDate}
                        {obligation.filedOn ? ` · filed ${obligation.filedOn}` : ''}
                        {obligation.endedOn ? ` · ended ${obligation.endedOn}` : ''}
                      </Typography>
                    </Box>
                    <Chip
                      size="small"
                      label={
                        obligation.endedOn
                          ? 'Ended'
                          : (OBLIGATION_STATUS_LABELS[obligation.status as ObligationStatus] ?? obligation.status)
                      }
                    />
                  </Row>
                ))}
              </Rows>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="entity-documents" title="Documents">
            {entity.documents.length === 0 ? (
              <None text="No documents yet." />
            ) : (
              <Rows label="Documents">
                {entity.documents.map((document) => (
                  <Row key={document.id}>
                    <Typography sx={{ minWidth: 0, wordBreak: 'break-word' }}>{document.name}</Typography>
                    <DocumentDownloadButton id={document.id} name={document.name} />
                  </Row>
                ))}
              </Rows>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section id="entity-filings" title="Filing history">
            {entity.filings.length === 0 && entity.orders.length === 0 ? (
              <None text="No filings yet." />
            ) : (
              <Rows label="Filing history">
                {[
                  ...entity.filings.map((filing) => (
                    <Row key={`filing-${filing.orderId}-${filing.stateCode}`}>
                      <Typography>
                        {kindLabel(filing.kind)} filed in {stateName(filing.stateCode)}
                        {filing.filedAt ? ` on ${formatOrderDate(filing.filedAt)}` : ''}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {filing.confirmationNumber ?? ''}
                      </Typography>
                    </Row>
                  )),
                  ...entity.orders
                    .filter((order) => !entity.openOrders.includes(order.id))
                    .map((order) => (
                      <Row key={`order-${order.id}`}>
                        <Link component={RouterLink} to={`/orders/${order.id}`}>
                          {kindLabel(order.kind)} #{shortOrderId(order.id)}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {orderStatusLabel(order.status)} · {formatOrderDate(order.createdAt)}
                        </Typography>
                      </Row>
                    )),
                ]}
              </Rows>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <RenewalsSection entityId={entity.id} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Section id="entity-mail" title="Registered-agent mail">
            {entity.mail.length === 0 ? (
              <None text="No mail received for this company." />
            ) : (
              <Rows label="Registered-agent mail">
                {entity.mail.map((item) => (
                  <Row key={item.id}>
                    <Typography>
                      {item.sender}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({item.kind.toLowerCase().replaceAll('_', ' ')})
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Received {item.receivedOn}
                    </Typography>
                  </Row>
                ))}
              </Rows>
            )}
            <Button component={RouterLink} to="/mail" size="small" sx={{ mt: 1 }}>
              All mail
            </Button>
          </Section>
        </Grid>
      </Grid>
      {chosen && <EntityOrderDialog entityId={entity.id} offer={chosen} onClose={() => setChosen(null)} />}
    </Container>
  );
}

export default function EntityPage() {
  const { id = '' } = useParams();
  const entity = useQuery<EntityDetail>({ queryKey: ['/api/entities', id] });
  const unauthorized = entity.isError && isUnauthorizedError(entity.error);
  useSignInRedirect(unauthorized);

  if (entity.isLoading) return <Loading text="Loading your company..." />;
  if (entity.isError) {
    if (unauthorized) return null;
    const missing = entity.error instanceof ApiError && entity.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
            {missing ? 'Entity Not Found' : 'Something Went Wrong'}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {missing
              ? 'This company is not one of yours, or it does not exist.'
              : 'Your company could not be loaded. Please refresh the page to try again.'}
          </Typography>
          <Button component={RouterLink} to="/entities" variant="contained">
            Your entities
          </Button>
        </Paper>
      </Container>
    );
  }
  if (!entity.data) return null;
  return <EntityBody entity={entity.data} />;
}
