// A partner's webhook endpoints as staff see them in the back-office: every endpoint of both modes with its latest
// deliveries and each delivery's attempts, and resending a delivery of one of the partner's endpoints.

import type { PartnerEventType } from '../../../domain/partner-api/events';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { queueDelivery } from './events';
import { deliveryInclude, deliveryView, endpointView, resendDelivery } from './webhooks';

/** Deliveries shown per endpoint, newest first (the partner API pages through all of them). */
const STAFF_DELIVERIES_SHOWN = 25;

/** Null when there is no such partner. */
export async function partnerWebhooks(db: Db, partnerId: string) {
  if ((await db.partner.count({ where: { id: partnerId } })) === 0) return null;
  const endpoints = await db.webhookEndpoint.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: {
      deliveries: {
        include: deliveryInclude,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: STAFF_DELIVERIES_SHOWN,
      },
    },
  });
  return endpoints.map(({ deliveries, ...endpoint }) => ({
    ...endpointView(endpoint),
    deliveries: deliveries.map(deliveryView),
  }));
}

/** A new delivery of the same event to the same endpoint, or null when the endpoint or delivery is not the partner's. */
export async function resendPartnerDelivery(db: Db, partnerId: string, endpointId: string, deliveryId: string) {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: endpointId, partnerId }, select: { id: true } });
  return endpoint ? resendDelivery(db, endpoint.id, deliveryId) : null;
}

/** The type of the event staff send to check an endpoint; no order's change, so it belongs to no order. */
const WEBHOOK_TEST_EVENT = 'webhook_endpoint.test' satisfies PartnerEventType;

/**
 * A test event sent to one of the partner's endpoints (staff checking it answers): a delivery like any other, started
 * by the outbox and signed the same way; null when the endpoint is not the partner's.
 */
export async function sendPartnerTestEvent(db: Db, partnerId: string, endpointId: string) {
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: endpointId, partnerId } });
  if (!endpoint) return null;
  const delivery = await db.$transaction(async (tx) => {
    const event = await tx.partnerEvent.create({
      data: {
        partnerId,
        mode: endpoint.mode,
        type: WEBHOOK_TEST_EVENT,
        sequence: 0,
        data: { object: { endpoint: endpoint.id, url: endpoint.url }, test: true } as Prisma.InputJsonValue,
      },
    });
    return queueDelivery(tx, endpoint.id, event.id);
  });
  return deliveryView(
    await db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: deliveryInclude }),
  );
}
