// A partner's webhook endpoints (in the key's mode), their deliveries and the attempts of each. The signing secret
// is answered when the endpoint is made or its secret rotated, never in lists.
import type { PartnerEventType, WebhookEventChoice } from '../../../domain/partner-api/events';
import type { ApiMode, Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { queueDelivery, releaseHeldDeliveries } from './events';
import { checkWebhookUrl } from './webhook-address';
import { newWebhookSecret, SECRET_OVERLAP_MS } from './webhook-signature';

export interface Owner {
  partnerId: string;
  mode: ApiMode;
}

type EndpointRow = Prisma.WebhookEndpointGetPayload<object>;
export const endpointView = (row: EndpointRow) => ({
  id: row.id,
  object: 'webhook_endpoint' as const,
  url: row.url,
  /** Checked against the event types when it was set (webhookEventsSchema). */
  events: row.events as WebhookEventChoice[],
  status: row.disabledAt ? ('disabled' as const) : ('enabled' as const),
  livemode: row.mode === 'LIVE',
  createdAt: row.createdAt.toISOString(),
});

export const deliveryInclude = {
  event: { select: { type: true } },
  attempts: { orderBy: { number: 'asc' } },
} as const;
type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;
export const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  object: 'webhook_delivery' as const,
  event: row.eventId,
  type: row.event.type as PartnerEventType,
  status: row.status.toLowerCase() as 'pending' | 'succeeded' | 'failed',
  attempts: row.attempts.map((attempt) => ({
    number: attempt.number,
    status: attempt.status,
    durationMs: attempt.durationMs,
    responseBody: attempt.responseBody,
    error: attempt.error,
    createdAt: attempt.createdAt.toISOString(),
  })),
  createdAt: row.createdAt.toISOString(),
});

/** Refuses (WebhookUrlRefused) a URL that is not https on a public address, unless local addresses are allowed. */
export const checkEndpointUrl = (url: string, allowLocal: boolean) => checkWebhookUrl(url, { allowLocal });

export async function createEndpoint(db: Db, owner: Owner, input: { url: string; events: string[] }) {
  const row = await db.webhookEndpoint.create({
    data: { ...owner, url: input.url, events: [...new Set(input.events)], secret: newWebhookSecret() },
  });
  return { ...endpointView(row), secret: row.secret };
}

export const findEndpoint = (db: Db, owner: Owner, id: string) =>
  db.webhookEndpoint.findFirst({ where: { id, ...owner } });

export async function updateEndpoint(
  db: Db,
  row: EndpointRow,
  input: { url?: string; events?: string[]; disabled?: boolean },
) {
  const disabledAt = input.disabled === undefined ? undefined : input.disabled ? (row.disabledAt ?? new Date()) : null;
  const updated = await db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: row.id },
      data: { url: input.url, events: input.events && [...new Set(input.events)], disabledAt },
    });
    // Enabled again: what happened while it was off is sent now (at most 3 days of it).
    if (row.disabledAt && disabledAt === null) await releaseHeldDeliveries(tx, row.id);
    return endpoint;
  });
  return endpointView(updated);
}

/** A new secret; the one it replaces still signs beside it for 24 hours (SECRET_OVERLAP_MS). */
export async function rotateEndpointSecret(db: Db, row: EndpointRow, now = new Date()) {
  const updated = await db.webhookEndpoint.update({
    where: { id: row.id },
    data: {
      secret: newWebhookSecret(),
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
    },
  });
  return { ...endpointView(updated), secret: updated.secret };
}

export const deleteEndpoint = (db: Db, row: EndpointRow) => db.webhookEndpoint.delete({ where: { id: row.id } });

export const listEndpoints = (db: Db, owner: Owner, args: object) =>
  db.webhookEndpoint.findMany({ where: owner, ...args });

export const listDeliveries = (db: Db, endpointId: string, args: object) =>
  db.webhookDelivery.findMany({ where: { endpointId }, include: deliveryInclude, ...args });

export const ownsDelivery = async (db: Db, endpointId: string, id: string) =>
  (await db.webhookDelivery.count({ where: { id, endpointId } })) === 1;

/** Sends a delivery's event again, as a new delivery to the same endpoint. */
export async function resendDelivery(db: Db, endpointId: string, deliveryId: string) {
  const delivery = await db.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId } });
  if (!delivery) return null;
  const again = await db.$transaction((tx) => queueDelivery(tx, endpointId, delivery.eventId));
  return deliveryView(
    await db.webhookDelivery.findUniqueOrThrow({ where: { id: again.id }, include: deliveryInclude }),
  );
}

export const listEvents = (db: Db, owner: Owner, args: object, type?: string) =>
  db.partnerEvent.findMany({ where: { ...owner, ...(type ? { type } : {}) }, ...args });

export const findEvent = (db: Db, owner: Owner, id: string) => db.partnerEvent.findFirst({ where: { id, ...owner } });

/** One order's events in the order they happened (its ownership checked first: see ownership.ts). */
export const listOrderEvents = (db: Db, orderId: string) =>
  db.partnerEvent.findMany({ where: { orderId: orderId.toLowerCase() }, orderBy: { sequence: 'asc' } });
