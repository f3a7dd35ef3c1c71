import { lazy, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const loadProvider = () => import('../lib/query-provider');
const QueryProvider = lazy(loadProvider);

/**
 * Every page but the home page runs inside the data-fetching cache. The home page needs none, so it does not
 * wait for that code; it is fetched once the browser is idle, ready for the next page.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const prefetch = () => void loadProvider();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (pathname === '/') return <>{children}</>;
  return <QueryProvider>{children}</QueryProvider>;
}
