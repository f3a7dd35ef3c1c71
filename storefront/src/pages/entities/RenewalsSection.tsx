// The entity page's renewals: each annual service with its next charge date and amount, and a Cancel button that
// asks first, then cancels at the end of the paid year (GET /api/entities/:id/renewals, POST /api/renewals/:id/cancel)
// and until then offers 'Resume renewal' (POST /api/renewals/:id/resume). Cancelling the registered agent also says
// the state requires one. A renewal whose charge
// failed offers 'Update card': the entity page's card dialog takes a card, which becomes the client's card on file,
// and the charge is paid with it at once (POST /api/renewals/:id/card). A renewal charges the card on file: without
// one it says a card is needed rather than that it renews, and 'Add a card' takes one as the Card on file section does.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { renewalViewSchema } from '../../../../domain/contracts/renewals';
import type { Wire } from '../../../../domain/contracts/wire';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatCalendarDay, formatCents, statusColour } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { AutoFileCardDialog, type CardPurpose, cardText } from './AutoFileCardDialog';
import { useCardOnFile } from './CardOnFileSection';
import { autoFileKey, cardKey } from './entity-api';

type Renewal = Wire<typeof renewalViewSchema>;

const dateText = formatCalendarDay;

/** How a renewal shows: a renewal that would charge, with no card on file to charge, needs a card first. */
const shownState = (renewal: Renewal, noCard: boolean) =>
  noCard && renewal.state === 'renews'
    ? { state: 'card_needed', label: 'Card needed' }
    : { state: renewal.state, label: renewal.stateLabel };

function whenText(renewal: Renewal, noCard: boolean) {
  const date = dateText(renewal.nextChargeOn);
  if (renewal.state === 'ending') return `Cancelled: ends on ${date}, not charged again`;
  if (renewal.state === 'ended') return `Ended on ${date}`;
  if (noCard && renewal.state === 'renews')
    return `No card on file: add a card to renew on ${date} for ${formatCents(renewal.amountCents)}`;
  return `Next charge ${formatCents(renewal.amountCents)} on ${date}`;
}

export function RenewalsSection({ entityId }: { entityId: string }) {
  const queryKey = [`/api/entities/${entityId}/renewals`];
  const renewals = useQuery<Renewal[]>({ queryKey });
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Renewal | null>(null);
  const toast = useToast();
  const [paying, setPaying] = useState<Renewal | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const cardOnFile = useCardOnFile(entityId, (card) => {
    setAdding(false);
    setPaid(card ? `Your ${cardText(card)} is on file: your renewals charge it.` : 'Your card is saved.');
  });
  // Known missing only once the card has loaded: a card still loading is not said to be missing.
  const noCard = cardOnFile.shown.isSuccess && cardOnFile.card === null;
  const cancel = useMutation({
    mutationFn: (renewal: Renewal) => apiRequest<Renewal>('POST', `/api/renewals/${renewal.id}/cancel`),
    onSuccess: (cancelled) => {
      setAsking(null);
      toast({
        title: 'Renewal cancelled',
        description: `${cancelled.serviceName} ends on ${dateText(cancelled.nextChargeOn)}. Until then, 'Resume renewal' takes it back.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const resume = useMutation({
    mutationFn: (renewal: Renewal) => apiRequest<Renewal>('POST', `/api/renewals/${renewal.id}/resume`),
    onSuccess: (resumed) => {
      toast({
        title: 'Renewal resumed',
        description: `${resumed.serviceName} ${noCard ? 'needs a card to renew' : 'renews'} on ${dateText(resumed.nextChargeOn)} for ${formatCents(resumed.amountCents)}.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  // Cancelling always asks first: what ends, when, and that it can be taken back until then.
  const choose = (renewal: Renewal) => {
    cancel.reset();
    setAsking(renewal);
  };
  const [returnError, setReturnError] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  const payWith = async (renewalId: string, setupIntentId: string) => {
    const updated = await apiRequest<Renewal>('POST', `/api/renewals/${renewalId}/card`, { setupIntentId });
    setPaying(null);
    setPaid(`Paid: ${updated.serviceName} renews on ${dateText(updated.nextChargeOn)}.`);
    void queryClient.invalidateQueries({ queryKey });
    // The card that paid is the card on file now.
    void queryClient.invalidateQueries({ queryKey: cardKey(entityId) });
    void queryClient.invalidateQueries({ queryKey: autoFileKey(entityId) });
  };
  // Back from the bank's page: pay with the SetupIntent Stripe names, once, and tidy the address.
  useEffect(() => {
    const renewalId = params.get('renewal');
    const setupIntentId = params.get('setup_intent');
    if (returned.current || !renewalId || !setupIntentId) return;
    returned.current = true;
    const succeeded = params.get('redirect_status') === 'succeeded';
    setParams({}, { replace: true });
    if (!succeeded) setReturnError('Your card could not be confirmed: nothing was charged.');
    else payWith(renewalId, setupIntentId).catch((failure) => setReturnError(errorMessage(failure)));
  });
  const payPurpose = (renewal: Renewal): CardPurpose => ({
    title: `Update card for ${renewal.serviceName}`,
    text: `The ${formatCents(renewal.amountCents)} charge for ${renewal.serviceName} failed. Enter a card: we keep it with Stripe as your card on file and charge it now. Card details never reach our servers.`,
    submitLabel: `Pay ${formatCents(renewal.amountCents)}`,
    busyLabel: 'Paying...',
    returnUrl: `${window.location.origin}/entities/${entityId}?renewal=${renewal.id}`,
    save: (setupIntentId) => payWith(renewal.id, setupIntentId),
  });

  return (
    <Paper component="section" aria-labelledby="entity-renewals" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="entity-renewals" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Renewals
      </Typography>
      {renewals.isError && <Alert severity="error">{errorMessage(renewals.error)}</Alert>}
      {cancel.isError && !asking && <Alert severity="error">{errorMessage(cancel.error)}</Alert>}
      {resume.isError && <Alert severity="error">{errorMessage(resume.error)}</Alert>}
      {returnError && <Alert severity="error">{returnError}</Alert>}
      {paid && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {paid}
        </Alert>
      )}
      {renewals.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nothing renews for this company.
        </Typography>
      )}
      <Box component="ul" aria-label="Renewals" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {renewals.data?.map((renewal) => (
          <Box
            component="li"
            key={renewal.id}
            data-testid="entity-renewal"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 500 }}>{renewal.serviceName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {whenText(renewal, noCard)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={shownState(renewal, noCard).label}
                color={statusColour(shownState(renewal, noCard).state)}
              />
              {noCard && renewal.state === 'renews' && (
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Add a card to renew ${renewal.serviceName}`}
                  onClick={() => {
                    setPaid(null);
                    setAdding(true);
                  }}
                >
                  Add a card
                </Button>
              )}
              {renewal.state === 'payment_failed' && (
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Update card for ${renewal.serviceName}`}
                  onClick={() => {
                    setPaid(null);
                    setPaying(renewal);
                  }}
                >
                  Update card
                </Button>
              )}
              {renewal.canResume && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Resume renewal of ${renewal.serviceName}`}
                  disabled={resume.isPending}
                  onClick={() => resume.mutate(renewal)}
                >
                  Resume renewal
                </Button>
              )}
              {renewal.canCancel && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={`Cancel ${renewal.serviceName}`}
                  disabled={cancel.isPending}
                  onClick={() => choose(renewal)}
                >
                  Cancel
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {adding && (
        <AutoFileCardDialog
          entityId={entityId}
          businessName=""
          onClose={() => setAdding(false)}
          purpose={cardOnFile.purpose}
        />
      )}
      {paying && (
        <AutoFileCardDialog
          entityId={entityId}
          businessName=""
          onClose={() => setPaying(null)}
          purpose={payPurpose(paying)}
        />
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="renewal-warning-title">
        <DialogTitle id="renewal-warning-title">
          {asking?.warning ? 'Cancel the registered agent?' : `Cancel ${asking?.serviceName ?? 'this renewal'}?`}
        </DialogTitle>
        <DialogContent>
          {asking?.warning && <Typography sx={{ mb: 2 }}>{asking.warning}</Typography>}
          {asking && (
            <Typography color="text.secondary">
              Cancelled, it runs to {dateText(asking.nextChargeOn)} and is not charged again. Until then, 'Resume
              renewal' takes it back.
            </Typography>
          )}
          {cancel.isError && <Alert severity="error">{errorMessage(cancel.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setAsking(null)}>
            Keep it
          </Button>
          <Button color="error" disabled={cancel.isPending} onClick={() => asking && cancel.mutate(asking)}>
            {asking?.warning ? 'Cancel anyway' : 'Cancel renewal'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
