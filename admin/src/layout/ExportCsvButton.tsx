import DownloadIcon from '@mui/icons-material/Download';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { downloadCsv } from '../providers/downloadCsv';
import { errorMessage, useToast } from './toast';

/** 'Export CSV': downloads GET /api/export/csv?{params}, then the success toast, or 'Export Failed'. */
export const ExportCsvButton = ({
  params,
  fallbackPrefix,
  successTitle,
  ...buttonProps
}: {
  params: Record<string, string>;
  fallbackPrefix: string;
  successTitle: string;
} & Omit<ButtonProps, 'onClick'>) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toast.success(successTitle, await downloadCsv(params, fallbackPrefix));
    } catch (error) {
      toast.error('Export Failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} {...buttonProps} onClick={run} disabled={busy}>
      Export CSV
    </Button>
  );
};
