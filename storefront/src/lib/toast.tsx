// Notifications: one toast at a time; a new one replaces the previous.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});
const DismissContext = createContext<() => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, key: Date.now() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const severity = current?.variant === 'destructive' ? 'error' : current?.variant === 'success' ? 'success' : 'info';
  return (
    <ToastContext.Provider value={toast}>
      <DismissContext.Provider value={close}>{children}</DismissContext.Provider>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity={severity} variant="filled" onClose={close} role="status" sx={{ minWidth: 280 }}>
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/** Closes the current toast, e.g. a validation message once the user has fixed the problem. */
export const useDismissToast = () => useContext(DismissContext);
