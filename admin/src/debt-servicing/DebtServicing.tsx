import { ComingSoon } from '../layout/ComingSoon';

export const DebtServicing = () => (
  <ComingSoon
    title="Debt Servicing Tools"
    description="Amortization calculator, loan portfolio, payment schedules and portfolio export."
  />
);
