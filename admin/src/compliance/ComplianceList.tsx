// /admin/compliance: every formed entity's deadlines, filtered by state, status and due window, with CSV export;
// below them the renewals due within 60 days or failed.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  type TranslateFunction,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ENTITY_TYPE_LABELS, type EntityType, STATES } from '../../../domain/catalog';
import { OBLIGATION_STATUS_LABELS, OBLIGATION_STATUSES } from '../../../domain/compliance-reminders';
import { formatUsd, statusColour } from '../format';
import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { AutoFileButton } from './AutoFileButton';
import { ClientColumn, StatusColumn } from './columns';
import { EntityLinks } from './EntityLinks';
import { complianceMessages } from './messages';
import { RecordFilingButton } from './RecordFilingButton';
import type { ComplianceRecord } from './types';

addScreenMessages('compliance', complianceMessages);
const RenewalsList = lazy(() => import('./RenewalsList'));

const filters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.compliance.search')} />,
  <SelectInput
    key="state"
    source="state"
    label="app.compliance.field.state"
    alwaysOn
    choices={STATES.map((s) => ({ id: s.code, name: s.name }))}
    emptyText="app.compliance.all_states"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="app.compliance.field.status"
    alwaysOn
    choices={OBLIGATION_STATUSES.map((s) => ({ id: s, name: OBLIGATION_STATUS_LABELS[s] }))}
    emptyText="app.compliance.all_statuses"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="dueWithin"
    source="dueWithin"
    label="app.compliance.field.dueWithin"
    alwaysOn
    choices={[7, 30, 60, 90, 365].map((days) => ({ id: days, name: translate('app.compliance.next_days', { days }) }))}
    emptyText="app.compliance.any_date"
    sx={{ minWidth: 160 }}
  />,
];

/** Downloads the list as filtered on screen; the server streams the CSV. */
const ExportCsvButton = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const href = `/api/admin/compliance/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button component="a" href={href} download startIcon={<DownloadIcon />} size="small">
      {translate('app.action.export_csv')}
    </Button>
  );
};

const Column = DataTable.Col<ComplianceRecord>;

export const ComplianceList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeader title="app.compliance.title" subtitle="app.compliance.subtitle" />
      <List<ComplianceRecord>
        resource="admin/compliance"
        title="app.compliance.title"
        filters={filters(translate)}
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
        <DataTable<ComplianceRecord>
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{translate('app.compliance.empty')}</Typography>}
        >
          <Column
            source="dueDate"
            label="app.compliance.field.dueDate"
            render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{record.dueDate}</Box>}
          />
          <Column source="title" label="app.compliance.field.title" />
          <Column source="businessName" label="app.compliance.field.businessName" />
          <Column source="stateCode" label="app.compliance.field.state" />
          <Column
            source="entityType"
            label="app.compliance.field.entityType"
            disableSort
            render={(record) => ENTITY_TYPE_LABELS[record.entityType as EntityType] ?? record.entityType}
          />
          <Column
            source="feeUSD"
            label="app.compliance.field.feeUSD"
            render={(record) => (record.feeUSD > 0 ? formatUsd(record.feeUSD) : record.feeNote)}
          />
          <StatusColumn<ComplianceRecord>
            chip={(record) => ({ label: OBLIGATION_STATUS_LABELS[record.status], color: statusColour(record.status) })}
          />
          <ClientColumn />
          <Column
            label="app.compliance.field.entity"
            disableSort
            render={(record) => (
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                <EntityLinks record={record} />
                <AutoFileButton record={record} />
              </Box>
            )}
          />
          <Column
            label="app.compliance.field.filing"
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
      <Suspense fallback={null}>
        <RenewalsList />
      </Suspense>
    </>
  );
};
