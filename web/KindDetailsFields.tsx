// The fields of any entity order kind, as the storefront's order dialog and the back-office's phone order both show
// them: each field of the kind's details schema with its label and help (domain/kinds/<kind>.ts), a state picked
// from the states offered, a yes/no as a checkbox. Each dialog keeps its own words around them and its own submit.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { entityKindModule, kindFields } from '../domain/kinds';
import type { KindForm, KindOffer } from './kind-details-form';

export function KindDetailsFields(props: {
  offer: KindOffer<unknown>;
  form: KindForm;
  onChange: (form: KindForm) => void;
}) {
  const { offer, form, onChange } = props;
  const fields = kindFields(offer.kind);
  // A kind that asks nothing (an annual report) says what we do instead.
  if (fields.length === 0)
    return <Typography color="text.secondary">{entityKindModule(offer.kind).summary}</Typography>;
  const set = (name: string, value: string | boolean) => onChange({ ...form, [name]: value });
  return (
    <Stack spacing={2}>
      {fields.map((field) => {
        if (field.type === 'boolean')
          return (
            <FormControlLabel
              key={field.name}
              control={
                <Checkbox checked={form[field.name] === true} onChange={(e) => set(field.name, e.target.checked)} />
              }
              label={field.label}
            />
          );
        if (field.input === 'state')
          return (
            <TextField
              key={field.name}
              select
              label={field.label}
              value={(form[field.name] as string | undefined) ?? ''}
              onChange={(e) => set(field.name, e.target.value)}
              required={field.required}
              helperText={field.help}
              fullWidth
            >
              {offer.options.map((option) => (
                <MenuItem key={option.stateCode} value={option.stateCode}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          );
        return (
          <TextField
            key={field.name}
            label={field.label}
            value={(form[field.name] as string | undefined) ?? ''}
            onChange={(e) => set(field.name, e.target.value)}
            required={field.required}
            helperText={field.help}
            multiline={field.input === 'multiline'}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
