// The back-office: react-admin at /admin on the /api endpoints, for staff roles; the layout shows each screen
// only to the roles of its area (domain/roles.ts STAFF_AREAS), as the API enforces.
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AssetFactory } from './asset-factory/AssetFactory';
import audit from './audit';
import { AiAssistant } from './chat/AiAssistant';
import compliance from './compliance';
import { Dashboard } from './dashboard';
import { AssetManagement } from './dam/AssetManagement';
import { DebtServicing } from './debt-servicing/DebtServicing';
import { GptInterface } from './gpt/GptInterface';
import { Layout, LoadingPage, NotFound, Unauthorized } from './layout';
import { OnboardingPipeline } from './onboarding/OnboardingPipeline';
import { OrderPage } from './onboarding/OrderPage';
import { authProvider, BASENAME } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { QualityTesting } from './quality/QualityTesting';
import { theme } from './theme';

// Queries and mutations are not retried; data is refetched on navigation, not on window focus.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export const App = () => (
  <Admin
    basename={BASENAME}
    title="Admin Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    dashboard={Dashboard}
    layout={Layout}
    loading={LoadingPage}
    catchAll={NotFound}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    <Resource name="audit" {...audit} options={{ label: 'Audit Logs' }} />
    <Resource name="compliance" {...compliance} options={{ label: 'Compliance' }} />
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
  </Admin>
);
