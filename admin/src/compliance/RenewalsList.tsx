// The compliance screen's renewals (GET /api/admin/renewals): those charging within 60 days, or those whose charge
// failed. Loaded lazily under the obligations, so neither the first download nor the list above waits for it.
import { Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import type { adminRenewalSchema } from '../../../domain/contracts/renewals';
import type { Wire } from '../../../domain/contracts/wire';
import { formatCents, statusColour } from '../format';
import { ClientColumn, StatusColumn } from './columns';

type RenewalRecord = Wire<typeof adminRenewalSchema>;
const Column = DataTable.Col<RenewalRecord>;

function ViewSwitch() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={filterValues.view ?? 'due'}
      onChange={(_event, view) => view && setFilters({ view }, {})}
      aria-label={translate('app.compliance.renewals.title')}
      sx={{ mb: 1 }}
    >
      <ToggleButton value="due">{translate('app.compliance.renewals.due')}</ToggleButton>
      <ToggleButton value="failed">{translate('app.compliance.renewals.failed')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

export default function RenewalsList() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="admin-renewals">
      <CardContent>
        <Typography id="admin-renewals" variant="h6" component="h2" gutterBottom>
          {translate('app.compliance.renewals.title')}
        </Typography>
        <ListBase<RenewalRecord>
          resource="admin/renewals"
          disableSyncWithLocation
          filterDefaultValues={{ view: 'due' }}
          sort={{ field: 'nextChargeOn', order: 'ASC' }}
          perPage={25}
        >
          <ViewSwitch />
          <DataTable<RenewalRecord>
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography>{translate('app.compliance.renewals.empty')}</Typography>}
          >
            <Column source="nextChargeOn" label="app.compliance.renewals.nextChargeOn" />
            <Column source="serviceName" label="app.compliance.renewals.service" disableSort />
            <Column
              source="amountCents"
              label="app.compliance.renewals.amount"
              disableSort
              render={(record) => formatCents(record.amountCents)}
            />
            <Column source="businessName" label="app.compliance.field.businessName" disableSort />
            <Column source="stateCode" label="app.compliance.field.state" disableSort />
            <ClientColumn />
            <StatusColumn<RenewalRecord>
              chip={(record) => ({ label: record.stateLabel, color: statusColour(record.state) })}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[25]} />
        </ListBase>
      </CardContent>
    </Card>
  );
}
