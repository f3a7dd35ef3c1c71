// The Debt Servicing screen's words (app.debt-servicing.*): loaded with the screen, not in the first download.
export const debtServicingMessages = {
  title: 'Debt Servicing Tools',
  subtitle: 'Amortization schedules, the loan portfolio and its covenants.',
  portfolio: {
    title: 'Loan Portfolio',
    empty: 'No loans',
    total: 'Total Portfolio',
    outstanding: 'Outstanding Balance',
    weighted_rate: 'Weighted Avg Rate',
    at_risk: 'Loans at Risk',
    at_risk_value: '%{atRisk} of %{loans}',
  },
  field: {
    entityName: 'Entity',
    amountCents: 'Amount',
    rate: 'Rate',
    type: 'Type',
    status: 'Status',
    nextPayment: 'Next Payment',
    remainingBalanceCents: 'Remaining Balance',
    maturityDate: 'Maturity',
    collateral: 'Collateral',
    covenantStatus: 'Covenants',
  },
};
