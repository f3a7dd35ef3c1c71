import { Link } from 'react-router-dom';

const COLUMNS = [
  {
    title: 'Services',
    links: [
      { label: 'LLC Formation', to: '/services' },
      { label: 'Corporation Formation', to: '/services' },
      { label: 'Trust Formation', to: '/services' },
      { label: 'Compliance Services', to: '/services' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Get Started', to: '/onboarding' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Packages', to: '/packages' },
      { label: 'Services', to: '/services' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-columns">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="footer-title">{column.title}</h2>
              {column.links.map((link) => (
                <Link key={link.label} to={link.to} className="footer-link">
                  {link.label}
                </Link>
              ))}
            </div>
          ))}
        </div>
        <p className="footer-note">
          © {new Date().getFullYear()} Formation &amp; Compliance Services. All rights reserved. We do not assume
          operational or fiduciary control: ownership and liability stay with the client.
        </p>
      </div>
    </footer>
  );
}
