// Columns both compliance tables show, the obligations' and the renewals': the client's email and a status chip.
import { Chip, type ChipProps } from '@mui/material';
import { DataTable } from 'react-admin';

/** The client's email, and the organisation the entity belongs to when it does. */
export const ClientColumn = () => (
  <DataTable.Col<{ clientEmail: string | null; organizationName?: string | null }>
    source="clientEmail"
    label="app.compliance.field.clientEmail"
    disableSort
    render={(record) => [record.clientEmail, record.organizationName].filter(Boolean).join(' · ') || '—'}
  />
);

type StatusChip = { label: string; color: ChipProps['color'] };

export function StatusColumn<R extends Record<string, unknown>>({ chip }: { chip: (record: R) => StatusChip }) {
  return (
    <DataTable.Col<R>
      label="app.compliance.field.status"
      disableSort
      render={(record) => <Chip size="small" variant="outlined" {...chip(record)} />}
    />
  );
}
