// The registry's "Automatic filing for selected": the selected companies' annual reports filed automatically and
// charged to the organisation's card on file (PUT /api/organizations/:id/auto-file), or switched off. Without a
// card an owner adds one first in Stripe's Payment Element (a SetupIntent, PUT /api/organizations/:id/card).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaymentElementForm } from '../../../../web/PaymentElementForm';
import { Loading } from '../../components/Layout';
import { apiRequest, errorMessage } from '../../lib/api';
import { storefrontStripe } from '../../lib/stripe-js';
import { useToast } from '../../lib/toast';
import { canManageMembers, type Organization, orgPath } from './organization-api';

type Card = { card: { brand: string; last4: string } | null };

/** An owner enters the organisation's card: a SetupIntent confirmed in the Payment Element, then kept. */
function AddCard({ organization, onSaved }: { organization: Organization; onSaved: () => void }) {
  const setup = useQuery({
    queryKey: [orgPath(organization.id), 'card', 'setup'],
    queryFn: async (): Promise<{ stripe: Stripe; clientSecret: string }> => {
      const [intent, stripe] = await Promise.all([
        apiRequest<{ clientSecret: string }>('POST', `${orgPath(organization.id)}/card/setup`),
        storefrontStripe(),
      ]);
      return { stripe, clientSecret: intent.clientSecret };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (setup.isPending) return <Loading text="Setting up secure card entry..." />;
  if (setup.isError) return <Alert severity="error">{errorMessage(setup.error)}</Alert>;
  return (
    <Elements stripe={setup.data.stripe} options={{ clientSecret: setup.data.clientSecret }}>
      <PaymentElementForm
        label="Organization card"
        submitLabel="Save card"
        busyLabel="Saving card..."
        intro={<Typography sx={{ mb: 2 }}>Automatic filing charges this card for each report it files.</Typography>}
        confirm={async (stripe, elements) => {
          const result = await stripe.confirmSetup({
            elements,
            confirmParams: { return_url: `${window.location.origin}/organizations/${organization.id}` },
            redirect: 'if_required',
          });
          if (result.error) throw new Error(result.error.message ?? 'The card could not be saved.');
          await apiRequest('PUT', `${orgPath(organization.id)}/card`, { setupIntentId: result.setupIntent.id });
          onSaved();
        }}
      />
    </Elements>
  );
}

export function AutoFileManyDialog({
  organization,
  entityIds,
  onClose,
}: {
  organization: Organization;
  entityIds: string[];
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const card = useQuery<Card>({ queryKey: [orgPath(organization.id), 'card'] });
  const change = useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<{ updated: number }>('PUT', `${orgPath(organization.id)}/auto-file`, { entityIds, enabled }),
    onSuccess: async (answer, enabled) => {
      await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id), 'entities'] });
      toast({
        title: enabled ? 'Automatic filing on' : 'Automatic filing off',
        description: `${answer.updated} of ${entityIds.length} selected ${entityIds.length === 1 ? 'company' : 'companies'} changed.`,
        variant: 'success',
      });
      onClose();
    },
  });
  const owner = canManageMembers(organization.role);
  const kept = card.data?.card;
  return (
    <Dialog open onClose={onClose} aria-labelledby="auto-file-many-title" maxWidth="sm" fullWidth>
      <DialogTitle id="auto-file-many-title">Automatic filing for {entityIds.length} selected</DialogTitle>
      {adding ? (
        <AddCard
          organization={organization}
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: [orgPath(organization.id), 'card'] });
            setAdding(false);
            toast({ title: 'Card saved', description: 'Automatic filing charges it for each report.' });
          }}
        />
      ) : (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              We order each annual report ahead of its due date, charge the organization's card and file it.
            </Typography>
            {card.isPending && <Loading text="Loading the card on file..." />}
            {card.isError && <Alert severity="error">{errorMessage(card.error)}</Alert>}
            {card.isSuccess && (
              <Typography data-testid="organization-card">
                {kept ? `Card on file: ${kept.brand} ending ${kept.last4}` : 'No card on file yet.'}
              </Typography>
            )}
            {card.isSuccess && !kept && !owner && (
              <Alert severity="info">
                An owner of the organization adds its card before automatic filing can start.
              </Alert>
            )}
            {change.isError && <Alert severity="error">{errorMessage(change.error)}</Alert>}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Cancel</Button>
            {owner && card.isSuccess && (
              <Button onClick={() => setAdding(true)}>{kept ? 'Change card' : 'Add card'}</Button>
            )}
            <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
              Turn off
            </Button>
            <Button variant="contained" disabled={change.isPending || !kept} onClick={() => change.mutate(true)}>
              Turn on
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
