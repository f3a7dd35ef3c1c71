// The entity page's automatic-filing switch: on charges the client's card on file (shown once, in its own section),
// or asks for a card when there is none (AutoFileCardDialog); off turns it off at once; both through
// PUT /api/entities/:id/auto-file. Coming back from a bank's card check (a redirect), the SetupIntent in the address
// finishes turning it on.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api';
import { formatUsd } from '../../lib/format';
import { AutoFileCardDialog, cardText } from './AutoFileCardDialog';
import { type AutoFileState, autoFileKey, cardKey, type EntityOffer, switchAutoFile } from './entity-api';

type Notice = { severity: 'success' | 'error'; text: string } | null;

const onText = (state: AutoFileState) =>
  `Automatic filing is on${state.card ? `: we charge your ${cardText(state.card)}` : ''}.`;

export function AutoFileSwitch({
  entityId,
  businessName,
  annualReport,
}: {
  entityId: string;
  businessName: string;
  /** The entity's annual-report offer: its price, or why it has no annual report. */
  annualReport: EntityOffer | undefined;
}) {
  const queryClient = useQueryClient();
  const state = useQuery<AutoFileState>({ queryKey: autoFileKey(entityId) });
  const [params, setParams] = useSearchParams();
  const [choosingCard, setChoosingCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const returned = useRef(false);

  const settle = (next: AutoFileState) => {
    queryClient.setQueryData(autoFileKey(entityId), next);
    queryClient.setQueryData(cardKey(entityId), { card: next.card });
    setChoosingCard(false);
    setNotice({ severity: 'success', text: next.autoFile ? onText(next) : 'Automatic filing is off.' });
  };

  const change = async (body: { enabled: boolean; setupIntentId?: string }) => {
    setBusy(true);
    setNotice(null);
    try {
      settle(await switchAutoFile(entityId, body));
    } catch (failure) {
      setNotice({ severity: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  // Back from the bank's page: finish with the SetupIntent Stripe names, once, and tidy the address.
  useEffect(() => {
    const setupIntentId = params.get('setup_intent');
    if (returned.current || params.get('autofile') !== 'on' || !setupIntentId) return;
    returned.current = true;
    const succeeded = params.get('redirect_status') === 'succeeded';
    setParams({}, { replace: true });
    if (succeeded) void change({ enabled: true, setupIntentId });
    else setNotice({ severity: 'error', text: 'Your card could not be confirmed. Automatic filing stays off.' });
  });

  if (!annualReport) return null;
  if (annualReport.refusal)
    return (
      <Typography variant="body2" color="text.secondary">
        {annualReport.refusal}: there is nothing to file automatically.
      </Typography>
    );

  const price = annualReport.pricing ? ` Each report costs ${formatUsd(annualReport.pricing.total)}.` : '';
  const on = state.data?.autoFile ?? false;

  // With a card on file (the state's card), on at once with it; without one, the card is asked for first.
  const turnOn = () => (state.data?.card ? void change({ enabled: true }) : setChoosingCard(true));
  return (
    <Box aria-busy={state.isLoading || busy}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        We order each annual report ahead of its due date, charge your card and file it for you. If a charge fails we
        email you a link to pay.{price}
      </Typography>
      {state.isError ? (
        <Alert severity="error" role="alert">
          Automatic filing could not be loaded: {errorMessage(state.error)}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={on}
                slotProps={{ input: { role: 'switch' } }}
                disabled={state.isLoading || busy || choosingCard}
                onChange={(event) => (event.target.checked ? turnOn() : void change({ enabled: false }))}
              />
            }
            label="File annual reports automatically"
          />
          {(state.isLoading || busy) && <CircularProgress size={18} aria-label="Saving automatic filing" />}
        </Box>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      {choosingCard && state.data && (
        <AutoFileCardDialog
          entityId={entityId}
          businessName={businessName}
          onDone={settle}
          onClose={() => setChoosingCard(false)}
        />
      )}
    </Box>
  );
}
