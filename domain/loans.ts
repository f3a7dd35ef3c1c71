// The loan portfolio's states (spec: current, late at 30 days, delinquent at 90+; covenants compliant,
// breach-notice or default) and what counts as a risk.
export const LOAN_STATUSES = ['current', 'late', 'delinquent'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const COVENANT_STATUSES = ['compliant', 'breach-notice', 'default'] as const;
export type CovenantStatus = (typeof COVENANT_STATUSES)[number];

/** Loan statuses that flag a risk on the dashboard. */
export const AT_RISK_LOAN_STATUSES: readonly LoanStatus[] = ['late', 'delinquent'];
/** The covenant status that is not a breach. */
export const COMPLIANT_COVENANT: CovenantStatus = 'compliant';

export const isLoanAtRisk = (loan: { status: string; covenantStatus: string }): boolean =>
  (AT_RISK_LOAN_STATUSES as readonly string[]).includes(loan.status) || loan.covenantStatus !== COMPLIANT_COVENANT;
