import { Chip } from '@mui/material';
import {
  DataTable,
  type DateFieldProps,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  type TranslateFunction,
  useTranslate,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AUDIT_FAMILIES, AUDIT_FAMILY_LABELS, AUDIT_PERIOD_LABELS, AUDIT_PERIODS } from '../../../domain/audit-actions';
import { auditActorName } from '../../../domain/audit-actors';
import { statusColour } from '../format';
import { PageHeader } from '../layout/PageHeader';
import { MomentField } from '../MomentField';
import { addScreenMessages } from '../providers/i18nProvider';
import { AuditStatsTiles } from './AuditStatsTiles';
import { CustomRangeInput } from './CustomRangeInput';
import { ExportAuditButton } from './ExportAuditButton';
import { auditMessages } from './messages';
import type { AuditRecord } from './types';

addScreenMessages('audit', auditMessages);

/** Action families the API filters on (domain/audit-actions.ts). */
const ACTION_CHOICES = AUDIT_FAMILIES.map((id) => ({ id, name: AUDIT_FAMILY_LABELS[id] }));
const PERIOD_CHOICES = AUDIT_PERIODS.map((id) => ({ id, name: AUDIT_PERIOD_LABELS[id] }));

const auditFilters = (translate: TranslateFunction) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.audit.search')} sx={{ width: 220 }} />,
  <SelectInput
    key="action"
    source="action"
    label="app.audit.field.action"
    alwaysOn
    choices={ACTION_CHOICES}
    emptyText="app.audit.all_actions"
    sx={{ minWidth: 160 }}
  />,
  <SelectInput
    key="period"
    source="period"
    label="app.audit.field.period"
    alwaysOn
    choices={PERIOD_CHOICES}
    emptyText="app.audit.all_time"
    sx={{ minWidth: 160 }}
  />,
  <CustomRangeInput key="from" source="from" label="app.audit.field.from" alwaysOn />,
  <CustomRangeInput key="to" source="to" label="app.audit.field.to" alwaysOn />,
];

const Column = DataTable.Col<AuditRecord>;

const DateTimeField = (props: DateFieldProps) => <MomentField {...props} showTime />;

/** /admin/audit?q=... (the dashboard's Audit Search) becomes the list's search filter. */
function searchFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const q = params.get('q');
  return q !== null && !params.has('filter') ? `?${new URLSearchParams({ filter: JSON.stringify({ q }) })}` : null;
}

export const AuditList = () => {
  const location = useLocation();
  const translate = useTranslate();
  const redirect = searchFromUrl(location.search);
  if (redirect !== null) return <Navigate replace to={{ pathname: location.pathname, search: redirect }} />;
  return (
    <>
      <PageHeader title="app.audit.title" subtitle="app.audit.subtitle" />
      <List<AuditRecord>
        resource="audit"
        title="app.audit.title"
        filters={auditFilters(translate)}
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
          <Column source="createdAt" label="app.audit.field.createdAt" field={DateTimeField} />
          <Column source="actorEmail" label="app.audit.field.actorEmail" render={(record) => auditActorName(record)} />
          <Column source="action" label="app.audit.field.action" />
          <Column source="target" label="app.audit.field.target" />
          <Column source="ip" label="app.audit.field.ip" render={(record) => record.ip ?? '—'} />
          <Column
            source="success"
            label="app.audit.field.success"
            render={(record) => (
              <Chip
                size="small"
                label={translate(record.success ? 'app.audit.success' : 'app.audit.failed')}
                color={statusColour(record.success ? 'SUCCEEDED' : 'FAILED')}
                variant="outlined"
              />
            )}
          />
        </DataTable>
      </List>
    </>
  );
};
