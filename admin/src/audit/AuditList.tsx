import { Chip } from '@mui/material';
import { DataTable, DateField, type DateFieldProps, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AUDIT_FAMILIES, AUDIT_FAMILY_LABELS, AUDIT_PERIOD_LABELS, AUDIT_PERIODS } from '../../../domain/audit-actions';
import type { AuditRecord } from '../dashboard/RecentActivity';
import { PageHeader } from '../layout/PageHeader';
import { AuditStatsTiles } from './AuditStatsTiles';
import { CustomRangeInput } from './CustomRangeInput';
import { ExportAuditButton } from './ExportAuditButton';

/** Action families the API filters on (domain/audit-actions.ts). */
export const ACTION_CHOICES = AUDIT_FAMILIES.map((id) => ({ id, name: AUDIT_FAMILY_LABELS[id] }));
const PERIOD_CHOICES = AUDIT_PERIODS.map((id) => ({ id, name: AUDIT_PERIOD_LABELS[id] }));

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search logs..." />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    alwaysOn
    choices={ACTION_CHOICES}
    emptyText="All actions"
    sx={{ minWidth: 180 }}
  />,
  <SelectInput
    key="period"
    source="period"
    label="Date range"
    alwaysOn
    choices={PERIOD_CHOICES}
    emptyText="All time"
    sx={{ minWidth: 180 }}
  />,
  <CustomRangeInput key="from" source="from" label="From" alwaysOn />,
  <CustomRangeInput key="to" source="to" label="To" alwaysOn />,
];

const Column = DataTable.Col<AuditRecord>;

const DateTimeField = (props: DateFieldProps) => <DateField {...props} showTime />;

/** /admin/audit?q=... (the dashboard's Audit Search) becomes the list's search filter. */
function searchFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  return q !== null && !params.has('filter') ? `?${new URLSearchParams({ filter: JSON.stringify({ q }) })}` : null;
}

export const AuditList = () => {
  const location = useLocation();
  const redirect = searchFromUrl(location.search);
  if (redirect !== null) return <Navigate replace to={{ pathname: location.pathname, search: redirect }} />;
  return (
    <>
      <PageHeader
        title="Audit Logs"
        subtitle="Who did what, from where: sign-ins, uploads, orders and admin actions."
      />
      <List<AuditRecord>
        resource="audit"
        title="Audit Logs"
        filters={auditFilters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <ExportAuditButton />
          </TopToolbar>
        }
        empty={false}
      >
        <AuditStatsTiles />
        <DataTable<AuditRecord> bulkActionButtons={false} rowClick={false}>
          <Column source="createdAt" label="Timestamp" field={DateTimeField} />
          <Column source="actorEmail" label="User" render={(record) => record.actorEmail ?? 'Anonymous'} />
          <Column source="action" label="Action" />
          <Column source="target" label="Target" />
          <Column source="ip" label="IP Address" render={(record) => record.ip ?? '—'} />
          <Column
            source="success"
            label="Status"
            render={(record) => (
              <Chip
                size="small"
                label={record.success ? 'Success' : 'Failed'}
                color={record.success ? 'success' : 'error'}
                variant="outlined"
              />
            )}
          />
        </DataTable>
      </List>
    </>
  );
};
