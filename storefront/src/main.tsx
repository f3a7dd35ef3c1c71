import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from './App';
import { ToastProvider } from './lib/toast';
import './shell.css';

// The MUI theme is provided with the pages that use it (components/PageProviders.tsx), not here: the home page
// and the header and footer are plain markup, so the first page needs no component library code.
preloadPage(window.location.pathname);

// Rendered as a transition, React renders in slices and lets the browser in between: a root's plain first render
// runs in one long task. The pages with an introduction already show their first paint from the HTML.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ToastProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ToastProvider>
    </StrictMode>,
  );
});
