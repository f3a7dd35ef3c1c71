// A phone order: staff start any kind that fits a client's entity, priced by the server as the client's own order
// is (POST /api/entities/:id/orders), and take the payment with the same Stripe Payment Element.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { EntityOrderKind } from '../../../domain/order-kinds';
import { formatCents } from '../format';
import { errorMessage } from '../providers/errorMessage';
import { API_URL, getJson, postJson } from '../providers/httpClient';

interface Pricing {
  total: number;
  breakdown: { type: string; id: string; name: string; price: number }[];
}
interface Offer {
  kind: EntityOrderKind;
  button: string;
  refusal: string | null;
  pricing: Pricing | null;
  options: { stateCode: string; name: string; pricing: Pricing }[];
}

/** The details each kind asks for (domain/order-kind-details.ts), as text fields and one yes/no. */
const FIELDS: Record<EntityOrderKind, { name: string; label: string; required?: boolean }[]> = {
  ANNUAL_REPORT: [],
  AMENDMENT: [
    { name: 'newName', label: 'New name' },
    { name: 'newRegisteredAgent', label: 'New registered agent' },
  ],
  FOREIGN_QUALIFICATION: [],
  GOOD_STANDING: [{ name: 'purpose', label: 'Requested for' }],
  EIN: [{ name: 'responsiblePartyName', label: 'Responsible party', required: true }],
  DISSOLUTION: [{ name: 'reason', label: 'Reason' }],
};

const dollars = (amount: number) => formatCents(Math.round(amount * 100));

function PayForm({ amount, onPaid }: { amount: number; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The payment could not be completed.');
    else onPaid();
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Phone order payment">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement onReady={() => setReady(true)} />
      </Box>
      <Button type="submit" variant="contained" fullWidth disabled={!ready || busy} sx={{ mt: 2 }}>
        {`Take payment - ${dollars(amount)}`}
      </Button>
    </Box>
  );
}

async function loadStripeJs(): Promise<Stripe> {
  const config = await getJson<{ publishableKey: string | null }>(`${API_URL}/stripe/config`);
  if (!config?.publishableKey) throw new Error('Payments are not configured (no publishable key)');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe;
}

export function PhoneOrderDialog({
  entityId,
  businessName,
  onClose,
}: {
  entityId: string;
  businessName: string;
  onClose: () => void;
}) {
  const entity = useQuery({
    queryKey: ['entity', entityId],
    queryFn: () => getJson<{ offers: Offer[] }>(`${API_URL}/entities/${entityId}`),
  });
  const offers = (entity.data?.offers ?? []).filter((offer) => !offer.refusal);
  const [kind, setKind] = useState<EntityOrderKind | ''>('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [hasSsn, setHasSsn] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<{ stripe: Stripe; clientSecret: string; amount: number } | null>(null);
  const [paid, setPaid] = useState(false);
  const offer = offers.find((o) => o.kind === kind);
  const pricing =
    offer?.kind === 'FOREIGN_QUALIFICATION'
      ? (offer.options.find((o) => o.stateCode === values.stateCode)?.pricing ?? null)
      : (offer?.pricing ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer || busy) return;
    const details: Record<string, unknown> = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    );
    if (offer.kind === 'EIN') details.responsiblePartyHasSsn = hasSsn;
    setBusy(true);
    setError(null);
    try {
      const [answer, stripe] = await Promise.all([
        postJson<{ clientSecret: string; amount: number }>(`${API_URL}/entities/${entityId}/orders`, {
          kind: offer.kind,
          details,
        }),
        loadStripeJs(),
      ]);
      setPayment({ stripe, clientSecret: answer.clientSecret, amount: answer.amount });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="phone-order-title" maxWidth="sm" fullWidth>
      <DialogTitle id="phone-order-title">{`Phone order for ${businessName}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {paid ? (
          <Alert severity="success">Payment taken: the order starts as soon as Stripe confirms it.</Alert>
        ) : payment ? (
          <Elements stripe={payment.stripe} options={{ clientSecret: payment.clientSecret }}>
            <PayForm amount={payment.amount} onPaid={() => setPaid(true)} />
          </Elements>
        ) : (
          <Box component="form" id="phone-order-form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
            {entity.error && <Alert severity="error">{errorMessage(entity.error)}</Alert>}
            <TextField
              select
              label="Kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as EntityOrderKind);
                setValues({});
              }}
            >
              {offers.map((o) => (
                <MenuItem key={o.kind} value={o.kind}>
                  {o.button}
                </MenuItem>
              ))}
            </TextField>
            {offer?.kind === 'FOREIGN_QUALIFICATION' && (
              <TextField
                select
                label="State to register in"
                value={values.stateCode ?? ''}
                onChange={(event) => setValues({ stateCode: event.target.value })}
              >
                {offer.options.map((option) => (
                  <MenuItem key={option.stateCode} value={option.stateCode}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {offer &&
              FIELDS[offer.kind].map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  required={field.required}
                  value={values[field.name] ?? ''}
                  onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
                />
              ))}
            {offer?.kind === 'EIN' && (
              <FormControlLabel
                control={<Checkbox checked={hasSsn} onChange={(event) => setHasSsn(event.target.checked)} />}
                label="The responsible party has an SSN or ITIN"
              />
            )}
            {pricing && (
              <Box aria-label="Price" component="section">
                {pricing.breakdown.map((line) => (
                  <Box key={`${line.type}-${line.id}`} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography variant="body2">{line.name}</Typography>
                    <Typography variant="body2">{dollars(line.price)}</Typography>
                  </Box>
                ))}
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>Total</Typography>
                  <Typography sx={{ fontWeight: 700 }} data-testid="phone-order-total">
                    {dollars(pricing.total)}
                  </Typography>
                </Box>
              </Box>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {paid ? 'Close' : 'Cancel'}
        </Button>
        {!payment && (
          <Button type="submit" form="phone-order-form" variant="contained" disabled={!offer || busy}>
            Continue to payment
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
