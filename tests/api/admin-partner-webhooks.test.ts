// Staff see a partner's webhook endpoints with each delivery's attempts and resend a delivery (audited with the staff
// user); another partner of the same name reaches none of it, and a client is refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
let admin: TestAgent;
let adminEmail: string;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000', PARTNER_WEBHOOK_ALLOW_LOCAL: 'true' });
  const signedIn = await signedInAs(ctx, 'ADMIN');
  admin = signedIn.agent;
  adminEmail = signedIn.user.email;
});
afterAll(async () => ctx?.close());

const partnerCall = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    payload,
  });

/** A partner with an endpoint and one order (an `order.created` delivery), its first attempt refused with 503. */
async function partnerWithDelivery() {
  const { partner, keys } = await createPartner(ctx.db, 'Twin Bank');
  const endpoint = (
    await partnerCall(keys.TEST, 'POST', '/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', events: ['*'] })
  ).json();
  const placed = await partnerCall(keys.TEST, 'POST', '/orders', {
    kind: 'FORMATION',
    customer: { email: `${randomUUID()}@example.com`, firstName: 'Twin', lastName: 'Client' },
    packages: ['PREMIUM'],
    services: [],
    states: ['WY'],
    entityDetails: { WY: { businessName: 'Twin LLC', entityType: 'LLC' } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const delivery = await ctx.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
  await ctx.db.webhookAttempt.create({
    data: { deliveryId: delivery.id, number: 1, status: 503, durationMs: 42, responseBody: 'try again later' },
  });
  return { partner, endpoint, delivery };
}

const endpointsOf = (partnerId: string, agent = admin) =>
  agent.request({ method: 'GET', url: `/api/admin/partners/${partnerId}/webhook-endpoints` });
const resend = (partnerId: string, endpointId: string, deliveryId: string, agent = admin) =>
  agent.request({
    method: 'POST',
    url: `/api/admin/partners/${partnerId}/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/resend`,
    csrf: true,
  });

it("shows each endpoint's deliveries with every attempt, and resends one as a new delivery, audited", async () => {
  const { partner, endpoint, delivery } = await partnerWithDelivery();
  const shown = await endpointsOf(partner.id);
  expect(shown.statusCode, shown.body).toBe(200);
  expect(shown.json()).toMatchObject([
    {
      id: endpoint.id,
      url: 'http://127.0.0.1:9/hooks',
      status: 'enabled',
      livemode: false,
      deliveries: [
        {
          id: delivery.id,
          type: 'order.created',
          status: 'pending',
          attempts: [{ number: 1, status: 503, durationMs: 42, responseBody: 'try again later', error: null }],
        },
      ],
    },
  ]);
  expect(JSON.stringify(shown.json())).not.toContain('whsec_');

  const again = await resend(partner.id, endpoint.id, delivery.id);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toMatchObject({ event: delivery.eventId, status: 'pending', attempts: [] });
  expect(again.json().id).not.toBe(delivery.id);
  const outbox = await ctx.db.outboxEntry.findMany({ where: { kind: 'webhook.delivery' } });
  expect(outbox.some((entry) => (entry.payload as { deliveryId: string }).deliveryId === again.json().id)).toBe(true);
  const audited = await ctx.db.auditEntry.findFirstOrThrow({
    where: { action: 'partner.webhook_resend', target: partner.id },
  });
  expect(audited).toMatchObject({ actorEmail: adminEmail });
  expect(audited.details).toMatchObject({
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    newDeliveryId: again.json().id,
  });
  expect((await endpointsOf(partner.id)).json()[0].deliveries.map((d: { id: string }) => d.id)).toEqual([
    again.json().id,
    delivery.id,
  ]);
});

it('answers 404 for another partner of the same name, an unknown partner or a malformed id', async () => {
  const first = await partnerWithDelivery();
  const second = await partnerWithDelivery();
  expect((await endpointsOf(second.partner.id)).json().map((e: { id: string }) => e.id)).toEqual([second.endpoint.id]);
  // The second partner's id with the first one's endpoint and delivery: nothing is sent.
  expect((await resend(second.partner.id, first.endpoint.id, first.delivery.id)).statusCode).toBe(404);
  expect((await resend(first.partner.id, first.endpoint.id, second.delivery.id)).statusCode).toBe(404);
  expect(await ctx.db.webhookDelivery.count({ where: { eventId: first.delivery.eventId } })).toBe(1);
  expect((await endpointsOf(randomUUID())).statusCode).toBe(404);
  const malformed = await resend('not-a-uuid', 'x', 'y');
  expect(malformed.statusCode).toBe(404);
  expect(malformed.json()).toEqual({ message: expect.any(String) });
});

it('refuses a client with 403, audited as access.denied', async () => {
  const { partner, endpoint, delivery } = await partnerWithDelivery();
  const client = await signedInAs(ctx, 'CLIENT');
  expect((await endpointsOf(partner.id, client.agent)).statusCode).toBe(403);
  expect((await resend(partner.id, endpoint.id, delivery.id, client.agent)).statusCode).toBe(403);
  expect(
    await ctx.db.auditEntry.count({ where: { action: 'access.denied', actorEmail: client.user.email } }),
  ).toBeGreaterThanOrEqual(2);
});

it('lets staff add an endpoint for a partner: its secret shown once, audited, live only once approved, the twin untouched', async () => {
  const { partner } = await createPartner(ctx.db, 'Twin Payroll');
  const { partner: twin } = await createPartner(ctx.db, 'Twin Payroll');
  const add = (partnerId: string, payload: object) =>
    admin.request({ method: 'POST', url: `/api/admin/partners/${partnerId}/webhook-endpoints`, payload, csrf: true });

  const added = await add(partner.id, { url: 'http://127.0.0.1:9/staff-hooks', events: ['order.created'] });
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json()).toMatchObject({ url: 'http://127.0.0.1:9/staff-hooks', livemode: false, status: 'enabled' });
  expect(added.json().secret).toMatch(/^whsec_/);
  const listed = (await endpointsOf(partner.id)).json();
  expect(listed.map((e: { id: string }) => e.id)).toEqual([added.json().id]);
  expect(JSON.stringify(listed)).not.toContain('whsec_');
  expect((await endpointsOf(twin.id)).json()).toEqual([]);
  const entry = await ctx.db.auditEntry.findFirstOrThrow({
    where: { action: 'partner.webhook_create', target: partner.id },
  });
  expect(entry.actorEmail).toBe(adminEmail);

  const live = await add(partner.id, { url: 'http://127.0.0.1:9/live', events: ['*'], mode: 'live' });
  expect(live.statusCode).toBe(400);
  expect(live.json().message).toBe('mode: live endpoints are for approved partners only');
  const notUrl = await add(partner.id, { url: 'ftp://example.com/x', events: ['*'] });
  expect(notUrl.json().message).toBe('url: must use https');
  const noEvents = await add(partner.id, { url: 'http://127.0.0.1:9/x', events: ['nothing.happened'] });
  expect(noEvents.statusCode).toBe(400);
  expect((await add(randomUUID(), { url: 'http://127.0.0.1:9/x', events: ['*'] })).statusCode).toBe(404);
  const client = (await signedInAs(ctx, 'CLIENT')).agent;
  const refused = await client.request({
    method: 'POST',
    url: `/api/admin/partners/${partner.id}/webhook-endpoints`,
    payload: { url: 'http://127.0.0.1:9/x', events: ['*'] },
    csrf: true,
  });
  expect(refused.statusCode).toBe(403);
});

it("sends a test event to one of the partner's endpoints as a new delivery started by the outbox, audited; the twin's id reaches nothing", async () => {
  const { partner, endpoint } = await partnerWithDelivery();
  const { partner: twin } = await createPartner(ctx.db, 'Twin Bank');
  const test = (partnerId: string, endpointId: string) =>
    admin.request({
      method: 'POST',
      url: `/api/admin/partners/${partnerId}/webhook-endpoints/${endpointId}/test`,
      csrf: true,
    });
  const sent = await test(partner.id, endpoint.id);
  expect(sent.statusCode, sent.body).toBe(201);
  expect(sent.json()).toMatchObject({ type: 'webhook_endpoint.test', status: 'pending', attempts: [] });
  const outbox = await ctx.db.outboxEntry.findMany({ where: { kind: 'webhook.delivery' } });
  expect(outbox.some((entry) => (entry.payload as { deliveryId?: string }).deliveryId === sent.json().id)).toBe(true);
  const event = await ctx.db.partnerEvent.findUniqueOrThrow({ where: { id: sent.json().event } });
  expect(event).toMatchObject({ partnerId: partner.id, orderId: null, type: 'webhook_endpoint.test' });
  const entry = await ctx.db.auditEntry.findFirstOrThrow({
    where: { action: 'partner.webhook_test', target: partner.id },
  });
  expect(entry.actorEmail).toBe(adminEmail);
  expect((await test(twin.id, endpoint.id)).statusCode).toBe(404);
  expect((await test(partner.id, 'nope')).statusCode).toBe(404);
});
