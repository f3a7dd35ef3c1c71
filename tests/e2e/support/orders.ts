// Paid orders written straight into the browser-test database, in the state a test needs.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/infra/prisma';

export interface SeedOrder {
  company: string;
  totalUSD: number;
  status?: 'PENDING' | 'IN_PROGRESS' | 'COMPLETE' | 'CANCELED';
  stage?: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING' | 'COMPLETE';
  states?: string[];
  userId?: string;
}

export async function seedOrder(db: Db, order: SeedOrder) {
  const states = order.states ?? ['DE'];
  return db.order.create({
    data: {
      checkoutKey: `e2e-${randomUUID()}`,
      paymentStatus: 'PAID',
      paidAt: new Date(),
      status: order.status ?? 'PENDING',
      stage: order.stage ?? 'PENDING_REVIEW',
      userId: order.userId,
      packages: ['PREMIUM'],
      services: [],
      states,
      state: states[0],
      contactFirstName: 'Grace',
      contactLastName: 'Hopper',
      contactEmail: `grace-${randomUUID().slice(0, 8)}@e2e.test`,
      contactCompany: order.company,
      business: { businessName: `${order.company} LLC` },
      packageTotalCents: order.totalUSD,
      servicesTotalCents: 0,
      stateFeesTotalCents: 0,
      subtotalCents: order.totalUSD,
      totalUSD: order.totalUSD,
      breakdown: [],
      entities: {
        create: states.map((stateCode) => ({
          stateCode,
          businessName: `${order.company} ${stateCode} LLC`,
          entityType: 'LLC' as const,
        })),
      },
    },
  });
}
