// The client's one card on file, shown once on the entity page: automatic filing and every renewal charge it, for
// all the client's companies (GET /api/entities/:id/card). 'Change card' takes a new card in the card dialog
// (PUT /api/entities/:id/card); back from a bank's own check, the SetupIntent in the address finishes the change.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api';
import { AutoFileCardDialog, type CardPurpose, cardText } from './AutoFileCardDialog';
import { autoFileKey, type CardOnFile, cardKey, changeCard } from './entity-api';

type Notice = { severity: 'success' | 'error'; text: string } | null;

/**
 * The client's card on file and the dialog's purpose that replaces it: the card confirmed becomes the card on file
 * (automatic filing and renewals read it from the same query, so each section shows it at once).
 */
export function useCardOnFile(entityId: string, onSaved: (card: CardOnFile) => void) {
  const queryClient = useQueryClient();
  const shown = useQuery<{ card: CardOnFile }>({ queryKey: cardKey(entityId) });
  const card = shown.data?.card ?? null;
  const save = async (setupIntentId: string) => {
    const next = await changeCard(entityId, setupIntentId);
    queryClient.setQueryData(cardKey(entityId), next);
    void queryClient.invalidateQueries({ queryKey: autoFileKey(entityId) });
    onSaved(next.card);
  };
  const purpose: CardPurpose = {
    title: card ? 'Change card' : 'Add a card',
    text: 'Automatic filing and your renewals charge this card, for all your companies. We keep it with Stripe: card details never reach our servers.',
    submitLabel: 'Save card',
    busyLabel: 'Saving card...',
    returnUrl: `${window.location.origin}/entities/${entityId}?card=change`,
    save,
  };
  return { shown, card, save, purpose };
}

export function CardOnFileSection({ entityId }: { entityId: string }) {
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  const { shown, card, save, purpose } = useCardOnFile(entityId, (next) => {
    setChanging(false);
    setNotice({
      severity: 'success',
      text: next ? `Your card on file is now your ${cardText(next)}.` : 'Your card is saved.',
    });
  });

  // Back from the bank's page: finish with the SetupIntent Stripe names, once, and tidy the address.
  useEffect(() => {
    const setupIntentId = params.get('setup_intent');
    if (returned.current || params.get('card') !== 'change' || !setupIntentId) return;
    returned.current = true;
    const succeeded = params.get('redirect_status') === 'succeeded';
    setParams({}, { replace: true });
    if (!succeeded)
      setNotice({ severity: 'error', text: 'Your card could not be confirmed: your card on file stays.' });
    else save(setupIntentId).catch((failure) => setNotice({ severity: 'error', text: errorMessage(failure) }));
  });

  return (
    <Paper
      component="section"
      aria-labelledby="entity-card"
      aria-busy={shown.isLoading}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id="entity-card" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Card on file
      </Typography>
      {shown.isError ? (
        <Alert severity="error">Your card on file could not be loaded: {errorMessage(shown.error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography sx={{ fontWeight: 500 }} data-testid="card-on-file">
              {shown.isLoading ? 'Loading...' : card ? `Your ${cardText(card)}` : 'No card on file.'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Automatic filing and renewals charge this card.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            disabled={shown.isLoading}
            onClick={() => {
              setNotice(null);
              setChanging(true);
            }}
          >
            {card ? 'Change card' : 'Add a card'}
          </Button>
        </Box>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      {changing && (
        <AutoFileCardDialog entityId={entityId} businessName="" onClose={() => setChanging(false)} purpose={purpose} />
      )}
    </Paper>
  );
}
