// The entity page's one card dialog: a card is entered in Stripe's Payment Element and confirmed with
// stripe.confirmSetup against the SetupIntent the server made for this entity; the server then keeps it as the
// client's card on file. By default it turns automatic filing on with it (for a client without a card on file);
// 'Change card' and a failed renewal's 'Update card' take a card the same way, with their own words and what is
// done with the card (`purpose`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { Loading } from '../../components/Layout';
import { errorMessage } from '../../lib/api';
import { loadStripeJs } from '../../lib/stripe-js';
import { type AutoFileState, startAutoFileCard, switchAutoFile } from './entity-api';

type Setup =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; clientSecret: string; stripe: Stripe };

/** Where Stripe sends the browser back when the card's bank must check it on its own page. */
const autoFileReturnUrl = (entityId: string) => `${window.location.origin}/entities/${entityId}?autofile=on`;

export const cardText = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} card ending in ${card.last4}`;

/** What the card is entered for, when not automatic filing. */
export interface CardPurpose {
  title: string;
  text: string;
  submitLabel: string;
  busyLabel: string;
  /** Where Stripe sends the browser back after the bank's own check. */
  returnUrl: string;
  /** Uses the card the client just confirmed (its SetupIntent). */
  save: (setupIntentId: string) => Promise<void>;
}

interface Props {
  entityId: string;
  businessName: string;
  onDone?: (state: AutoFileState) => void;
  onClose: () => void;
  purpose?: CardPurpose;
}

function CardForm({ entityId, onDone, onClose, purpose }: Omit<Props, 'businessName'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const turnOn = async (setupIntentId: string) =>
    onDone?.(await switchAutoFile(entityId, { enabled: true, setupIntentId }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: purpose?.returnUrl ?? autoFileReturnUrl(entityId) },
        redirect: 'if_required',
      });
      if (result.error) throw new Error(result.error.message ?? 'The card could not be saved.');
      await (purpose ? purpose.save(result.setupIntent.id) : turnOn(result.setupIntent.id));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={purpose ? purpose.title : 'Card for automatic filing'}
      aria-busy={busy}
    >
      <DialogContent sx={{ pt: 0 }}>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ minHeight: 120 }}>
          <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? (purpose?.busyLabel ?? 'Saving card...') : (purpose?.submitLabel ?? 'Save card and turn on')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export function AutoFileCardDialog({ entityId, businessName, onDone, onClose, purpose }: Props) {
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([startAutoFileCard(entityId), loadStripeJs()])
      .then(([card, stripe]) => live && setSetup({ phase: 'ready', clientSecret: card.clientSecret, stripe }))
      .catch((failure) => live && setSetup({ phase: 'error', message: errorMessage(failure) }));
    return () => {
      live = false;
    };
  }, [entityId]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="auto-file-title" maxWidth="sm" fullWidth>
      <DialogTitle id="auto-file-title">{purpose?.title ?? `Automatic filing for ${businessName}`}</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <DialogContentText>
          {purpose?.text ??
            'We keep this card with Stripe as your card on file and charge it when we order each annual report, ahead of its due date. Card details never reach our servers.'}
        </DialogContentText>
      </DialogContent>
      {setup.phase === 'loading' && <Loading text="Setting up secure card entry..." />}
      {setup.phase === 'error' && (
        <>
          <DialogContent>
            <Alert severity="error" role="alert">
              {setup.message}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {setup.phase === 'ready' && (
        <Elements stripe={setup.stripe} options={{ clientSecret: setup.clientSecret }}>
          <CardForm entityId={entityId} onDone={onDone} onClose={onClose} purpose={purpose} />
        </Elements>
      )}
    </Dialog>
  );
}
