import { Link } from 'react-router-dom';

/** The two calls to action on dark banners: start a formation, or look at the packages. */
export function FormationActions() {
  return (
    <div className="actions">
      <Link to="/onboarding" className="btn btn-large btn-secondary">
        Start Your Formation
      </Link>
      <Link to="/packages" className="btn btn-large btn-outlined btn-inherit">
        View Packages
      </Link>
    </div>
  );
}
