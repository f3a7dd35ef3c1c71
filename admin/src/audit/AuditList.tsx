import { Chip } from '@mui/material';
import { DataTable, DateField, type DateFieldProps, List, SearchInput, SelectInput } from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import type { AuditRecord } from '../dashboard/RecentActivity';

/** Action families the API filters on (an entry's action starts with the family: login, login.failed, ...). */
export const ACTION_CHOICES = [
  { id: 'login', name: 'Login' },
  { id: 'upload', name: 'Upload' },
  { id: 'order', name: 'Order' },
  { id: 'admin', name: 'Admin' },
];

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
];

const Column = DataTable.Col<AuditRecord>;

const DateTimeField = (props: DateFieldProps) => <DateField {...props} showTime />;

export const AuditList = () => (
  <>
    <PageHeader title="Audit Logs" subtitle="Who did what, from where: sign-ins, uploads, orders and admin actions." />
    <List<AuditRecord>
      resource="audit"
      title="Audit Logs"
      filters={auditFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={false}
    >
      <DataTable<AuditRecord> bulkActionButtons={false} rowClick={false}>
        <Column source="createdAt" label="Timestamp" field={DateTimeField} />
        <Column source="actorEmail" label="User" render={(record) => record.actorEmail ?? 'Anonymous'} />
        <Column source="action" label="Action" />
        <Column source="target" label="Target" />
        <Column source="ip" label="IP Address" render={(record) => record.ip ?? '—'} />
        <Column
          label="Status"
          disableSort
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
