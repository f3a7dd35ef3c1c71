import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from './App';
import { ToastProvider } from './lib/toast';
import './shell.css';

// The MUI theme is provided with the pages that use it (components/PageProviders.tsx), not here: the home page
// and the header and footer are plain markup, so the first page needs no component library code.
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToastProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ToastProvider>
  </StrictMode>,
);
