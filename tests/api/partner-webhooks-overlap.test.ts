// Webhook secret rotation and disabled endpoints, through the API and the delivery activity the worker runs: after
// a rotation both secrets sign (two v1= signatures) for 24 hours, then only the new one; events while an endpoint is
// disabled are held as pending deliveries, sent when it is enabled again if at most 3 days old, failed if older;
// and each webhook is sent in the partner's pinned version.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_API_VERSION } from '../../domain/partner-api/versions';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { verifySignature } from '../../sdk/src/webhooks';
import { createWebhookActivities } from '../../worker/webhooks/activities';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

let ctx: TestContext;
let receiver: WebhookReceiver;
const sent: MailMessage[] = [];
const mailer: Mailer = { transport: 'log', send: async (message) => void sent.push(message) };
let activities: ReturnType<typeof createWebhookActivities>;

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000', PARTNER_WEBHOOK_ALLOW_LOCAL: 'true' });
  receiver = await startWebhookReceiver(0);
  activities = createWebhookActivities({ db: ctx.db, mailer, publicUrl: 'http://localhost', webhookAllowLocal: true });
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (key: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    payload,
  });

const placeOrder = async (key: string) => {
  const placed = await call(key, 'POST', '/orders', {
    kind: 'FORMATION',
    customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
    packages: ['PREMIUM'],
    services: [],
    states: ['WY'],
    entityDetails: { WY: { businessName: 'Same Name LLC', entityType: 'LLC' } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id as string;
};

/** The endpoint's delivery of the order's order.created event. */
const deliveryOf = (endpointId: string, orderId: string) =>
  ctx.db.webhookDelivery.findFirstOrThrow({ where: { endpointId, event: { orderId, type: 'order.created' } } });

/** Sends a delivery as the worker does, and answers what the receiver got. */
async function send(deliveryId: string) {
  const before = receiver.received.length;
  const { outcome } = await activities.attemptWebhookDelivery({ deliveryId, attempt: 1 });
  expect(outcome).toBe('succeeded');
  expect(receiver.received).toHaveLength(before + 1);
  return receiver.received[before];
}

describe('webhook secret rotation', () => {
  it('signs with both secrets for 24 hours after a rotation, then with the new one alone', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const endpoint = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] })).json();
    const rotated = await call(keys.TEST, 'POST', `/webhook_endpoints/${endpoint.id}/rotate_secret`);
    const { secret } = rotated.json();
    expect(secret).not.toBe(endpoint.secret);

    const first = await send((await deliveryOf(endpoint.id, await placeOrder(keys.TEST))).id);
    expect(first.signature.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(first.body, first.signature, secret)).toBe(true);
    expect(verifySignature(first.body, first.signature, endpoint.secret)).toBe(true);
    expect(verifySignature(first.body, first.signature, 'whsec_someone_else')).toBe(false);
    // The event names the version that shaped it.
    expect(JSON.parse(first.body)).toMatchObject({ object: 'event', apiVersion: CURRENT_API_VERSION });

    // 24 hours later the old secret no longer signs.
    await ctx.db.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { previousSecretExpiresAt: new Date(Date.now() - 1000) },
    });
    const later = await send((await deliveryOf(endpoint.id, await placeOrder(keys.TEST))).id);
    expect(later.signature.match(/v1=/g)).toHaveLength(1);
    expect(verifySignature(later.body, later.signature, secret)).toBe(true);
    expect(verifySignature(later.body, later.signature, endpoint.secret)).toBe(false);
  });
});

describe('the version of a webhook', () => {
  it("sends the event in the partner's pinned version", async () => {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank');
    await ctx.db.partner.update({ where: { id: partner.id }, data: { apiVersion: '2026-11-01' } });
    const endpoint = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] })).json();
    const got = await send((await deliveryOf(endpoint.id, await placeOrder(keys.TEST))).id);
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({ type: 'order.created', apiVersion: '2026-11-01' });
    expect(event.data.object).not.toHaveProperty('filings');
    expect(event.data.object).not.toHaveProperty('completedAt');
    expect(event.data.object).toHaveProperty('metadata');
  });
});

describe('a disabled endpoint', () => {
  it('keeps its events as pending deliveries and sends those of the last 3 days when enabled again', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    // A second partner of the same name with its own endpoint, disabled too: its held deliveries stay its own.
    const other = await createPartner(ctx.db, 'Same Name Bank');
    const endpoint = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] })).json();
    const otherEndpoint = (
      await call(other.keys.TEST, 'POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] })
    ).json();
    for (const [key, id] of [
      [keys.TEST, endpoint.id],
      [other.keys.TEST, otherEndpoint.id],
    ])
      expect((await call(key, 'PATCH', `/webhook_endpoints/${id}`, { disabled: true })).json().status).toBe('disabled');

    const recent = await placeOrder(keys.TEST);
    const old = await placeOrder(keys.TEST);
    const otherOrder = await placeOrder(other.keys.TEST);
    const held = await ctx.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(held.every((d) => d.heldAt !== null && d.status === 'PENDING')).toBe(true);
    // Held: nothing is queued for the worker while the endpoint is off.
    const queued = await ctx.db.outboxEntry.count({
      where: { payload: { path: ['deliveryId'], equals: (await deliveryOf(endpoint.id, recent)).id } },
    });
    expect(queued).toBe(0);
    const listed = (await call(keys.TEST, 'GET', `/webhook_endpoints/${endpoint.id}/deliveries`)).json().data;
    expect(listed.map((d: { status: string }) => d.status)).toContain('pending');

    // One event is older than the 3 days a disabled endpoint's events are kept.
    const oldDelivery = await deliveryOf(endpoint.id, old);
    await ctx.db.webhookDelivery.update({
      where: { id: oldDelivery.id },
      data: { heldAt: new Date(Date.now() - 3 * 24 * 3600_000 - 60_000) },
    });

    const enabled = await call(keys.TEST, 'PATCH', `/webhook_endpoints/${endpoint.id}`, { disabled: false });
    expect(enabled.json().status).toBe('enabled');
    const recentDelivery = await ctx.db.webhookDelivery.findUniqueOrThrow({
      where: { id: (await deliveryOf(endpoint.id, recent)).id },
    });
    expect(recentDelivery).toMatchObject({ heldAt: null, status: 'PENDING' });
    expect(
      await ctx.db.outboxEntry.count({ where: { payload: { path: ['deliveryId'], equals: recentDelivery.id } } }),
    ).toBe(1);
    expect(await ctx.db.webhookDelivery.findUniqueOrThrow({ where: { id: oldDelivery.id } })).toMatchObject({
      heldAt: null,
      status: 'FAILED',
    });
    // Sent as the worker sends it.
    const got = await send(recentDelivery.id);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'order.created', order: recent });

    // The other partner's endpoint, still disabled, still holds its own.
    const otherHeld = await deliveryOf(otherEndpoint.id, otherOrder);
    expect(otherHeld.heldAt).not.toBeNull();
  });
});
