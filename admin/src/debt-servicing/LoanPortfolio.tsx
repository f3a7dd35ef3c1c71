import { Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, useDataProvider } from 'react-admin';
import { formatCents, formatDate } from '../format';
import { StatTiles } from '../layout/StatTiles';
import type { AdminDataProvider } from '../providers/dataProvider';

export interface LoanRecord {
  id: string;
  entityName: string;
  amountCents: number;
  rate: number;
  status: string;
  daysLate: number;
  nextPayment: string;
  remainingBalanceCents: number;
  type: string;
  maturityDate: string;
  collateral: string;
  covenantStatus: string;
  atRisk: boolean;
}

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'error'> = {
  current: 'success',
  late: 'warning',
  delinquent: 'error',
};
const COVENANT_COLOR: Record<string, 'success' | 'warning' | 'error'> = {
  compliant: 'success',
  'breach-notice': 'warning',
  default: 'error',
};

const Column = DataTable.Col<LoanRecord>;

const PortfolioTiles = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: ['loans', 'summary'], queryFn: () => dataProvider.getLoanSummary() });
  return (
    <StatTiles
      tiles={[
        { label: 'Total Portfolio', value: data && formatCents(data.totalAmountCents) },
        { label: 'Outstanding Balance', value: data && formatCents(data.remainingBalanceCents) },
        { label: 'Weighted Avg Rate', value: data && `${data.weightedRate.toFixed(2)}%` },
        { label: 'Loans at Risk', value: data && `${data.atRisk} of ${data.loans}` },
      ]}
    />
  );
};

/** The loans being serviced, from the database, with payment and covenant status. */
export const LoanPortfolio = () => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Loan Portfolio
      </Typography>
      <PortfolioTiles />
      <ListBase<LoanRecord>
        resource="loans"
        disableSyncWithLocation
        perPage={10}
        sort={{ field: 'entityName', order: 'ASC' }}
      >
        <DataTable<LoanRecord> bulkActionButtons={false} rowClick={false} empty={<Typography>No loans</Typography>}>
          <Column source="entityName" label="Entity" />
          <Column source="amountCents" label="Amount" align="right" render={(loan) => formatCents(loan.amountCents)} />
          <Column source="rate" label="Rate" align="right" render={(loan) => `${loan.rate.toFixed(2)}%`} />
          <Column source="type" label="Type" />
          <Column
            source="status"
            label="Status"
            render={(loan) => (
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[loan.status] ?? 'default'}
                label={loan.daysLate > 0 ? `${loan.status} (${loan.daysLate} days)` : loan.status}
              />
            )}
          />
          <Column source="nextPayment" label="Next Payment" render={(loan) => formatDate(loan.nextPayment)} />
          <Column
            source="remainingBalanceCents"
            label="Remaining Balance"
            align="right"
            render={(loan) => formatCents(loan.remainingBalanceCents)}
          />
          <Column source="maturityDate" label="Maturity" render={(loan) => formatDate(loan.maturityDate)} />
          <Column source="collateral" label="Collateral" disableSort />
          <Column
            source="covenantStatus"
            label="Covenants"
            render={(loan) => (
              <Chip size="small" color={COVENANT_COLOR[loan.covenantStatus] ?? 'default'} label={loan.covenantStatus} />
            )}
          />
        </DataTable>
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </CardContent>
  </Card>
);
