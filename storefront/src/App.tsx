import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { Layout } from './components/Layout';
import { loadProviders } from './components/PageProviders';
import { RequireRole } from './components/RequireRole';
import Home from './pages/Home';
import NotFound from './pages/NotFound';

// Every page but the home page loads on demand, keeping the first download small.
const PAGE_LOADERS = {
  '/services': () => import('./pages/Services'),
  '/packages': () => import('./pages/packages/PackagesPage'),
  '/onboarding': () => import('./pages/onboarding/OnboardingPage'),
  '/checkout': () => import('./pages/checkout/CheckoutPage'),
  '/confirmation': () => import('./pages/ConfirmationPage'),
  '/privacy': () => import('./pages/Privacy'),
  '/terms': () => import('./pages/Terms'),
  '/membership': () => import('./pages/client/MembershipPage'),
  '/dashboard': () => import('./pages/client/DashboardPage'),
  '/documents': () => import('./pages/client/DocumentsPage'),
  '/orders': () => import('./pages/order/OrderPage'),
  '/compliance': () => import('./pages/compliance/CompliancePage'),
  '/contact': () => import('./pages/ContactPage'),
  '/mail': () => import('./pages/mail/MailPage'),
  '/entities': () => import('./pages/entities/EntityPage'),
  '/pay': () => import('./pages/pay/PaymentLinkPage'),
  '/organizations': () => import('./pages/organizations/OrganizationPage'),
};

const Services = lazy(PAGE_LOADERS['/services']);
const Packages = lazy(PAGE_LOADERS['/packages']);
const Onboarding = lazy(PAGE_LOADERS['/onboarding']);
const Checkout = lazy(PAGE_LOADERS['/checkout']);
const Confirmation = lazy(PAGE_LOADERS['/confirmation']);
const Privacy = lazy(PAGE_LOADERS['/privacy']);
const Terms = lazy(PAGE_LOADERS['/terms']);
const Membership = lazy(PAGE_LOADERS['/membership']);
const Dashboard = lazy(PAGE_LOADERS['/dashboard']);
const Documents = lazy(PAGE_LOADERS['/documents']);
const Order = lazy(PAGE_LOADERS['/orders']);
const Compliance = lazy(PAGE_LOADERS['/compliance']);
const Contact = lazy(PAGE_LOADERS['/contact']);
const Mail = lazy(PAGE_LOADERS['/mail']);
const Entity = lazy(PAGE_LOADERS['/entities']);
const PaymentLink = lazy(PAGE_LOADERS['/pay']);
const Organization = lazy(PAGE_LOADERS['/organizations']);
// The list and the invitation page share the /organizations section with the organisation page, the one preloaded.
const Organizations = lazy(() => import('./pages/organizations/OrganizationsPage'));
const JoinOrganization = lazy(() => import('./pages/organizations/JoinOrganizationPage'));
// The entity list shares the /entities section with the entity page, which is the one preloaded.
const Entities = lazy(() => import('./pages/entities/EntitiesPage'));
// The order list shares the /orders section with the order page, which is the one preloaded.
const Orders = lazy(() => import('./pages/client/OrdersPage'));

/**
 * Starts fetching the code of the page the visitor opened (and the MUI theme it runs in) at start-up, side by side,
 * instead of one after the other as the providers and then the page suspend. The module cache makes the lazy
 * components above find them ready.
 */
export function preloadPage(pathname: string) {
  const section = `/${pathname.split('/')[1] ?? ''}` as keyof typeof PAGE_LOADERS;
  const load = PAGE_LOADERS[section];
  if (!load) return;
  void loadProviders().catch(() => {});
  void load().catch(() => {});
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Home />} />
        <Route path="/services" element={<Services />} />
        <Route path="/packages" element={<Packages />} />
        <Route path="/onboarding" element={<Onboarding />} />
        <Route path="/checkout" element={<Checkout />} />
        <Route path="/confirmation" element={<Confirmation />} />
        <Route path="/privacy" element={<Privacy />} />
        <Route path="/terms" element={<Terms />} />
        <Route path="/contact" element={<Contact />} />
        {/* A partner's customer pays its order here through the signed link the partner handed over: no sign-in. */}
        <Route path="/pay/:orderId" element={<PaymentLink />} />
        {/* Open to visitors too: 'Start {plan} Plan' signs them in and brings them back with that plan chosen. */}
        <Route path="/membership" element={<Membership />} />
        <Route
          path="/dashboard"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Dashboard />
            </RequireRole>
          }
        />
        <Route
          path="/documents"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Documents />
            </RequireRole>
          }
        />
        <Route
          path="/orders"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Orders />
            </RequireRole>
          }
        />
        <Route
          path="/orders/:id"
          element={
            <RequireRole>
              <Order />
            </RequireRole>
          }
        />
        <Route
          path="/compliance"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Compliance />
            </RequireRole>
          }
        />
        <Route
          path="/mail"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Mail />
            </RequireRole>
          }
        />
        <Route
          path="/entities"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Entities />
            </RequireRole>
          }
        />
        <Route
          path="/entities/:id"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Entity />
            </RequireRole>
          }
        />
        {/* An organisation's invitation link: open signed out too (a new member creates the account here). */}
        <Route path="/organizations/join/:token" element={<JoinOrganization />} />
        <Route
          path="/organizations"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Organizations />
            </RequireRole>
          }
        />
        <Route
          path="/organizations/:id/:tab?"
          element={
            <RequireRole roles={CUSTOMER_ROLES}>
              <Organization />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
