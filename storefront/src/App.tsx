import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { Layout } from './components/Layout';
import { RequireRole } from './components/RequireRole';
import Home from './pages/Home';
import NotFound from './pages/NotFound';

// Every page but the home page loads on demand, keeping the first download small.
const Services = lazy(() => import('./pages/Services'));
const Packages = lazy(() => import('./pages/packages/PackagesPage'));
const Onboarding = lazy(() => import('./pages/onboarding/OnboardingPage'));
const Checkout = lazy(() => import('./pages/checkout/CheckoutPage'));
const Confirmation = lazy(() => import('./pages/ConfirmationPage'));
const Privacy = lazy(() => import('./pages/Privacy'));
const Terms = lazy(() => import('./pages/Terms'));
const Membership = lazy(() => import('./pages/client/MembershipPage'));
const Dashboard = lazy(() => import('./pages/client/DashboardPage'));
const Documents = lazy(() => import('./pages/client/DocumentsPage'));
const Order = lazy(() => import('./pages/order/OrderPage'));
const Compliance = lazy(() => import('./pages/compliance/CompliancePage'));
const Contact = lazy(() => import('./pages/ContactPage'));
const Orders = lazy(() => import('./pages/client/OrdersPage'));

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
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
