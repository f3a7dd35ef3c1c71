import { ExportCsvButton } from '../layout/ExportCsvButton';
import { PageHeader } from '../layout/PageHeader';
import { AmortizationCalculator } from './AmortizationCalculator';
import { LoanPortfolio } from './LoanPortfolio';

export const DebtServicing = () => (
  <>
    <PageHeader
      title="Debt Servicing Tools"
      subtitle="Amortization schedules, the loan portfolio and its covenants."
      actions={
        <ExportCsvButton
          variant="outlined"
          params={{ type: 'instruments' }}
          fallbackPrefix="debt_servicing_export"
          successTitle="CSV export downloaded successfully"
        />
      }
    />
    <AmortizationCalculator />
    <LoanPortfolio />
  </>
);
