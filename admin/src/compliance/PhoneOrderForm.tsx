// The phone order's choices as a react-admin form: the kinds that fit the entity, the details each kind asks for
// (domain/order-kind-details.ts) with their validators, and the server's price with its breakdown.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, required, SaveButton, SelectInput, TextInput } from 'react-admin';
import type { EntityOrderKind } from '../../../domain/order-kinds';
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

/** The details each kind asks for, as text fields (EIN also asks whether the responsible party has an SSN). */
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

export const dollars = (amount: number) => formatCents(Math.round(amount * 100));

/** The order the form's values make: only the chosen kind's own details, blank ones left out. */
function orderOf(values: Record<string, unknown>): PhoneOrder {
  const kind = values.kind as EntityOrderKind;
  const details: Record<string, unknown> = {};
  const names = [
    ...FIELDS[kind].map((field) => field.name),
    ...(kind === 'FOREIGN_QUALIFICATION' ? ['stateCode'] : []),
  ];
  for (const name of names) {
    const value = typeof values[name] === 'string' ? (values[name] as string).trim() : '';
    if (value) details[name] = value;
  }
  if (kind === 'EIN') details.responsiblePartyHasSsn = values.responsiblePartyHasSsn !== false;
  return { kind, details };
}

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

/** The inputs and price of the kind chosen. */
const KindDetails = ({ offer, stateCode }: { offer: Offer; stateCode: unknown }) => {
  const pricing =
    offer.kind === 'FOREIGN_QUALIFICATION'
      ? (offer.options.find((o) => o.stateCode === stateCode)?.pricing ?? null)
      : offer.pricing;
  return (
    <>
      {offer.kind === 'FOREIGN_QUALIFICATION' && (
        <SelectInput
          source="stateCode"
          label="State to register in"
          choices={offer.options.map((option) => ({ id: option.stateCode, name: option.name }))}
          validate={required()}
        />
      )}
      {FIELDS[offer.kind].map((field) => (
        <TextInput
          key={field.name}
          source={field.name}
          label={field.label}
          validate={field.required ? required() : undefined}
        />
      ))}
      {offer.kind === 'EIN' && (
        <BooleanInput source="responsiblePartyHasSsn" label="The responsible party has an SSN or ITIN" />
      )}
      {pricing && <PriceBreakdown pricing={pricing} />}
    </>
  );
};

export function PhoneOrderForm({
  offers,
  onSubmit,
  onCancel,
}: {
  offers: Offer[];
  onSubmit: (order: PhoneOrder) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Form
      record={{ responsiblePartyHasSsn: true }}
      onSubmit={(values: Record<string, unknown>) => onSubmit(orderOf(values))}
    >
      <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
        <SelectInput
          source="kind"
          label="Kind"
          choices={offers.map((offer) => ({ id: offer.kind, name: offer.button }))}
          validate={required()}
        />
        <FormDataConsumer>
          {({ formData }) => {
            const offer = offers.find((o) => o.kind === formData.kind);
            return offer ? <KindDetails offer={offer} stateCode={formData.stateCode} /> : null;
          }}
        </FormDataConsumer>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <SaveButton label="Continue to payment" icon={<ArrowForwardIcon />} />
      </DialogActions>
    </Form>
  );
}
