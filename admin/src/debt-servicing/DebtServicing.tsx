import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { PageHeader } from '../layout/PageHeader';
import { errorMessage, useToast } from '../layout/toast';
import { downloadCsv } from '../providers/downloadCsv';
import { AmortizationCalculator } from './AmortizationCalculator';
import { LoanPortfolio } from './LoanPortfolio';

export const DebtServicing = () => {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportPortfolio = async () => {
    setExporting(true);
    try {
      const fileName = await downloadCsv({ type: 'instruments' }, 'debt_servicing_export');
      toast.success('CSV export downloaded successfully', fileName);
    } catch (error) {
      toast.error('Export Failed', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Debt Servicing Tools"
        subtitle="Amortization schedules, the loan portfolio and its covenants."
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportPortfolio} disabled={exporting}>
            Export CSV
          </Button>
        }
      />
      <AmortizationCalculator />
      <LoanPortfolio />
    </>
  );
};
