// Sample data for a new install: a small loan portfolio and starter quality test suites.
import type { Db } from '../platform/infra/prisma';
import type { Prisma } from './generated/client';

const day = 24 * 60 * 60 * 1000;

export async function seedSampleData(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  const [loans, suites] = await Promise.all([db.loan.count(), db.testSuite.count()]);
  if (loans > 0 || suites > 0) return { seeded: false };
  await db.loan.createMany({ data: sampleLoans(now) });
  await db.testSuite.createMany({ data: SAMPLE_TEST_SUITES });
  return { seeded: true };
}

/**
 * The four sample loans of the debt servicing portfolio, dated from `now`.
 * @internal
 */
export function sampleLoans(now: Date): Prisma.LoanCreateManyInput[] {
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      entityName: 'Harbor Logistics LLC',
      amountCents: 250_000_00,
      rate: 6.5,
      status: 'current',
      daysLate: 0,
      nextPayment: at(12),
      remainingBalanceCents: 187_500_00,
      type: 'term',
      maturityDate: at(3 * 365),
      collateral: 'Fleet vehicles',
      covenantStatus: 'compliant',
    },
    {
      entityName: 'Summit Ventures Trust',
      amountCents: 1_200_000_00,
      rate: 5.25,
      status: 'current',
      daysLate: 0,
      nextPayment: at(20),
      remainingBalanceCents: 1_050_000_00,
      type: 'io',
      maturityDate: at(5 * 365),
      collateral: 'Commercial real estate',
      covenantStatus: 'compliant',
    },
    {
      entityName: 'Blue Ridge Holdings Corp',
      amountCents: 480_000_00,
      rate: 7.75,
      status: 'late',
      daysLate: 30,
      nextPayment: at(-30),
      remainingBalanceCents: 402_300_00,
      type: 'term',
      maturityDate: at(2 * 365),
      collateral: 'Equipment',
      covenantStatus: 'breach-notice',
    },
    {
      entityName: 'Pinecrest Series LLC',
      amountCents: 90_000_00,
      rate: 9.0,
      status: 'delinquent',
      daysLate: 95,
      nextPayment: at(-95),
      remainingBalanceCents: 86_400_00,
      type: 'term',
      maturityDate: at(365),
      collateral: 'Accounts receivable',
      covenantStatus: 'default',
    },
  ];
}

/**
 * Runnable checks against the platform itself, each with a default recurring schedule (BullMQ job schedulers,
 * registered by the worker on start).
 * @internal
 */
export const SAMPLE_TEST_SUITES = [
  {
    name: 'API smoke',
    description: 'Health and catalog endpoints answer',
    testType: 'SMOKE',
    schedule: '0 * * * *',
    configuration: {
      checks: [
        { endpoint: '/api/health', method: 'GET', jsonPath: 'database', timeout: 5000 },
        { endpoint: '/api/catalog', method: 'GET', jsonPath: 'packages', timeout: 5000 },
      ],
    },
  },
  {
    name: 'Pricing rules',
    description: 'Premium in Delaware is priced with its state fee',
    testType: 'UNIT',
    schedule: '30 6 * * *',
    configuration: {
      endpoint: '/api/pricing',
      method: 'POST',
      body: { packages: ['PREMIUM'], services: [], states: ['DE'] },
      jsonPath: 'breakdown.1.price',
      timeout: 5000,
    },
  },
] satisfies Prisma.TestSuiteCreateManyInput[];
