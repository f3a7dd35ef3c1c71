// The back-office: react-admin at /admin on the /api endpoints, for staff roles; the layout shows each screen
// only to the roles of its area (domain/roles.ts STAFF_AREAS), as the API enforces.
import EventNoteIcon from '@mui/icons-material/EventNote';
import HistoryIcon from '@mui/icons-material/History';
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, defaultI18nProvider, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppError, Layout, LoadingPage, NotFound, Unauthorized } from './layout';
import { authProvider, BASENAME } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { theme } from './theme';

// Each screen's code is fetched when it is first opened (the layout's Suspense shows progress meanwhile):
// the first download is the shell only, and charts or the assistant load with the screens that use them.
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));
const AuditList = lazy(() => import('./audit/AuditList').then((m) => ({ default: m.AuditList })));
const ComplianceList = lazy(() => import('./compliance/ComplianceList').then((m) => ({ default: m.ComplianceList })));
const OnboardingPipeline = lazy(() =>
  import('./onboarding/OnboardingPipeline').then((m) => ({ default: m.OnboardingPipeline })),
);
const OrderPage = lazy(() => import('./onboarding/OrderPage').then((m) => ({ default: m.OrderPage })));
const AssetManagement = lazy(() => import('./dam/AssetManagement').then((m) => ({ default: m.AssetManagement })));
const AssetFactory = lazy(() => import('./asset-factory/AssetFactory').then((m) => ({ default: m.AssetFactory })));
const DebtServicing = lazy(() => import('./debt-servicing/DebtServicing').then((m) => ({ default: m.DebtServicing })));
const QualityTesting = lazy(() => import('./quality/QualityTesting').then((m) => ({ default: m.QualityTesting })));
const AiAssistant = lazy(() => import('./chat/AiAssistant').then((m) => ({ default: m.AiAssistant })));
// Notifications appear after a user action, so their code need not hold up the first paint.
const Notification = lazy(() => import('./layout/Notification'));
const GptInterface = lazy(() => import('./gpt/GptInterface').then((m) => ({ default: m.GptInterface })));

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
    i18nProvider={defaultI18nProvider}
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
        error={AppError}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <Resource name="audit" list={AuditList} icon={HistoryIcon} options={{ label: 'Audit Logs' }} />
        <Resource name="compliance" list={ComplianceList} icon={EventNoteIcon} options={{ label: 'Compliance' }} />
        <CustomRoutes>
          <Route path="/onboarding" element={<OnboardingPipeline />} />
          <Route path="/onboarding/:id" element={<OrderPage />} />
          <Route path="/dam" element={<AssetManagement />} />
          <Route path="/asset-factory" element={<AssetFactory />} />
          <Route path="/debt-servicing" element={<DebtServicing />} />
          <Route path="/quality" element={<QualityTesting />} />
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
