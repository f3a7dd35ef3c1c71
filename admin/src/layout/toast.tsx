// The back-office's toasts: a title and, below it, the detail (for failures, the server's message).
import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';

export { errorMessage } from '../providers/errorMessage';

export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (severity: 'success' | 'error', title: string, detail?: string) =>
      notify(
        <Alert severity={severity} variant="filled" sx={{ minWidth: 300 }}>
          <AlertTitle>{title}</AlertTitle>
          {detail}
        </Alert>,
        { type: severity, autoHideDuration: 5000 },
      ),
    [notify],
  );
  return useMemo(
    () => ({
      success: (title: string, detail?: string) => show('success', title, detail),
      error: (title: string, detail?: string) => show('error', title, detail),
    }),
    [show],
  );
}
