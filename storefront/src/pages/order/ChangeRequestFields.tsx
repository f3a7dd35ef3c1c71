import TextField from '@mui/material/TextField';
import { availableEntityTypes } from '../../../../domain/availability';
import { ENTITY_TYPE_LABELS, STATE_BY_CODE } from '../../../../domain/catalog';

/** A field's label as the storefront's order form shows it: 'Delaware business name', 'Delaware entity type'. */
function changeFieldLabel(path: string) {
  const [state, field] = path.includes('.') ? path.split('.') : [null, path];
  const words =
    field === 'businessName'
      ? 'business name'
      : field
          .replace(/([A-Z])/g, ' $1')
          .toLowerCase()
          .trim();
  if (!state) return words.charAt(0).toUpperCase() + words.slice(1);
  return `${STATE_BY_CODE.get(state)?.name ?? state} ${words}`;
}

/** The answer's details from the corrected values: `DE.businessName` as `{DE: {businessName}}`. */
export function detailsOf(values: Record<string, string>) {
  const details: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const [state, field] = path.split('.');
    if (field === undefined) details[state] = value;
    else details[state] = { ...(details[state] as object | undefined), [field]: value };
  }
  return details;
}

/** One field staff asked for, with its current value: an entity type is a select of the state's types. */
export function ChangeRequestField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [state, field] = path.split('.');
  if (field === 'entityType')
    return (
      <TextField
        select
        label={changeFieldLabel(path)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { native: true } }}
        fullWidth
      >
        {availableEntityTypes(state).map((type) => (
          <option key={type} value={type}>
            {ENTITY_TYPE_LABELS[type]}
          </option>
        ))}
      </TextField>
    );
  return (
    <TextField
      label={changeFieldLabel(path)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 300 } }}
    />
  );
}
