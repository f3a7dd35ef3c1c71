// Debt servicing: the loan portfolio and the risk flags counted from it.
export * from './loans'; // the portfolio's pages, totals and export
export * from './risk-flags'; // loans at risk and overdue obligations
