// The entity page's one card dialog: a card is entered in Stripe's Payment Element and confirmed with
// stripe.confirmSetup against the SetupIntent the server made for this entity; the server then keeps it as the
// client's card on file. By default it turns automatic filing on with it (for a client without a card on file);
// 'Change card' and a failed renewal's 'Update card' take a card the same way, with their own words and what is
// done with the card (`purpose`).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { PaymentElementForm } from '../../../../web/PaymentElementForm';
import { Loading } from '../../components/Layout';
import { errorMessage } from '../../lib/api';
import { storefrontStripe } from '../../lib/stripe-js';
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
  const confirm = async (stripe: Stripe, elements: StripeElements) => {
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: purpose?.returnUrl ?? autoFileReturnUrl(entityId) },
      redirect: 'if_required',
    });
    if (result.error) throw new Error(result.error.message ?? 'The card could not be saved.');
    if (purpose) await purpose.save(result.setupIntent.id);
    else onDone?.(await switchAutoFile(entityId, { enabled: true, setupIntentId: result.setupIntent.id }));
  };
  return (
    <PaymentElementForm
      label={purpose ? purpose.title : 'Card for automatic filing'}
      submitLabel={purpose?.submitLabel ?? 'Save card and turn on'}
      busyLabel={purpose?.busyLabel ?? 'Saving card...'}
      confirm={confirm}
      onClose={onClose}
    />
  );
}

export function AutoFileCardDialog({ entityId, businessName, onDone, onClose, purpose }: Props) {
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([startAutoFileCard(entityId), storefrontStripe()])
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
