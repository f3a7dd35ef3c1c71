// The rows the webhook delivery workflow reads and writes: each attempt's record (kept before the attempt is
// answered, so a retried activity never sends twice), the delivery's outcome, and disabling an endpoint.
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

export const findWebhookAttempt = (db: Db, deliveryId: string, number: number) =>
  db.webhookAttempt.findUnique({ where: { deliveryId_number: { deliveryId, number } } });

export const deliveryToAttempt = (db: Db, deliveryId: string) =>
  db.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { endpoint: { include: { partner: { select: { apiVersion: true } } } }, event: true },
  });

export const deliveryWithPartner = (db: Db, deliveryId: string) =>
  db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: { include: { partner: true } } } });

export async function setDeliveryStatus(db: Db, deliveryId: string, status: 'SUCCEEDED' | 'FAILED'): Promise<void> {
  await db.webhookDelivery.update({ where: { id: deliveryId }, data: { status } });
}

export async function recordWebhookAttempt(
  db: Db,
  attempt: {
    deliveryId: string;
    number: number;
    status: number | null;
    durationMs: number;
    responseBody: string;
    error: string | null;
  },
): Promise<void> {
  try {
    await db.webhookAttempt.create({ data: attempt });
  } catch (err) {
    // Recorded by an earlier run of this attempt that lost its answer: that record stands.
    if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
  }
}

/** Disables the endpoint unless it is already, and answers since when it is disabled (the first time counts). */
export async function disableWebhookEndpoint(db: Db, endpointId: string): Promise<Date | null> {
  await db.webhookEndpoint.updateMany({
    where: { id: endpointId, disabledAt: null },
    data: { disabledAt: new Date() },
  });
  const { disabledAt } = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
  return disabledAt;
}
