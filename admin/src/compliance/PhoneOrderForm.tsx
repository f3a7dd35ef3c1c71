// The phone order's choices: the kinds that fit the entity, the chosen kind's fields as the storefront shows them
// (web/KindDetailsFields.tsx, from the kind's details schema), and the server's price with its breakdown.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  DialogActions,
  DialogContent,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { EntityOrderKind } from '../../../domain/kinds';
import { KindDetailsFields } from '../../../web/KindDetailsFields';
import {
  initialKindForm,
  type KindForm,
  kindConsequences,
  kindDetailsFrom,
  kindPricing,
} from '../../../web/kind-details-form';
import { formatCents } from '../format';

interface Pricing {
  total: number;
  breakdown: { type: string; id: string; name: string; price: number }[];
}
export interface Offer {
  kind: EntityOrderKind;
  button: string;
  refusal: string | null;
  pricing: Pricing | null;
  options: { stateCode: string; name: string; pricing: Pricing }[];
}
export type PhoneOrder = { kind: EntityOrderKind; details: Record<string, unknown> };

export const dollars = (amount: number) => formatCents(Math.round(amount * 100));

const PriceBreakdown = ({ pricing }: { pricing: Pricing }) => (
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
);

export function PhoneOrderForm({
  offers,
  onSubmit,
  onCancel,
}: {
  offers: Offer[];
  onSubmit: (order: PhoneOrder) => Promise<void>;
  onCancel: () => void;
}) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [form, setForm] = useState<KindForm>({});
  const [busy, setBusy] = useState(false);
  const pricing = offer ? kindPricing(offer, form) : null;

  const choose = (kind: string) => {
    const chosen = offers.find((o) => o.kind === kind) ?? null;
    setOffer(chosen);
    setForm(chosen ? initialKindForm(chosen) : {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer || busy) return;
    setBusy(true);
    try {
      await onSubmit({ kind: offer.kind, details: kindDetailsFrom(offer.kind, form) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label="Kind"
          value={offer?.kind ?? ''}
          onChange={(event) => choose(event.target.value)}
          required
          fullWidth
        >
          {offers.map((o) => (
            <MenuItem key={o.kind} value={o.kind}>
              {o.button}
            </MenuItem>
          ))}
        </TextField>
        {offer && kindConsequences(offer.kind).length > 0 && (
          <Alert severity="warning" data-testid="order-consequences">
            <AlertTitle>Tell the client before they pay</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {kindConsequences(offer.kind).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Alert>
        )}
        {offer && <KindDetailsFields key={offer.kind} offer={offer} form={form} onChange={setForm} />}
        {pricing && <PriceBreakdown pricing={pricing} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!offer || !pricing || busy}
          startIcon={<ArrowForwardIcon />}
        >
          Continue to payment
        </Button>
      </DialogActions>
    </Box>
  );
}
