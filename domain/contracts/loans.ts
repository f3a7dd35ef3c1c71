// Debt Servicing answers: the loan portfolio list and its totals, and a computed payment schedule (amounts in cents).
import { z } from 'zod';

/** One row of GET /api/loans. */
export const loanSchema = z.object({
  id: z.string(),
  entityName: z.string(),
  amountCents: z.number().int(),
  rate: z.number(),
  status: z.string(),
  daysLate: z.number().int(),
  nextPayment: z.date(),
  remainingBalanceCents: z.number().int(),
  type: z.string(),
  maturityDate: z.date(),
  collateral: z.string(),
  covenantStatus: z.string(),
  /** Late, delinquent or in covenant breach: counted in the dashboard's Risk Flags. */
  atRisk: z.boolean(),
});

/** GET /api/loans/summary. */
export const loanSummarySchema = z.object({
  loans: z.number().int(),
  /** Cents. */
  totalAmountCents: z.number().int(),
  /** Cents. */
  remainingBalanceCents: z.number().int(),
  /** Annual percent, weighted by remaining balance (0 without loans). */
  weightedRate: z.number(),
  atRisk: z.number().int(),
});

const cents = z.number().int();

/** POST /api/schedules (domain/amortization.ts). */
export const scheduleSchema = z.object({
  schedule: z.array(
    z.object({ payment: z.number().int(), principal: cents, interest: cents, totalPayment: cents, balance: cents }),
  ),
  summary: z.object({
    periodicPayment: cents,
    finalPayment: cents,
    numberOfPayments: z.number().int(),
    periodMonths: z.number().int(),
    principal: cents,
    totalInterest: cents,
    totalPaid: cents,
  }),
});
