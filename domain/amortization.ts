// Loan payment schedules in exact integer cents. The rate is kept as an integer number of millionths of a
// percent and interest is computed with BigInt, so no amount ever carries a floating-point error; the last
// payment absorbs the rounding of the earlier ones, so the balance always ends at exactly 0.
import { z } from 'zod';

export const PAYMENT_TYPES = ['fixed', 'io'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'annual', 'maturity'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  fixed: 'Fixed (level payment)',
  io: 'Interest only',
};
export const PAYMENT_FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
  maturity: 'At maturity',
};

/** Months between two payments; `maturity` is one payment at the end of the term. */
function periodMonths(frequency: PaymentFrequency, termMonths: number): number {
  switch (frequency) {
    case 'monthly':
      return 1;
    case 'quarterly':
      return 3;
    case 'annual':
      return 12;
    case 'maturity':
      return termMonths;
  }
}

interface ScheduleInput {
  /** Cents. */
  principalCents: number;
  /** Annual rate in percent, e.g. 6 for 6%. */
  ratePercent: number;
  termMonths: number;
  type: PaymentType;
  frequency: PaymentFrequency;
}

export interface ScheduleRow {
  /** Payment number, from 1. */
  payment: number;
  /** Cents of principal repaid by this payment. */
  principal: number;
  /** Cents of interest in this payment. */
  interest: number;
  /** Cents paid: principal + interest. */
  totalPayment: number;
  /** Cents still owed after this payment. */
  balance: number;
}

export interface ScheduleSummary {
  /** Cents: the regular payment (the last one may differ by the rounding it absorbs). */
  periodicPayment: number;
  /** Cents: the last payment. */
  finalPayment: number;
  numberOfPayments: number;
  periodMonths: number;
  /** Cents. */
  principal: number;
  /** Cents. */
  totalInterest: number;
  /** Cents. */
  totalPaid: number;
}

export interface Schedule {
  schedule: ScheduleRow[];
  summary: ScheduleSummary;
}

const RATE_SCALE = 1_000_000n; // millionths of a percent
const PERCENT_MONTHS = 1200n; // percent per year -> fraction per month

/** round(a / b) for non-negative BigInts, halves rounded up. */
const divRound = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * Interest in cents on a balance over a number of months, rounded to the cent.
 * @internal
 */
export function periodInterest(balanceCents: number, ratePercent: number, months: number): number {
  const rate = BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
  return Number(divRound(BigInt(balanceCents) * rate * BigInt(months), PERCENT_MONTHS * RATE_SCALE));
}

/**
 * The level payment that repays the principal over n periods, in cents (the standard annuity formula).
 * @internal
 */
export function levelPayment(principalCents: number, ratePercent: number, months: number, periods: number): number {
  const r = (ratePercent / 100) * (months / 12);
  if (r === 0) return Math.ceil(principalCents / periods);
  return Math.round((principalCents * r) / (1 - (1 + r) ** -periods));
}

/** @internal */
export function amortize(input: ScheduleInput): Schedule {
  const { principalCents, ratePercent, termMonths, type, frequency } = input;
  const months = periodMonths(frequency, termMonths);
  const periods = termMonths / months;
  if (!Number.isInteger(principalCents) || principalCents <= 0)
    throw new RangeError('principal must be positive cents');
  if (!Number.isInteger(periods) || periods < 1) throw new RangeError('term must be a whole number of periods');

  const regular = type === 'fixed' ? levelPayment(principalCents, ratePercent, months, periods) : 0;
  const schedule: ScheduleRow[] = [];
  let balance = principalCents;
  for (let payment = 1; payment <= periods; payment++) {
    const interest = periodInterest(balance, ratePercent, months);
    const last = payment === periods;
    // Fixed: the level payment, principal first capped at the balance. Interest only: principal at maturity.
    const principal = last ? balance : type === 'fixed' ? Math.min(balance, Math.max(0, regular - interest)) : 0;
    balance -= principal;
    schedule.push({ payment, principal, interest, totalPayment: principal + interest, balance });
  }
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  return {
    schedule,
    summary: {
      periodicPayment: schedule[0].totalPayment,
      finalPayment: schedule[schedule.length - 1].totalPayment,
      numberOfPayments: periods,
      periodMonths: months,
      principal: principalCents,
      totalInterest,
      totalPaid: principalCents + totalInterest,
    },
  };
}

/** @internal */
export const MAX_TERM_MONTHS = 600;
/** @internal */
export const MAX_PRINCIPAL = 10_000_000_000;

const positiveNumber = () =>
  z
    .number({ error: 'must be a number' })
    .refine(Number.isFinite, 'must be a finite number')
    .refine((value) => value > 0, 'must be greater than 0');

/** POST /api/schedules: principal in dollars, rate the annual percent, term in months. */
export const scheduleRequestSchema = z
  .object(
    {
      // A positive amount below a cent (1e-320 included) would be a schedule of 0 cents: refused here.
      principal: positiveNumber()
        .refine((value) => value >= 0.01, 'must be at least 0.01 (one cent)')
        .refine((value) => value <= MAX_PRINCIPAL, `must be at most ${MAX_PRINCIPAL}`)
        .refine(
          (value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
          'must be whole cents (at most 2 decimals)',
        ),
      // The rate is kept in millionths of a percent: a smaller positive rate would round to 0.
      rate: positiveNumber()
        .refine((value) => value >= 0.000001, 'must be at least 0.000001 (percent a year)')
        .refine((value) => value <= 100, 'must be at most 100 (percent a year)'),
      term: positiveNumber()
        .refine(Number.isInteger, 'must be a whole number of months')
        .refine((value) => value <= MAX_TERM_MONTHS, `must be at most ${MAX_TERM_MONTHS} months`),
      type: z.enum(PAYMENT_TYPES, { error: `must be one of ${PAYMENT_TYPES.join(', ')}` }),
      frequency: z
        .enum(PAYMENT_FREQUENCIES, { error: `must be one of ${PAYMENT_FREQUENCIES.join(', ')}` })
        .default('monthly'),
    },
    { error: 'body must be a JSON object with principal, rate, term and type' },
  )
  .superRefine((body, ctx) => {
    const months = periodMonths(body.frequency, body.term);
    if (Number.isInteger(body.term) && body.term % months !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['term'],
        message: `must be a multiple of ${months} months for ${body.frequency} payments`,
      });
    }
  });
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

export function scheduleFor(request: ScheduleRequest): Schedule {
  return amortize({
    principalCents: Math.round(request.principal * 100),
    ratePercent: request.rate,
    termMonths: request.term,
    type: request.type,
    frequency: request.frequency,
  });
}
