// The back-office's toasts: a title and, below it, the detail (for failures, the server's message).
import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';

/** The server's message of a failed request ({ message } body), else the error's own message. */
export function errorMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string') return body.message;
  return error instanceof Error ? error.message : String(error);
}

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
