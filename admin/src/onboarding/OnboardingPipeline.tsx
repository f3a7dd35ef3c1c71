import { ComingSoon } from '../layout/ComingSoon';

export const OnboardingPipeline = () => (
  <ComingSoon
    title="Onboarding Pipeline"
    description="Paid orders by stage: Pending Review, In Progress and Complete, with pipeline value and completion rate."
  />
);
