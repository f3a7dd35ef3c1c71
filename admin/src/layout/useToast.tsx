// Toasts in the spec's shape: a title ('Asset uploaded successfully', 'Upload Failed', ...) and, for failures,
// the server's error message under it.
import { Alert, AlertTitle } from '@mui/material';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export function useToast() {
  const notify = useNotify();
  return useCallback(
    (title: string, options: { description?: string; error?: boolean } = {}) =>
      notify(
        <Alert severity={options.error ? 'error' : 'success'} variant="filled" sx={{ minWidth: 300 }}>
          <AlertTitle>{title}</AlertTitle>
          {options.description}
        </Alert>,
        { type: options.error ? 'error' : 'success', autoHideDuration: options.error ? 8000 : 4000 },
      ),
    [notify],
  );
}

export { errorMessage } from '../providers/errorMessage';
