import { ExportCsvButton } from '../layout/ExportCsvButton';
import { PageHeader } from '../layout/PageHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { AmortizationCalculator } from './AmortizationCalculator';
import { LoanPortfolio } from './LoanPortfolio';
import { debtServicingMessages } from './messages';

addScreenMessages('debt-servicing', debtServicingMessages);

export const DebtServicing = () => (
  <>
    <PageHeader
      title="app.debt-servicing.title"
      subtitle="app.debt-servicing.subtitle"
      actions={
        <ExportCsvButton
          variant="outlined"
          params={{ type: 'instruments' }}
          fallbackPrefix="debt_servicing_export"
          successMessage="app.notification.csv_exported"
        />
      }
    />
    <AmortizationCalculator />
    <LoanPortfolio />
  </>
);
