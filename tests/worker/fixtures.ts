// Small builders for worker tests against the real test database.
import { randomUUID } from 'node:crypto';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';

export async function createOrder(
  db: Db,
  data: {
    stage?: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING' | 'COMPLETE';
    states?: string[];
    userId?: string;
    stripePaymentIntentId?: string;
    totalUSD?: number;
    /** A partner's test-mode order. */
    testMode?: boolean;
    contactEmail?: string;
  } = {},
) {
  const states = data.states ?? ['DE'];
  return db.order.create({
    data: {
      checkoutKey: `test-${randomUUID()}`,
      paymentStatus: 'PAID',
      stage: data.stage ?? null,
      packages: ['premium'],
      services: [],
      states,
      state: states[0],
      userId: data.userId,
      stripePaymentIntentId: data.stripePaymentIntentId,
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: data.contactEmail ?? `ada-${randomUUID()}@test.example`,
      testMode: data.testMode ?? false,
      business: { businessName: 'Analytical Engines LLC' },
      packageTotalCents: 50_000,
      servicesTotalCents: 0,
      stateFeesTotalCents: 10_000,
      subtotalCents: 60_000,
      totalUSD: data.totalUSD ?? 60_000,
      breakdown: [],
      entities: {
        create: states.map((stateCode) => ({
          stateCode,
          businessName: `Analytical Engines ${stateCode} LLC`,
          entityType: 'LLC' as const,
        })),
      },
    },
  });
}

/** A mailer that keeps what it was asked to send. */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'log',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
