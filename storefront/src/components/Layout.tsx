import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PAGE_INTROS, sectionOf } from '../lib/page-intros';
import { useScrollOnNavigation } from '../lib/scroll';
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

/** A page still loading: its heading and introduction when it has them (lib/page-intros.ts), then the spinner. */
function PageFallback() {
  const section = sectionOf(useLocation().pathname);
  const page = PAGE_INTROS[section];
  if (!page) return <Loading />;
  return (
    <div className={`container page-intro page-intro-${section.slice(1)}`}>
      <h1 className="page-intro-title">{page.title}</h1>
      <p className="page-intro-text">{page.intro}</p>
      <Loading />
    </div>
  );
}

// Pages render without waiting for the user (those that need one wait in RequireRole). The main area is at
// least a screen tall (shell.css), so the footer starts below the fold and never jumps when content arrives.
export function Layout() {
  useScrollOnNavigation();
  return (
    <div className="shell">
      <NavBar />
      <main className="shell-main">
        <Suspense fallback={<PageFallback />}>
          <PageProviders>
            <Outlet />
          </PageProviders>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
