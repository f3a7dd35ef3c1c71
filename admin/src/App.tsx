// The back-office: react-admin at /admin on the /api endpoints, for staff roles; the layout shows each screen
// only to the roles of its area (domain/roles.ts STAFF_AREAS), as the API enforces.
// One <Resource> per screen of records, named after its route; its data hooks name the API path (providers/dataProvider.ts);
// screens that are not record lists (dashboard, assistant, GPT interface) are custom routes.
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import assetFactory from './asset-factory';
import audit from './audit';
import compliance from './compliance';
import dam from './dam';
import debtServicing from './debt-servicing';
import { ErrorScreen, Layout, LoadingPage, NotFound, Unauthorized } from './layout';
import mailroom from './mailroom';
import onboarding from './onboarding';
import partners from './partners';
import { authProvider, BASENAME } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { withScreenMessages } from './providers/screenMessages';
import quality from './quality';
import { theme } from './theme';

// Each screen's code is fetched when it is first opened (the layout's Suspense shows progress meanwhile):
// the first download is the shell only, and charts or the assistant load with the screens that use them.
const Dashboard = lazy(() =>
  import('./dashboard/Dashboard').then(withScreenMessages('dashboard')).then((m) => ({ default: m.Dashboard })),
);
const AiAssistant = lazy(() => import('./ai/AiAssistant').then((m) => ({ default: m.AiAssistant })));
const GptInterface = lazy(() => import('./ai/GptInterface').then((m) => ({ default: m.GptInterface })));
// Notifications appear after a user action, so their code need not hold up the first paint.
const Notification = lazy(() => import('./layout/Notification'));

// Queries and mutations are not retried; data is refetched on navigation, not on window focus.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const store = localStorageStore();

// <Admin> is <AdminContext> + <AdminUI>; AdminUI would also bring react-admin's sign-in form (and its form library)
// into the first download, though sign-in is a server page here. So the UI is assembled from CoreAdminUI
// with AdminUI's other parts, and no login page.
export const App = () => (
  <AdminContext
    basename={BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title="Admin Panel"
        dashboard={Dashboard}
        layout={Layout}
        loading={LoadingPage}
        catchAll={NotFound}
        error={ErrorScreen}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <Resource name="onboarding" {...onboarding} />
        <Resource name="dam" {...dam} />
        <Resource name="asset-factory" {...assetFactory} />
        <Resource name="debt-servicing" {...debtServicing} />
        <Resource name="quality" {...quality} />
        <Resource name="audit" {...audit} />
        <Resource name="compliance" {...compliance} />
        <Resource name="partners" {...partners} />
        <Resource name="mailroom" {...mailroom} />
        {/* Created from the dashboard's New Client dialog; no screen of its own. */}
        <Resource name="clients" />
        <CustomRoutes>
          <Route path="/chat" element={<AiAssistant />} />
          <Route path="/gpt" element={<GptInterface />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/unauthorized" element={<Unauthorized />} />
        </CustomRoutes>
      </CoreAdminUI>
      <Suspense fallback={null}>
        <Notification />
      </Suspense>
    </CssBaseline>
  </AdminContext>
);
