// Delaware annual franchise tax for domestic stock corporations, both methods the Division of Corporations
// publishes (corp.delaware.gov/frtaxcalc, rates in force since 2018-01-01, read 2026-11-23), exact in cents.
// Shares are whole numbers and money is BigInt in billionths of a dollar, so par values such as $0.00001 and
// the six-decimal assumed par never carry a floating-point error. Large Corporate Filers (a flat $250,000) and
// penalties are out of scope: Delaware's portal has the final figure.
import { z } from 'zod';

export const DELAWARE_FRANCHISE_TAX_SOURCE = {
  url: 'https://corp.delaware.gov/frtaxcalc/',
  readOn: '2026-11-23',
} as const;

const ANNUAL_REPORT_FEE_CENTS = 50_00;
const MAX_TAX_CENTS = 200_000_00;
const AUTHORIZED_MIN_CENTS = 175_00; // 5,000 shares or fewer
const AUTHORIZED_SECOND_TIER_CENTS = 250_00; // 5,001 to 10,000 shares
const AUTHORIZED_STEP_CENTS = 85_00; // each further 10,000 shares or part of them
const APVC_STEP_CENTS = 400_00; // each $1,000,000 of assumed par value capital or part of it

const NANO = 1_000_000_000n; // billionths of a dollar per dollar
const MILLION_DOLLARS_NANO = 1_000_000n * NANO;

export interface ShareClass {
  name: string;
  authorizedShares: number;
  /** Par value per share as a decimal string in dollars ('0.00001'); '0' for no-par stock. */
  parValue: string;
}

export interface FranchiseTaxInput {
  classes: ShareClass[];
  /** Issued shares of every class, treasury shares included. */
  issuedShares: number;
  /** Total gross assets (Form 1120, Schedule L), in cents. */
  grossAssetsCents: number;
}

export interface FranchiseTaxEstimate {
  authorizedSharesMethodCents: number;
  /** null when no shares are issued: the method needs at least one. */
  assumedParValueCapitalMethodCents: number | null;
  /** Assumed par in dollars to six decimals, as Delaware writes it ('2.061856'). */
  assumedPar: string | null;
  /**
   * Assumed par value capital in whole dollars, rounded up, as decimal digits: it reaches far beyond the safe
   * integers for the figures the form accepts (a trillion shares at a large assumed par), so it stays exact.
   */
  assumedParValueCapitalDollars: string | null;
  lesserMethod: 'authorized-shares' | 'assumed-par-value-capital';
  taxCents: number;
  annualReportFeeCents: number;
  totalDueCents: number;
}

const PAR_VALUE = /^(0|[1-9]\d{0,8})(\.\d{1,9})?$/;

const shareClassSchema = z.object({
  name: z.string().trim().min(1, 'class name is required').max(60),
  authorizedShares: z.number().int('authorized shares must be a whole number').min(1).max(1e12),
  parValue: z
    .string()
    .regex(PAR_VALUE, 'par value must be a dollar amount with at most 9 decimals, e.g. 0.00001 (0 for no par)'),
});

export const franchiseTaxInputSchema = z
  .object({
    classes: z.array(shareClassSchema).min(1, 'at least one class of stock is required').max(20),
    issuedShares: z.number().int('issued shares must be a whole number').min(0).max(1e12),
    grossAssetsCents: z.number().int('gross assets must be in whole cents').min(0).max(1e17),
  })
  .refine((input) => input.issuedShares <= totalAuthorized(input.classes), {
    error: 'issued shares cannot exceed authorized shares',
    path: ['issuedShares'],
  });

function totalAuthorized(classes: readonly ShareClass[]): number {
  return classes.reduce((sum, c) => sum + c.authorizedShares, 0);
}

/** Dollars as a decimal string to billionths. */
function parseDollarsNano(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * NANO + BigInt(fraction.padEnd(9, '0'));
}

const divideRoundingUp = (a: bigint, b: bigint) => (a + b - 1n) / b;
const greater = (a: bigint, b: bigint) => (a > b ? a : b);

/** @internal */
export function authorizedSharesMethodCents(authorizedShares: number): number {
  if (authorizedShares <= 5_000) return AUTHORIZED_MIN_CENTS;
  if (authorizedShares <= 10_000) return AUTHORIZED_SECOND_TIER_CENTS;
  const steps = Math.ceil((authorizedShares - 10_000) / 10_000);
  return Math.min(AUTHORIZED_SECOND_TIER_CENTS + steps * AUTHORIZED_STEP_CENTS, MAX_TAX_CENTS);
}

/** Gross assets over issued shares, rounded half up to six decimals, in billionths of a dollar. */
function assumedParNano(grossAssetsCents: number, issuedShares: number): bigint {
  const micro = (BigInt(grossAssetsCents) * 10_000n * 2n + BigInt(issuedShares)) / (2n * BigInt(issuedShares));
  return micro * 1_000n;
}

function assumedParValueCapital(input: FranchiseTaxInput) {
  if (input.issuedShares < 1) return null;
  const assumedPar = assumedParNano(input.grossAssetsCents, input.issuedShares);
  // Each class counts at the greater of the assumed par and its own par value (no-par stock: the assumed par).
  const capitalNano = input.classes.reduce((sum, c) => {
    const par = parseDollarsNano(c.parValue);
    return sum + greater(par, assumedPar) * BigInt(c.authorizedShares);
  }, 0n);
  const steps = capitalNano === 0n ? 1n : divideRoundingUp(capitalNano, MILLION_DOLLARS_NANO);
  return {
    assumedPar: formatMicroDollars(assumedPar / 1_000n),
    capitalDollars: divideRoundingUp(capitalNano, NANO).toString(),
    taxCents: Math.min(Number(steps) * APVC_STEP_CENTS, MAX_TAX_CENTS),
  };
}

function formatMicroDollars(micro: bigint): string {
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${fraction}`;
}

export function estimateDelawareFranchiseTax(input: FranchiseTaxInput): FranchiseTaxEstimate {
  const byShares = authorizedSharesMethodCents(totalAuthorized(input.classes));
  const byCapital = assumedParValueCapital(input);
  const capitalIsLess = byCapital !== null && byCapital.taxCents < byShares;
  const taxCents = capitalIsLess ? byCapital.taxCents : byShares;
  return {
    authorizedSharesMethodCents: byShares,
    assumedParValueCapitalMethodCents: byCapital?.taxCents ?? null,
    assumedPar: byCapital?.assumedPar ?? null,
    assumedParValueCapitalDollars: byCapital?.capitalDollars ?? null,
    lesserMethod: capitalIsLess ? 'assumed-par-value-capital' : 'authorized-shares',
    taxCents,
    annualReportFeeCents: ANNUAL_REPORT_FEE_CENTS,
    totalDueCents: taxCents + ANNUAL_REPORT_FEE_CENTS,
  };
}

/** Only Delaware corporations owe the franchise tax computed here (LLCs pay a flat annual tax). */
export const owesDelawareFranchiseTax = (entity: { stateCode: string; entityType: string }): boolean =>
  entity.stateCode === 'DE' && entity.entityType === 'CORP';

/** The compliance rule of the March 1 report (domain/compliance-rules.ts) that quotes this estimate. */
export const FRANCHISE_TAX_RULE_ID = 'DE-CORP-FRANCHISE-TAX';

export const FRANCHISE_TAX_NOTE =
  "An estimate from the figures entered. Delaware's online franchise tax portal computes the final amount due.";

export const FRANCHISE_TAX_METHOD_LABELS = {
  'authorized-shares': 'Authorized Shares method',
  'assumed-par-value-capital': 'Assumed Par Value Capital method',
} as const satisfies Record<FranchiseTaxEstimate['lesserMethod'], string>;

/** Whole dollars given as decimal digits, of any size, with cents: '3311856' -> '$3,311,856.00'. */
export const dollarsOfWholeDigits = (digits: string) => `$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.00`;

/** Cents as dollars with cents: 40000 -> '$400.00'. */
export const dollarsOfCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The sentence reminders and the calendar quote for a Delaware corporation's March 1 report. */
export function franchiseTaxSummary(estimate: FranchiseTaxEstimate | null): string {
  if (!estimate) {
    return (
      'Enter your share classes, issued shares and gross assets in your compliance calendar to see the franchise ' +
      'tax by both methods: Delaware bills by the Authorized Shares method unless you file with the Assumed Par ' +
      'Value Capital method, which is often far lower.'
    );
  }
  return (
    `Estimated franchise tax: ${dollarsOfCents(estimate.taxCents)} by the ${FRANCHISE_TAX_METHOD_LABELS[estimate.lesserMethod]} ` +
    `(the lesser of the two), plus the ${dollarsOfCents(estimate.annualReportFeeCents)} annual report fee: ` +
    `${dollarsOfCents(estimate.totalDueCents)} in all. ${FRANCHISE_TAX_NOTE}`
  );
}
