// Webhook endpoints and events through the partner API: the secret answered once, rotation, update and delete,
// URLs refused at registration, events of a partner's orders with their sequence and a delivery queued for each
// endpoint that wants them; a second partner of the same name, and the other mode, reach none of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (key: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    payload,
  });

const PUBLIC_URL = 'https://93.184.216.34/formation-hooks';

const formation = (businessName: string) => ({
  kind: 'FORMATION',
  customer: { email: `${randomUUID()}@example.com`, firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['WY'],
  entityDetails: { WY: { businessName, entityType: 'LLC' } },
});

describe('webhook endpoints', () => {
  it('answers the secret once, rotates it, updates, disables and deletes the endpoint', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const created = await call(keys.TEST, 'POST', '/webhook_endpoints', { url: PUBLIC_URL, events: ['*'] });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ object: 'webhook_endpoint', url: PUBLIC_URL, events: ['*'], status: 'enabled' });
    expect(endpoint.secret).toMatch(/^whsec_/);

    const read = await call(keys.TEST, 'GET', `/webhook_endpoints/${endpoint.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('secret');
    const listed = await call(keys.TEST, 'GET', '/webhook_endpoints');
    expect(listed.json().data.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(listed.json())).not.toContain(endpoint.secret);

    const rotated = await call(keys.TEST, 'POST', `/webhook_endpoints/${endpoint.id}/rotate_secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(endpoint.secret);

    const updated = await call(keys.TEST, 'PATCH', `/webhook_endpoints/${endpoint.id}`, {
      events: ['order.completed', 'case.opened'],
      disabled: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ events: ['order.completed', 'case.opened'], status: 'disabled' });
    const enabled = await call(keys.TEST, 'PATCH', `/webhook_endpoints/${endpoint.id}`, { disabled: false });
    expect(enabled.json().status).toBe('enabled');

    const deleted = await call(keys.TEST, 'DELETE', `/webhook_endpoints/${endpoint.id}`);
    expect(deleted.json()).toEqual({ id: endpoint.id, object: 'webhook_endpoint', deleted: true });
    expect((await call(keys.TEST, 'GET', `/webhook_endpoints/${endpoint.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['http on a public address', 'http://93.184.216.34/hook'],
    ['loopback', 'https://127.0.0.1/hook'],
    ['a private network', 'https://10.0.0.5/hook'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/hook'],
    ['IPv4 loopback written as IPv6', 'https://[::ffff:127.0.0.1]/hook'],
    ['not a URL', 'hooks'],
  ])('refuses %s at registration and on update', async (_name, url) => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const refused = await call(keys.TEST, 'POST', '/webhook_endpoints', { url, events: ['*'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'url_invalid', param: 'url' });
    const endpoint = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: PUBLIC_URL, events: ['*'] })).json();
    const moved = await call(keys.TEST, 'PATCH', `/webhook_endpoints/${endpoint.id}`, { url });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses unknown event types', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const refused = await call(keys.TEST, 'POST', '/webhook_endpoints', {
      url: PUBLIC_URL,
      events: ['order.exploded'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.type).toBe('invalid_request_error');
  });
});

describe('events', () => {
  it("records an order's events in sequence, queues a delivery per endpoint wanting them, and resends one", async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const all = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: PUBLIC_URL, events: ['*'] })).json();
    const completions = (
      await call(keys.TEST, 'POST', '/webhook_endpoints', { url: PUBLIC_URL, events: ['order.completed'] })
    ).json();
    const order = (await call(keys.TEST, 'POST', '/orders', formation('Event Widgets LLC'))).json();

    const events = (await call(keys.TEST, 'GET', '/events')).json();
    expect(events.data).toEqual([
      expect.objectContaining({
        object: 'event',
        type: 'order.created',
        order: order.id,
        sequence: 1,
        livemode: false,
      }),
    ]);
    expect(events.data[0].data.object).toMatchObject({ id: order.id, object: 'order' });
    const one = await call(keys.TEST, 'GET', `/events/${events.data[0].id}`);
    expect(one.json().id).toBe(events.data[0].id);

    const deliveries = (await call(keys.TEST, 'GET', `/webhook_endpoints/${all.id}/deliveries`)).json();
    expect(deliveries.data).toEqual([
      expect.objectContaining({ event: events.data[0].id, type: 'order.created', status: 'pending', attempts: [] }),
    ]);
    expect((await call(keys.TEST, 'GET', `/webhook_endpoints/${completions.id}/deliveries`)).json().data).toEqual([]);
    const outbox = await ctx.db.outboxEntry.findMany({
      where: { kind: 'webhook.delivery', payload: { path: ['deliveryId'], equals: deliveries.data[0].id } },
    });
    expect(outbox).toHaveLength(1);

    const resent = await call(
      keys.TEST,
      'POST',
      `/webhook_endpoints/${all.id}/deliveries/${deliveries.data[0].id}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ event: events.data[0].id, status: 'pending' });
    expect((await call(keys.TEST, 'GET', `/webhook_endpoints/${all.id}/deliveries`)).json().data).toHaveLength(2);
  });

  it("lets a second partner of the same name, or the other mode's key, reach none of the first one's", async () => {
    const first = await createPartner(ctx.db, 'Twin Payroll', ['TEST', 'LIVE']);
    const second = await createPartner(ctx.db, 'Twin Payroll', ['TEST', 'LIVE']);
    const endpoint = (
      await call(first.keys.TEST, 'POST', '/webhook_endpoints', { url: PUBLIC_URL, events: ['*'] })
    ).json();
    await call(first.keys.TEST, 'POST', '/orders', formation('Twin Widgets LLC'));
    const event = (await call(first.keys.TEST, 'GET', '/events')).json().data[0];
    const delivery = (await call(first.keys.TEST, 'GET', `/webhook_endpoints/${endpoint.id}/deliveries`)).json()
      .data[0];

    for (const key of [second.keys.TEST, second.keys.LIVE, first.keys.LIVE]) {
      expect((await call(key, 'GET', '/webhook_endpoints')).json().data).toEqual([]);
      expect((await call(key, 'GET', '/events')).json().data).toEqual([]);
      for (const [method, url, body] of [
        ['GET', `/webhook_endpoints/${endpoint.id}`],
        ['PATCH', `/webhook_endpoints/${endpoint.id}`, { disabled: true }],
        ['POST', `/webhook_endpoints/${endpoint.id}/rotate_secret`],
        ['GET', `/webhook_endpoints/${endpoint.id}/deliveries`],
        ['POST', `/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/resend`],
        ['DELETE', `/webhook_endpoints/${endpoint.id}`],
        ['GET', `/events/${event.id}`],
      ] as [Method, string, object?][]) {
        const response = await call(key, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('resource_missing');
      }
      expect((await call(key, 'GET', `/events?cursor=${event.id}`)).statusCode).toBe(400);
    }
    expect((await call(first.keys.TEST, 'GET', `/webhook_endpoints/${endpoint.id}`)).json().status).toBe('enabled');
  });
});
