import DownloadIcon from '@mui/icons-material/Download';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadCsv } from '../providers/downloadCsv';
import { errorMessage } from '../providers/errorMessage';

/** 'Export CSV': downloads GET /api/export/csv?{params}, then the success notification, or 'Export Failed'. */
export const ExportCsvButton = ({
  params,
  fallbackPrefix,
  successMessage,
  ...buttonProps
}: {
  params: Record<string, string>;
  fallbackPrefix: string;
  /** An app.notification key whose message takes the saved %{fileName}. */
  successMessage: string;
} & Omit<ButtonProps, 'onClick'>) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const fileName = await downloadCsv(params, fallbackPrefix);
      notify(successMessage, { type: 'success', messageArgs: { fileName } });
    } catch (error) {
      notify('app.notification.export_failed', { type: 'error', messageArgs: { error: errorMessage(error) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} {...buttonProps} onClick={run} disabled={busy}>
      {translate('app.action.export_csv')}
    </Button>
  );
};
