import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { LOGIN_URL } from '../providers/authProvider';

const REDIRECT_DELAY_MS = 500;

let notified = false;

/**
 * Where a signed-out visitor or a non-admin lands (the session has already been ended):
 * an 'Unauthorized' notification, then the sign-in page.
 */
export const Unauthorized = () => {
  const notify = useNotify();
  useEffect(() => {
    if (!notified) {
      notified = true;
      notify('app.notification.unauthorized', { type: 'error', autoHideDuration: 5000 });
    }
    const timer = window.setTimeout(() => window.location.assign(LOGIN_URL), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [notify]);
  return <Box sx={{ minHeight: '100vh' }} />;
};
