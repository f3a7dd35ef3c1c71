import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { errorMessage, useToast } from '../layout/toast';
import { downloadCsv } from '../providers/downloadCsv';

/** Downloads the entries the current filters select (the server streams them all, not just this page). */
export const ExportAuditButton = () => {
  const { filterValues } = useListContext();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportLogs = async () => {
    setBusy(true);
    try {
      const fileName = await downloadCsv({ type: 'audit', filter: JSON.stringify(filterValues) }, 'audit_logs_export');
      toast.success('Audit logs exported successfully', fileName);
    } catch (error) {
      toast.error('Export Failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={exportLogs} disabled={busy}>
      Export CSV
    </Button>
  );
};
