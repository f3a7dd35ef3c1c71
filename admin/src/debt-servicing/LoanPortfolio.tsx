import { Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, useDataProvider, useTranslate } from 'react-admin';
import type { loanSchema } from '../../../domain/contracts/loans';
import type { Wire } from '../../../domain/contracts/wire';
import { formatCents, formatDate, statusColour } from '../format';
import { StatTiles } from '../layout/StatTiles';
import type { AdminDataProvider } from '../providers/dataProvider';

/** One row of GET /api/loans. */
export type LoanRecord = Wire<typeof loanSchema>;

const Column = DataTable.Col<LoanRecord>;
// Ten columns fit a 1366 px screen beside the menu (and inside the card): a quarter of the default cell padding, and
// the collateral's words wrap.
const compactCells = {
  '& .MuiTableCell-root': { px: 0.5 },
  '& .column-collateral': { maxWidth: 160, whiteSpace: 'normal', overflowWrap: 'anywhere' },
};

const PortfolioTiles = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['loans', 'getLoanSummary'], queryFn: () => dataProvider.getLoanSummary() });
  return (
    <StatTiles
      tiles={[
        { label: 'app.debt-servicing.portfolio.total', value: data && formatCents(data.totalAmountCents) },
        { label: 'app.debt-servicing.portfolio.outstanding', value: data && formatCents(data.remainingBalanceCents) },
        { label: 'app.debt-servicing.portfolio.weighted_rate', value: data && `${data.weightedRate.toFixed(2)}%` },
        {
          label: 'app.debt-servicing.portfolio.at_risk',
          value:
            data && translate('app.debt-servicing.portfolio.at_risk_value', { atRisk: data.atRisk, loans: data.loans }),
        },
      ]}
    />
  );
};

/** The loans being serviced, from the database, with payment and covenant status. */
export const LoanPortfolio = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.debt-servicing.portfolio.title')}
        </Typography>
        <PortfolioTiles />
        <ListBase<LoanRecord>
          resource="loans"
          disableSyncWithLocation
          perPage={10}
          sort={{ field: 'entityName', order: 'ASC' }}
        >
          <DataTable<LoanRecord>
            bulkActionButtons={false}
            rowClick={false}
            sx={compactCells}
            empty={<Typography>{translate('app.debt-servicing.portfolio.empty')}</Typography>}
          >
            <Column source="entityName" label="app.debt-servicing.field.entityName" />
            <Column
              source="amountCents"
              label="app.debt-servicing.field.amountCents"
              align="right"
              render={(loan) => formatCents(loan.amountCents)}
            />
            <Column
              source="rate"
              label="app.debt-servicing.field.rate"
              align="right"
              render={(loan) => `${loan.rate.toFixed(2)}%`}
            />
            <Column source="type" label="app.debt-servicing.field.type" />
            <Column
              source="status"
              label="app.debt-servicing.field.status"
              render={(loan) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={statusColour(loan.status)}
                  label={loan.daysLate > 0 ? `${loan.status} (${loan.daysLate} days)` : loan.status}
                />
              )}
            />
            <Column
              source="nextPayment"
              label="app.debt-servicing.field.nextPayment"
              render={(loan) => formatDate(loan.nextPayment)}
            />
            <Column
              source="remainingBalanceCents"
              label="app.debt-servicing.field.remainingBalanceCents"
              align="right"
              render={(loan) => formatCents(loan.remainingBalanceCents)}
            />
            <Column
              source="maturityDate"
              label="app.debt-servicing.field.maturityDate"
              render={(loan) => formatDate(loan.maturityDate)}
            />
            <Column source="collateral" label="app.debt-servicing.field.collateral" disableSort />
            <Column
              source="covenantStatus"
              label="app.debt-servicing.field.covenantStatus"
              render={(loan) => (
                <Chip size="small" color={statusColour(loan.covenantStatus)} label={loan.covenantStatus} />
              )}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};
