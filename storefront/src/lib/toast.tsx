// Notifications: one toast at a time; a new one replaces the previous and each closes itself after 6 seconds.
// Plain markup styled by shell.css, so a toast is on screen at once even on a page that is about to be left
// (e.g. 'Unauthorized' on the way to sign-in) and the home page needs no component library code for it.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { CloseIcon } from '../components/icons';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

const AUTO_HIDE_MS = 6000;
const VARIANT_CLASS = { default: 'toast-info', destructive: 'toast-error', success: 'toast-success' } as const;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});
const DismissContext = createContext<() => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { key: number }) | null>(null);
  const toast = useCallback((input: ToastInput) => setCurrent({ ...input, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(close, AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [current, close]);
  return (
    <ToastContext.Provider value={toast}>
      <DismissContext.Provider value={close}>{children}</DismissContext.Provider>
      {current && (
        <div
          key={current.key}
          role="status"
          className={`toast ${VARIANT_CLASS[current.variant ?? 'default']}`}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <div className="toast-text">
            <div className="toast-title">{current.title}</div>
            {current.description}
          </div>
          <button type="button" className="toast-close" aria-label="Close" title="Close" onClick={close}>
            <CloseIcon />
          </button>
        </div>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/** Closes the current toast, e.g. a validation message once the user has fixed the problem. */
export const useDismissToast = () => useContext(DismissContext);
