import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../domain/roles';
import { FormationActions } from '../components/FormationActions';
import { BoltIcon, SupportAgentIcon, VerifiedUserIcon } from '../components/icons';
import { Loading } from '../components/Layout';
import { useAuth } from '../lib/auth';

const TAGLINE = 'Building Businesses. Ensuring Compliance. Empowering Growth';

const FEATURES = [
  {
    title: 'Secure & Compliant',
    icon: VerifiedUserIcon,
    text: "Filings and records handled to each state's rules, and beneficial ownership rules watched for you.",
  },
  {
    title: 'Fast Formation',
    icon: BoltIcon,
    text: 'Most formations complete in 3-7 business days, depending on complexity and the state.',
  },
  {
    title: 'Expert Support',
    icon: SupportAgentIcon,
    text: 'A formation specialist reviews every order within 24 hours and stays with you through filing.',
  },
];

// Plain markup styled by shell.css: the home page shows before any component library code has loaded.
export default function Home() {
  const { user } = useAuth();
  const home = user ? homePathFor(user.role) : '/';
  // The back-office is a separate application: only a full page load opens it (a router redirect shows the 404).
  const toOtherApp = home.startsWith('/admin');
  useEffect(() => {
    if (toOtherApp) window.location.replace(home);
  }, [toOtherApp, home]);
  if (toOtherApp) return <Loading text="Opening the admin panel..." />;
  if (home !== '/') return <Navigate to={home} replace />;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero-title">Business Formation &amp; Compliance Services</h1>
          <p className="hero-tagline">{TAGLINE}</p>
          <FormationActions />
        </div>
      </section>
      <div className="container features">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="feature">
            <feature.icon />
            <h2 className="feature-title">{feature.title}</h2>
            <p className="feature-text">{feature.text}</p>
          </div>
        ))}
      </div>
    </>
  );
}
