import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageProviders } from './PageProviders';

/** A page or section still loading (plain markup: shown before any component library code has arrived). */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" className="loading">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

// Pages render without waiting for the user (those that need one wait in RequireRole). The main area is at
// least a screen tall (shell.css), so the footer starts below the fold and never jumps when content arrives.
export function Layout() {
  const { user } = useAuth();
  return (
    <div className="shell">
      <NavBar user={user} />
      <main className="shell-main">
        <Suspense fallback={<Loading />}>
          <PageProviders>
            <Outlet />
          </PageProviders>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
