// The short form of each kind of entity order: the fields of its details schema (domain/order-kind-details.ts).
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntityOffer } from './entity-api';

export type KindForm = Record<string, string | boolean>;

/** The details to send for the kind: empty optional text left out, as the strict schemas expect. */
export function detailsFrom(form: KindForm): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'boolean') details[key] = value;
    else if (value.trim() !== '') details[key] = value.trim();
  }
  return details;
}

export const initialForm = (offer: EntityOffer): KindForm => {
  if (offer.kind === 'EIN') return { responsiblePartyName: '', responsiblePartyHasSsn: true };
  if (offer.kind === 'FOREIGN_QUALIFICATION') return { stateCode: offer.options[0]?.stateCode ?? '' };
  return {};
};

export function KindFields({
  offer,
  form,
  onChange,
  fieldErrors = {},
}: {
  offer: EntityOffer;
  form: KindForm;
  onChange: (form: KindForm) => void;
  /** The server's refusal of a field, shown under that field. */
  fieldErrors?: Record<string, string>;
}) {
  const text = (
    key: string,
    label: string,
    props: { required?: boolean; helperText?: string; multiline?: boolean },
  ) => (
    <TextField
      label={label}
      value={(form[key] as string | undefined) ?? ''}
      onChange={(event) => onChange({ ...form, [key]: event.target.value })}
      required={props.required}
      error={Boolean(fieldErrors[key])}
      helperText={fieldErrors[key] ?? props.helperText}
      multiline={props.multiline}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
  switch (offer.kind) {
    case 'ANNUAL_REPORT':
      return (
        <Typography color="text.secondary">
          We prepare and file the state's report for your company and record it on your compliance calendar.
        </Typography>
      );
    case 'AMENDMENT':
      return (
        <Stack spacing={2}>
          {text('newName', 'New name', { helperText: 'With its designator (LLC, Inc.). Leave empty to keep it.' })}
          {text('newRegisteredAgent', 'New registered agent', {
            helperText: "The agent's name and address. Leave empty to keep yours.",
            multiline: true,
          })}
        </Stack>
      );
    case 'FOREIGN_QUALIFICATION':
      return (
        <TextField
          select
          label="State to register in"
          value={(form.stateCode as string) ?? ''}
          onChange={(event) => onChange({ ...form, stateCode: event.target.value })}
          required
          fullWidth
        >
          {offer.options.map((option) => (
            <MenuItem key={option.stateCode} value={option.stateCode}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'GOOD_STANDING':
      return text('purpose', 'Requested for (optional)', { helperText: 'A bank, a landlord: printed on the request.' });
    case 'EIN':
      return (
        <Stack spacing={1}>
          {text('responsiblePartyName', 'Responsible party', {
            required: true,
            helperText: 'The full name of the person who controls the company (IRS Form SS-4, line 7a).',
          })}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.responsiblePartyHasSsn === true}
                onChange={(event) => onChange({ ...form, responsiblePartyHasSsn: event.target.checked })}
              />
            }
            label="The responsible party has a US SSN or ITIN (without one, you also sign IRS Form 8821)"
          />
        </Stack>
      );
    case 'DISSOLUTION':
      return (
        <Stack spacing={1.5}>
          <Alert severity="warning" data-testid="dissolution-consequences">
            Dissolving ends the company for good. Once the state files the dissolution, the company may no longer do
            business; its compliance deadlines and automatic filing stop; its renewals (the registered agent among them)
            run to the end of the year already paid for and are never charged again. A dissolved company cannot be
            revived here: it would have to be formed again.
          </Alert>
          {text('reason', 'Reason (optional)', { multiline: true })}
        </Stack>
      );
  }
}

/** The price of the offer with the form's choice (a foreign qualification's state). */
export function pricingOf(offer: EntityOffer, form: KindForm) {
  if (offer.kind === 'FOREIGN_QUALIFICATION')
    return offer.options.find((option) => option.stateCode === form.stateCode)?.pricing ?? null;
  return offer.pricing;
}
