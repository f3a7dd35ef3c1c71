// Notifications: one toast at a time; a new one replaces the previous.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

const ToastView = lazy(() => import('./ToastView'));

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
  return (
    <ToastContext.Provider value={toast}>
      <DismissContext.Provider value={close}>{children}</DismissContext.Provider>
      {current && (
        <Suspense fallback={null}>
          <ToastView key={current.key} toast={current} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/** Closes the current toast, e.g. a validation message once the user has fixed the problem. */
export const useDismissToast = () => useContext(DismissContext);
