// /admin/compliance: every formed entity's deadlines, filtered by state, status and due window, with CSV export.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { ENTITY_TYPE_LABELS, type EntityType, STATES } from '../../../domain/catalog';
import {
  OBLIGATION_STATUS_LABELS,
  OBLIGATION_STATUSES,
  type ObligationStatus,
} from '../../../domain/compliance-reminders';
import { PageHeader } from '../layout/PageHeader';
import { RecordFilingButton } from './RecordFilingButton';
import type { ComplianceRecord } from './types';

const STATUS_COLORS: Record<ObligationStatus, 'info' | 'error' | 'success'> = {
  UPCOMING: 'info',
  OVERDUE: 'error',
  FILED: 'success',
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Business, obligation or client" />,
  <SelectInput
    key="state"
    source="state"
    label="State"
    alwaysOn
    choices={STATES.map((s) => ({ id: s.code, name: s.name }))}
    emptyText="All states"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={OBLIGATION_STATUSES.map((s) => ({ id: s, name: OBLIGATION_STATUS_LABELS[s] }))}
    emptyText="All statuses"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="dueWithin"
    source="dueWithin"
    label="Due within"
    alwaysOn
    choices={[7, 30, 60, 90, 365].map((days) => ({ id: days, name: `Next ${days} days` }))}
    emptyText="Any date"
    sx={{ minWidth: 160 }}
  />,
];

/** Downloads the list as filtered on screen; the server streams the CSV. */
const ExportCsvButton = () => {
  const { filterValues } = useListContext();
  const href = `/api/admin/compliance/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button component="a" href={href} download startIcon={<DownloadIcon />} size="small">
      Export CSV
    </Button>
  );
};

const Column = DataTable.Col<ComplianceRecord>;

export const ComplianceList = () => (
  <>
    <PageHeader
      title="Compliance"
      subtitle="Annual reports, franchise taxes and registered agent renewals of every formed entity."
    />
    <List<ComplianceRecord>
      resource="compliance"
      title="Compliance"
      filters={filters}
      sort={{ field: 'dueDate', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable<ComplianceRecord> bulkActionButtons={false} rowClick={false}>
        <Column
          source="dueDate"
          label="Due date"
          render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{record.dueDate}</Box>}
        />
        <Column source="title" label="Obligation" />
        <Column source="businessName" label="Business" />
        <Column source="stateCode" label="State" />
        <Column
          source="entityType"
          label="Type"
          disableSort
          render={(record) => ENTITY_TYPE_LABELS[record.entityType as EntityType] ?? record.entityType}
        />
        <Column
          source="feeUSD"
          label="Fee"
          render={(record) => (record.feeUSD > 0 ? `$${record.feeUSD}` : record.feeNote)}
        />
        <Column
          label="Status"
          disableSort
          render={(record) => (
            <Chip
              size="small"
              variant="outlined"
              label={OBLIGATION_STATUS_LABELS[record.status]}
              color={STATUS_COLORS[record.status]}
            />
          )}
        />
        <Column source="clientEmail" label="Client" disableSort render={(record) => record.clientEmail ?? '—'} />
        <Column
          label="Filing"
          disableSort
          render={(record) =>
            record.status === 'FILED' ? (
              `${record.filedOn} · ${record.confirmation}`
            ) : (
              <RecordFilingButton record={record} />
            )
          }
        />
      </DataTable>
    </List>
  </>
);
