import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { App } from './App';
import { BASENAME } from './providers/authProvider';

// Real paths (/admin/audit), not hash URLs: react-admin runs inside this router under its basename.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={`${BASENAME}/*`} element={<App />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
