import { lazy, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const loadProviders = () => import('../lib/page-providers');
const Providers = lazy(loadProviders);

/**
 * Every page but the home page runs inside the MUI theme and the data-fetching cache. The home page (plain markup)
 * needs neither, so it does not wait for that code; it is fetched once the browser is idle, ready for the next page.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const prefetch = () => void loadProviders();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (pathname === '/') return <>{children}</>;
  return <Providers>{children}</Providers>;
}
