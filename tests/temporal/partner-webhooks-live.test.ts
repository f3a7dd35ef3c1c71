// Partner webhooks on a real Temporal service, through the real API, worker and delivery workflow: a receiver that
// fails the first two attempts of every event still gets every event, every request's signature verifies, and
// after de-duplicating by event id each order's events come in sequence; an endpoint that always fails is disabled
// after the retry schedule and its partner emailed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../sdk/src/webhooks';
import { createTestApp, signedInAs } from '../helpers/api';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPartner } from '../helpers/partners';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const availability = liveSuiteAvailability('Live Temporal suite (partner webhooks)');
const WEBHOOK_ENV = { PARTNER_WEBHOOK_ALLOW_LOCAL: 'true', PARTNER_WEBHOOK_RETRY_SCHEDULE_MS: '300,300,300,300,300' };

describe.skipIf(!availability.available)('partner webhooks on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'partner-webhooks-live',
    mail: true,
    app: (env, gateway) =>
      createTestApp({ ...env, ...WEBHOOK_ENV, PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { temporal: gateway }),
    workerEnv: () => ({ ...WEBHOOK_ENV, NODE_ENV: 'test' }),
  });
  let flaky: WebhookReceiver;
  let broken: WebhookReceiver;
  beforeAll(async () => {
    flaky = await startWebhookReceiver(2);
    broken = await startWebhookReceiver(1000);
  });
  afterAll(async () => {
    await flaky?.close();
    await broken?.close();
  });

  const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    live.ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
      payload,
    });

  it('delivers every event signed, through two failed attempts each, in sequence per order', async () => {
    // Live keys: staff move these orders (a test key's orders move on their own).
    const { partner, keys } = await createPartner(live.ctx.db, 'Webhook Bank', ['LIVE']);
    const endpoint = (await call(keys.LIVE, 'POST', '/webhook_endpoints', { url: flaky.url, events: ['*'] })).json();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const failing = (
      await call(keys.LIVE, 'POST', '/webhook_endpoints', { url: broken.url, events: ['order.created'] })
    ).json();

    const orders: string[] = [];
    for (const name of ['Hook One LLC', 'Hook Two LLC']) {
      const placed = await call(keys.LIVE, 'POST', '/orders', {
        kind: 'FORMATION',
        customer: { email: `${randomUUID()}@example.com`, firstName: 'Pat', lastName: 'Partner' },
        packages: ['PREMIUM'],
        services: [],
        states: ['WY'],
        entityDetails: { WY: { businessName: name, entityType: 'LLC' } },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json().id);
    }

    // Staff move both orders: each change is an event (stage, documents, cancel).
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const act = (orderId: string, payload: object) =>
      staff.request({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, payload, csrf: true });
    for (const orderId of orders) {
      await waitFor(async () => (await act(orderId, { action: 'approve' })).statusCode === 200, 60_000, 200);
      await waitFor(
        async () => (await live.ctx.db.partnerEvent.count({ where: { orderId, type: 'document.ready' } })) === 1,
        60_000,
        100,
      );
      expect((await act(orderId, { action: 'cancel', reason: 'Partner asked to stop' })).statusCode).toBe(200);
      await waitFor(
        async () => (await live.ctx.db.partnerEvent.count({ where: { orderId, type: 'order.canceled' } })) === 1,
        60_000,
        100,
      );
    }

    const events = (await call(keys.LIVE, 'GET', '/events?limit=100')).json().data as {
      id: string;
      type: string;
      order: string;
      sequence: number;
    }[];
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['order.created', 'order.stage_changed', 'document.ready', 'order.canceled']),
    );
    // Every event reaches the flaky receiver with a 200, after two 503s.
    await waitFor(
      async () => events.every((e) => flaky.received.some((r) => r.eventId === e.id && r.status === 200)),
      60_000,
      100,
    );
    for (const request of flaky.received)
      expect(verifySignature(request.body, request.signature, endpoint.secret), request.body).toBe(true);
    for (const event of events)
      expect(flaky.received.filter((r) => r.eventId === event.id).map((r) => r.status)).toEqual([503, 503, 200]);

    // De-duplicated by id and put in sequence, each order's events are 1..n, in the order the list gives them.
    const unique = new Map(flaky.received.map((r) => [r.eventId, JSON.parse(r.body)]));
    for (const orderId of orders) {
      const delivered = [...unique.values()].filter((e) => e.order === orderId).sort((a, b) => a.sequence - b.sequence);
      expect(delivered.map((e) => e.sequence)).toEqual(delivered.map((_e, i) => i + 1));
      expect(delivered[0].type).toBe('order.created');
      expect(delivered.at(-1).type).toBe('order.canceled');
      const listed = events.filter((e) => e.order === orderId).sort((a, b) => a.sequence - b.sequence);
      expect(delivered.map((e) => e.id)).toEqual(listed.map((e) => e.id));
    }

    // The attempts are kept and listed.
    const deliveries = (await call(keys.LIVE, 'GET', `/webhook_endpoints/${endpoint.id}/deliveries?limit=100`)).json()
      .data as { status: string; attempts: { status: number | null; responseBody: string }[] }[];
    expect(deliveries).toHaveLength(events.length);
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('succeeded');
      expect(delivery.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
      expect(delivery.attempts[0].responseBody).toBe('try again later');
    }

    // The endpoint that always fails is disabled after the schedule, and its partner told.
    await waitFor(
      async () => (await call(keys.LIVE, 'GET', `/webhook_endpoints/${failing.id}`)).json().status === 'disabled',
      60_000,
      100,
    );
    await waitFor(
      async () =>
        (await live.mail.mails()).some(
          (m) => m.to.includes(partner.email) && /webhook endpoint was disabled/.test(m.subject),
        ),
      30_000,
      100,
    );
    const failed = (await call(keys.LIVE, 'GET', `/webhook_endpoints/${failing.id}/deliveries`)).json().data;
    expect(failed.some((d: { attempts: unknown[] }) => d.attempts.length === 6)).toBe(true);
  }, 240_000);
});
