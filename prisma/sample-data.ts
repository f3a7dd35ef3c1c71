// Sample data for a new install: a small loan portfolio and starter quality test suites.
import type { Db } from '../api/lib/prisma';

const day = 24 * 60 * 60 * 1000;

export async function seedSampleData(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  const [loans, suites] = await Promise.all([db.loan.count(), db.testSuite.count()]);
  if (loans > 0 || suites > 0) return { seeded: false };
  const at = (days: number) => new Date(now.getTime() + days * day);
  await db.loan.createMany({
    data: [
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
    ],
  });
  await db.testSuite.createMany({
    data: [
      {
        name: 'API smoke',
        description: 'Health, catalog and pricing endpoints answer',
        testType: 'SMOKE',
        configuration: { endpoint: '/api/health', method: 'GET', timeout: 5000 },
      },
      {
        name: 'Pricing rules',
        description: 'Every price rule of the catalog',
        testType: 'UNIT',
        configuration: { endpoint: '/api/pricing', method: 'POST', timeout: 5000 },
      },
    ],
  });
  return { seeded: true };
}
