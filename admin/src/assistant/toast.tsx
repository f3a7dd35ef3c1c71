import { Alert, AlertTitle } from '@mui/material';
import type { useNotify } from 'react-admin';

/** A titled notification ('Chat Cleared', 'Query Failed', ...) with an optional line of detail. */
export function toast(
  notify: ReturnType<typeof useNotify>,
  title: string,
  description?: string,
  severity: 'success' | 'error' | 'info' = 'success',
) {
  notify(
    <Alert severity={severity} variant="filled" sx={{ minWidth: 300 }}>
      <AlertTitle>{title}</AlertTitle>
      {description}
    </Alert>,
    { type: severity === 'error' ? 'error' : 'success', autoHideDuration: 4000 },
  );
}
