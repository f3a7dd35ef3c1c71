// A test key's order on a real Temporal service, API and worker: it moves from payment through review, documents,
// signatures and a simulated state filing to complete without staff, its partner's endpoint receiving every event
// signed and in sequence; the same partner's live order waits for staff; a second partner of the same name reaches
// none of it; the order, its entity and its events stay out of the live views, lists and compliance figures; its
// customer is emailed nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../sdk/src/webhooks';
import { createTestApp, signedInAs } from '../helpers/api';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPartner } from '../helpers/partners';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

const availability = liveSuiteAvailability('Live Temporal suite (partner test orders)');
const WEBHOOK_ENV = { PARTNER_WEBHOOK_ALLOW_LOCAL: 'true' };

describe.skipIf(!availability.available)('test-mode orders on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'partner-test-orders-live',
    app: (env, gateway) =>
      createTestApp({ ...env, ...WEBHOOK_ENV, PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { temporal: gateway }),
    workerEnv: () => ({ ...WEBHOOK_ENV, NODE_ENV: 'test' }),
    mail: true,
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => receiver?.close());

  const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    live.ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
      payload,
    });
  const formation = (businessName: string) => ({
    kind: 'FORMATION',
    customer: { email: `${randomUUID()}@example.com`, firstName: 'Sam', lastName: 'Same' },
    packages: ['PREMIUM'],
    services: [],
    states: ['WY'],
    entityDetails: { WY: { businessName, entityType: 'LLC' } },
  });

  it('advances a test order to complete on its own with every event, and keeps it out of live views', async () => {
    const { keys } = await createPartner(live.ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
    const other = await createPartner(live.ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
    const endpoint = (await call(keys.TEST, 'POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] })).json();
    const tag = randomUUID().slice(0, 8);

    const started = Date.now();
    const simulated = formation(`Sim ${tag} LLC`);
    const placed = await call(keys.TEST, 'POST', '/orders', simulated);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const liveOrder = await call(keys.LIVE, 'POST', '/orders', formation(`Real ${tag} LLC`));
    expect(liveOrder.statusCode, liveOrder.body).toBe(201);

    // No staff step: review, documents, signatures and the filing are taken by the pipeline itself.
    // The stage is written first, then the filing, the completion (the entity formed) and, once all of them are on
    // the order, its order.completed event: wait for the last.
    await waitFor(async () => (await call(keys.TEST, 'GET', `/orders/${orderId}`)).json().stage === 'COMPLETE', 90_000);
    await waitFor(async () => (await live.ctx.db.formedEntity.count({ where: { orderId } })) === 1, 30_000);
    await waitFor(
      async () => (await live.ctx.db.partnerEvent.count({ where: { orderId, type: 'order.completed' } })) === 1,
      30_000,
    );
    console.info(`A test order went from payment to complete in ${Date.now() - started} ms.`);
    expect((await call(keys.TEST, 'GET', `/orders/${orderId}`)).json()).toMatchObject({
      status: 'COMPLETE',
      livemode: false,
    });
    const filing = await live.ctx.db.orderFiling.findUniqueOrThrow({
      where: { orderId_stateCode: { orderId, stateCode: 'WY' } },
    });
    expect(filing).toMatchObject({
      status: 'FILED',
      confirmationNumber: `TEST-${orderId.slice(0, 8).toUpperCase()}-WY`,
    });
    const signatures = await live.ctx.db.documentSignature.findMany({ where: { orderId } });
    expect(signatures.length).toBeGreaterThan(0);
    for (const signature of signatures)
      expect(signature).toMatchObject({ status: 'SIGNED', signerName: 'Simulated (test mode)' });
    const history = await live.ctx.db.orderStageEvent.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
    expect(history.every((entry) => entry.actorId === null)).toBe(true);
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['paid', 'approve', 'documentsReady', 'confirmDocuments', 'signDocument', 'recordFiling']),
    );

    // The same events as a live order's, each delivered signed; de-duplicated and sorted, they run 1..n.
    const events = (await call(keys.TEST, 'GET', '/events?limit=100')).json().data as {
      id: string;
      type: string;
      order: string;
      sequence: number;
    }[];
    const mine = events.filter((e) => e.order === orderId).sort((a, b) => a.sequence - b.sequence);
    expect(mine.map((e) => e.sequence)).toEqual(mine.map((_e, i) => i + 1));
    expect(mine.map((e) => e.type).sort()).toEqual(
      [
        'document.ready',
        'filing.recorded',
        'order.completed',
        'order.created',
        'order.stage_changed',
        'order.stage_changed',
        'order.stage_changed',
      ].sort(),
    );
    await waitFor(async () => mine.every((e) => receiver.received.some((r) => r.eventId === e.id)), 60_000);
    for (const request of receiver.received)
      expect(verifySignature(request.body, request.signature, endpoint.secret), request.body).toBe(true);
    const delivered = new Map(receiver.received.map((r) => [r.eventId, JSON.parse(r.body)]));
    expect(mine.map((e) => delivered.get(e.id)?.livemode)).toEqual(mine.map(() => false));

    // Its customer (a partner's test data) was emailed nothing: no signature request, no completion.
    expect(
      (await live.mail.mails()).filter((m) => m.to.includes(simulated.customer.email)).map((m) => m.subject),
    ).toEqual([]);

    // The live order of the same partner was not touched: it waits for staff in review.
    expect((await call(keys.LIVE, 'GET', `/orders/${liveOrder.json().id}`)).json()).toMatchObject({
      stage: 'PENDING_REVIEW',
      livemode: true,
    });
    expect((await call(keys.LIVE, 'GET', `/orders/${orderId}`)).statusCode).toBe(404);

    // The other partner of the same name reaches neither the order nor its entity nor its events.
    for (const key of [other.keys.TEST, other.keys.LIVE]) {
      expect((await call(key, 'GET', `/orders/${orderId}`)).statusCode).toBe(404);
      expect(JSON.stringify((await call(key, 'GET', '/events?limit=100')).json())).not.toContain(orderId);
      expect(JSON.stringify((await call(key, 'GET', '/entities?limit=100')).json())).not.toContain(orderId);
    }

    // Its entity is the partner's test data: listed to the test key, with no compliance deadlines.
    const entities = (await call(keys.TEST, 'GET', '/entities?limit=100')).json().data as { order: string }[];
    expect(entities.filter((e) => e.order === orderId)).toHaveLength(1);
    expect(await live.ctx.db.complianceObligation.count({ where: { entity: { orderId } } })).toBe(0);

    // Staff's live views: the board and the order list show the live order only.
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const filter = encodeURIComponent(JSON.stringify({ q: tag }));
    const listed = (await staff.request({ method: 'GET', url: `/api/admin/orders?filter=${filter}` })).json();
    expect(listed.map((o: { id: string }) => o.id)).toEqual([liveOrder.json().id]);
    const board = await staff.request({ method: 'GET', url: `/api/admin/onboarding/board?filter=${filter}` });
    expect(board.body).not.toContain(orderId);
  }, 180_000);
});
