// The Delaware franchise tax form's fields, as the client's dialog and the staff's dialog both show them: a row per
// share class (removable while more than one), a button adding one, then the issued shares and the gross assets.
// Their rules are domain/franchise-tax-form.ts; each dialog keeps its own words around them and its own submit.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Dispatch } from 'react';
import {
  type FranchiseTaxFields as Fields,
  type FranchiseTaxFieldsChange,
  SHARE_CLASS_FIELDS,
} from '../domain/franchise-tax-form';

const ROW = { xs: 'column', sm: 'row' } as const;

export function FranchiseTaxFields(props: {
  fields: Fields;
  change: Dispatch<FranchiseTaxFieldsChange>;
  /** Staff's label names the treasury shares that the client's introduction explains. */
  issuedSharesLabel: string;
}) {
  const { fields, change } = props;
  return (
    <>
      {fields.classes.map((row, index) => (
        <Stack key={index} direction={ROW} spacing={1} sx={{ alignItems: 'center' }}>
          {SHARE_CLASS_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={row[field.key]}
              onChange={(e) => change({ type: 'class', index, patch: { [field.key]: e.target.value } })}
              size="small"
              slotProps={{ htmlInput: { inputMode: field.inputMode } }}
            />
          ))}
          {fields.classes.length > 1 && (
            <IconButton
              aria-label={`Remove class ${row.name || index + 1}`}
              onClick={() => change({ type: 'removeClass', index })}
            >
              ×
            </IconButton>
          )}
        </Stack>
      ))}
      <Button onClick={() => change({ type: 'addClass' })} sx={{ alignSelf: 'start' }}>
        Add a class
      </Button>
      <Stack direction={ROW} spacing={1}>
        <TextField
          label={props.issuedSharesLabel}
          value={fields.issuedShares}
          onChange={(e) => change({ type: 'issuedShares', value: e.target.value })}
          size="small"
          sx={{ minWidth: { sm: 300 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Total gross assets ($)"
          value={fields.grossAssets}
          onChange={(e) => change({ type: 'grossAssets', value: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Stack>
    </>
  );
}
