import { ComingSoon } from '../layout/ComingSoon';

export const QualityTesting = () => (
  <ComingSoon
    title="Advanced Quality Testing"
    description="Test suites, test runs and quality metrics for the platform."
  />
);
