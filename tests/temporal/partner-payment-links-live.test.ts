// Orders a partner's customer pays through the hosted payment link, on a real Temporal service, API and worker:
// two partners of the same name place test orders for customers of the same name at once; each order waits unpaid
// (no workflow) until its customer pays through the link (the order's PaymentIntent settled by the Stripe stand-in,
// delivered as a signed webhook), then runs through the pipeline to complete on its own (test mode); each partner's
// endpoint receives its own order's events only, signed, order.created then order.paid then the stage events.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../sdk/src/webhooks';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPartner } from '../helpers/partners';
import { createPaymentsApp } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const availability = liveSuiteAvailability('Live Temporal suite (partner payment links)');
const WEBHOOK_ENV = { PARTNER_WEBHOOK_ALLOW_LOCAL: 'true' };

interface EventView {
  id: string;
  type: string;
  order: string;
  sequence: number;
}

describe.skipIf(!availability.available)('payment-link orders on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'partner-payment-links-live',
    app: (env, gateway) =>
      createPaymentsApp(
        { ...env, ...WEBHOOK_ENV, PARTNER_RATE_LIMIT_MAX: '1000', TOKEN_RATE_LIMIT_MAX: '1000' },
        { temporal: gateway, listen: true },
      ),
    workerEnv: () => ({ ...WEBHOOK_ENV, NODE_ENV: 'test' }),
  });
  const receivers: WebhookReceiver[] = [];
  afterAll(async () => {
    for (const receiver of receivers) await receiver.close();
  });

  const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    live.ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
      payload,
    });

  /** A partner with a webhook endpoint of its own; it places a linked order for Jane Doe. */
  async function partnerWithOrder(businessName: string) {
    const { keys } = await createPartner(live.ctx.db, 'Same Name Bank');
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const endpoint = await call(keys.TEST, 'POST', '/api/v1/webhook_endpoints', { url: receiver.url, events: ['*'] });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const placed = await call(keys.TEST, 'POST', '/api/v1/orders', {
      kind: 'FORMATION',
      customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName, entityType: 'LLC' } },
      billing: 'payment_link',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: string; amountTotal: number; paymentUrl: string };
    return { key: keys.TEST, receiver, secret: endpoint.json().secret as string, order };
  }

  /** The customer pays through the link: the page's intent, settled by the stand-in, its webhook sent to the API. */
  async function payThroughLink(paymentUrl: string) {
    const link = new URL(paymentUrl);
    const intent = await live.ctx.app.inject({
      method: 'POST',
      url: `/api/payment-links/${link.pathname.split('/').pop()}/payment-intent`,
      payload: { expires: Number(link.searchParams.get('expires')), sig: link.searchParams.get('sig') },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const intentId = (intent.json().clientSecret as string).split('_secret_')[0];
    const settled = await fetch(`${live.ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
    expect(await settled.json()).toMatchObject({ delivered: true, status: 200 });
  }

  const workflowExists = (orderId: string) =>
    live.temporal.client.workflow
      .getHandle(`onboarding-${orderId}`)
      .describe()
      .then(
        () => true,
        () => false,
      );

  it('runs each paid link order to complete and tells each partner its own events in sequence', async () => {
    const tag = randomUUID().slice(0, 8);
    const partners = await Promise.all([
      partnerWithOrder(`Same ${tag} LLC`),
      partnerWithOrder(`Same ${tag} Holdings LLC`),
    ]);

    // Unpaid: nothing runs, however long it waits.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const { order } of partners) {
      expect(await workflowExists(order.id)).toBe(false);
      expect(await live.ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        paymentStatus: 'UNPAID',
        stage: null,
      });
    }

    const started = Date.now();
    await Promise.all(partners.map(({ order }) => payThroughLink(order.paymentUrl)));
    for (const { key, order } of partners) {
      await waitFor(
        async () => (await call(key, 'GET', `/api/v1/orders/${order.id}`)).json().stage === 'COMPLETE',
        120_000,
      );
      await waitFor(async () => (await live.ctx.db.formedEntity.count({ where: { orderId: order.id } })) === 1, 30_000);
      // order.completed follows the completion's facts (the entity formed, the filings), a moment after the stage.
      await waitFor(
        async () =>
          ((await call(key, 'GET', '/api/v1/events?limit=100')).json().data as EventView[]).some(
            (e) => e.order === order.id && e.type === 'order.completed',
          ),
        30_000,
      );
    }
    console.info(`Two payment-link orders went from payment to complete in ${Date.now() - started} ms.`);

    for (const [index, { key, receiver, secret, order }] of partners.entries()) {
      const other = partners[1 - index];
      expect((await call(key, 'GET', `/api/v1/orders/${order.id}`)).json()).toMatchObject({
        status: 'COMPLETE',
        paymentStatus: 'paid',
        billing: 'payment_link',
        paymentUrl: null,
        livemode: false,
      });
      expect(await workflowExists(order.id)).toBe(true);
      expect((await call(key, 'GET', `/api/v1/orders/${other.order.id}`)).statusCode).toBe(404);

      // The order's events run 1..n: created, paid, then what the pipeline did, ending complete.
      const listed = (await call(key, 'GET', '/api/v1/events?limit=100')).json().data as EventView[];
      expect(listed.every((e) => e.order === order.id)).toBe(true);
      const events = [...listed].sort((a, b) => a.sequence - b.sequence);
      expect(events.map((e) => e.sequence)).toEqual(events.map((_e, i) => i + 1));
      expect(events.slice(0, 2).map((e) => e.type)).toEqual(['order.created', 'order.paid']);
      const later = events.slice(2).map((e) => e.type);
      expect(later).toContain('order.stage_changed');
      expect(later).toContain('order.completed');
      expect(later.every((type) => type !== 'order.created' && type !== 'order.paid')).toBe(true);

      // Its endpoint got every one of them signed with its own secret, and nothing of the other partner's order;
      // de-duplicated by id and sorted, the deliveries are the same sequence.
      await waitFor(async () => events.every((e) => receiver.received.some((r) => r.eventId === e.id)), 60_000);
      for (const request of receiver.received) {
        expect(verifySignature(request.body, request.signature, secret), request.body).toBe(true);
        expect(request.body).not.toContain(other.order.id);
      }
      const delivered = new Map(receiver.received.map((r) => [r.eventId, JSON.parse(r.body) as EventView]));
      const deliveredInOrder = [...delivered.values()].sort((a, b) => a.sequence - b.sequence);
      expect(deliveredInOrder.map((e) => [e.id, e.type, e.sequence])).toEqual(
        events.map((e) => [e.id, e.type, e.sequence]),
      );
    }
  }, 300_000);
});
