// A partner's events, written in the transaction of the change they report (an order's stage, a case, a document,
// a filing): each one numbered within its order and, for every enabled endpoint that wants its type, a delivery and
// the outbox entry that starts the delivery's workflow once the transaction commits.

import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { PartnerEventType } from '../../../domain/partner-api/events';
import { wantsEvent } from '../../../domain/partner-api/events';
import { CURRENT_API_VERSION } from '../../../domain/partner-api/versions';
import type { Prisma } from '../../../prisma/generated/client';
import { orderView, partnerOrderInclude } from './views';

type Tx = Prisma.TransactionClient;

/**
 * Records an event of a partner's order (nothing for an order placed elsewhere). The order's row is locked for the
 * rest of the transaction, so two events of one order never take the same sequence number.
 */
export async function recordOrderEvent(
  tx: Tx,
  orderId: string,
  type: PartnerEventType,
  details: Record<string, unknown> = {},
): Promise<string | null> {
  const [locked] = await tx.$queryRaw<{ partnerId: string | null }[]>`
    SELECT "partnerId"::text AS "partnerId" FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
  if (!locked?.partnerId) return null;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: partnerOrderInclude });
  const last = await tx.partnerEvent.aggregate({ where: { orderId }, _max: { sequence: true } });
  const mode = order.testMode ? 'TEST' : 'LIVE';
  const event = await tx.partnerEvent.create({
    data: {
      partnerId: locked.partnerId,
      mode,
      type,
      orderId,
      sequence: (last._max.sequence ?? 0) + 1,
      data: { object: orderView(order), ...details } as Prisma.InputJsonValue,
    },
  });
  // Shared locks: an endpoint enabled meanwhile waits for this commit and then releases what this held, or was
  // enabled first and this sees it enabled; no delivery is held for an endpoint already on again.
  const endpoints = await tx.$queryRaw<{ id: string; events: string[]; disabledAt: Date | null }[]>`
    SELECT id::text AS id, events, "disabledAt" FROM "WebhookEndpoint"
    WHERE "partnerId" = ${locked.partnerId}::uuid AND mode = ${mode}::"ApiMode" FOR SHARE`;
  for (const endpoint of endpoints.filter((e) => wantsEvent(e.events, type))) {
    if (endpoint.disabledAt) await holdDelivery(tx, endpoint.id, event.id);
    else await queueDelivery(tx, endpoint.id, event.id);
  }
  return event.id;
}

/** How long a disabled endpoint's deliveries are kept for it: older ones fail when it is enabled again. */
const HELD_DELIVERY_MS = 3 * 24 * 60 * 60 * 1000;

/** A delivery to a disabled endpoint: pending and not started until the endpoint is enabled again. */
const holdDelivery = (tx: Tx, endpointId: string, eventId: string) =>
  tx.webhookDelivery.create({ data: { endpointId, eventId, heldAt: new Date() } });

/**
 * An endpoint enabled again: its held deliveries of the last 3 days start (in the order their events happened),
 * older ones fail. Answers how many were started.
 */
export async function releaseHeldDeliveries(tx: Tx, endpointId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - HELD_DELIVERY_MS);
  await tx.webhookDelivery.updateMany({
    where: { endpointId, heldAt: { lt: since }, status: 'PENDING' },
    data: { heldAt: null, status: 'FAILED' },
  });
  const held = await tx.webhookDelivery.findMany({
    where: { endpointId, heldAt: { gte: since }, status: 'PENDING' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  for (const { id } of held) {
    await tx.webhookDelivery.update({ where: { id }, data: { heldAt: null } });
    await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.webhookDelivery, payload: { deliveryId: id } } });
  }
  return held.length;
}

/** A delivery of an event to an endpoint, started by the outbox relay after the commit. */
export async function queueDelivery(tx: Tx, endpointId: string, eventId: string) {
  const delivery = await tx.webhookDelivery.create({ data: { endpointId, eventId } });
  await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.webhookDelivery, payload: { deliveryId: delivery.id } } });
  return delivery;
}

type EventRow = Prisma.PartnerEventGetPayload<object>;
export const eventView = (row: EventRow) => ({
  id: row.id,
  object: 'event' as const,
  type: row.type as PartnerEventType,
  sequence: row.sequence,
  order: row.orderId,
  data: row.data as Record<string, unknown>,
  /** Stored in the current version; answerAt shapes the whole event into the reader's version. */
  apiVersion: CURRENT_API_VERSION,
  livemode: row.mode === 'LIVE',
  createdAt: row.createdAt.toISOString(),
});
