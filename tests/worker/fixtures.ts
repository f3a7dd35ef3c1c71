// Small builders for worker tests against the real test database.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../api/lib/prisma';

export async function createOrder(
  db: Db,
  data: { stage?: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING' | 'COMPLETE' } = {},
) {
  return db.order.create({
    data: {
      checkoutKey: `test-${randomUUID()}`,
      paymentStatus: 'PAID',
      stage: data.stage ?? null,
      packages: ['premium'],
      services: [],
      states: ['DE'],
      state: 'DE',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: `ada-${randomUUID()}@test.example`,
      business: { businessName: 'Analytical Engines LLC' },
      packageTotalCents: 50_000,
      servicesTotalCents: 0,
      stateFeesTotalCents: 10_000,
      subtotalCents: 60_000,
      totalUSD: 60_000,
      breakdown: [],
    },
  });
}
