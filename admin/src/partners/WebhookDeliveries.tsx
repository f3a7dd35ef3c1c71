// On a partner's page: each webhook endpoint (both modes) with its latest deliveries, every attempt's status,
// duration and first bytes of the answer, and a Resend button (a new delivery of the same event, audited).
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { formatDateTime, statusColour } from '../format';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { PartnerWebhookEndpoint } from '../providers/partnerCalls';
import { addScreenMessages } from '../providers/screenMessages';
import { partnerMessages } from './messages';

addScreenMessages('partners', partnerMessages);

type Endpoint = PartnerWebhookEndpoint;
type Delivery = Endpoint['deliveries'][number];
type Attempt = Delivery['attempts'][number];

/** How much of an answer's first bytes a row shows (all of the stored kilobyte on hover). */
const SHOWN_CHARS = 80;

function AttemptLine({ attempt }: { attempt: Attempt }) {
  const outcome = attempt.status === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status}`;
  const answer =
    attempt.responseBody.length > SHOWN_CHARS ? `${attempt.responseBody.slice(0, SHOWN_CHARS)}…` : attempt.responseBody;
  return (
    <Box component="li" data-testid="webhook-attempt">
      <Typography variant="body2">
        #{attempt.number} · {outcome} · {attempt.durationMs} ms · {formatDateTime(attempt.createdAt)}
      </Typography>
      {attempt.responseBody && (
        <Tooltip title={attempt.responseBody}>
          <Typography variant="caption" component="code" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {answer}
          </Typography>
        </Tooltip>
      )}
    </Box>
  );
}

function DeliveryRow({
  partnerId,
  endpoint,
  delivery,
  onResent,
}: {
  partnerId: string;
  endpoint: Endpoint;
  delivery: Delivery;
  onResent: () => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendPartnerWebhookDelivery(partnerId, endpoint.id, delivery.id),
    onSuccess: () => {
      notify('app.partners.resent', { type: 'success', messageArgs: { type: delivery.type, url: endpoint.url } });
      onResent();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <TableRow data-testid="webhook-delivery">
      <TableCell>{delivery.type}</TableCell>
      <TableCell>
        <Chip size="small" label={delivery.status} color={statusColour(delivery.status)} />
      </TableCell>
      <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
      <TableCell>
        {delivery.attempts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No attempt yet
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {delivery.attempts.map((attempt) => (
              <AttemptLine key={attempt.number} attempt={attempt} />
            ))}
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Button label="Resend" disabled={resend.isPending} onClick={() => resend.mutate()} />
      </TableCell>
    </TableRow>
  );
}

/** Send test event: a 'webhook_endpoint.test' delivery to the endpoint, listed with its attempts like any other. */
function TestEndpointButton({
  partnerId,
  endpoint,
  onSent,
}: {
  partnerId: string;
  endpoint: Endpoint;
  onSent: () => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const send = useMutation({
    mutationFn: () => dataProvider.testPartnerWebhookEndpoint(partnerId, endpoint.id),
    onSuccess: () => {
      notify(`Test event sent to ${endpoint.url}: its attempts show below.`, { type: 'success' });
      onSent();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <Button
      label="Send test event"
      onClick={() => send.mutate()}
      disabled={send.isPending || endpoint.status !== 'enabled'}
    />
  );
}

export default function WebhookDeliveries() {
  const partner = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const endpoints = useQuery({
    queryKey: ['partners', 'webhook-endpoints', partner?.id],
    queryFn: () => dataProvider.getPartnerWebhookEndpoints(partner!.id),
    enabled: Boolean(partner),
  });
  if (!partner || endpoints.isPending) return null;
  if (endpoints.isError) return <Alert severity="error">{errorMessage(endpoints.error)}</Alert>;
  if (endpoints.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No webhook endpoints
      </Typography>
    );
  return (
    <Stack spacing={3}>
      {endpoints.data.map((endpoint) => (
        <Box key={endpoint.id} data-testid="webhook-endpoint">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Typography>
            <Chip size="small" label={endpoint.livemode ? 'live' : 'test'} />
            <Chip size="small" label={endpoint.status} color={statusColour(endpoint.status)} />
            <Typography variant="caption" color="text.secondary">
              {endpoint.events.join(', ')}
            </Typography>
            <TestEndpointButton partnerId={partner.id} endpoint={endpoint} onSent={() => endpoints.refetch()} />
          </Stack>
          {endpoint.deliveries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No deliveries yet
            </Typography>
          ) : (
            <Table size="small" aria-label={`Deliveries to ${endpoint.url}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Event</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell>Attempts</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {endpoint.deliveries.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    partnerId={partner.id}
                    endpoint={endpoint}
                    delivery={delivery}
                    onResent={() => endpoints.refetch()}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ))}
    </Stack>
  );
}
