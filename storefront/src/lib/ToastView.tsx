// The toast itself, loaded with the first notification (most visits show none).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { ToastInput } from './toast';

export default function ToastView({ toast, open, onClose }: { toast: ToastInput; open: boolean; onClose: () => void }) {
  const severity = toast.variant === 'destructive' ? 'error' : toast.variant === 'success' ? 'success' : 'info';
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} role="status" sx={{ minWidth: 280 }}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
