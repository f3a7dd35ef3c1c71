// Test and live never mix. On a platform running a live Stripe key, a test-mode partner order's payment link makes
// no PaymentIntent on the live account: the page completes a simulated payment (the same payment-marking code, once);
// a test event is held (stored, logged, audited), never applied, and a live event never pays a test-mode order. On a
// platform running a test key, a live event is held the same way. Two partners with the same name, each link opens
// only its own order.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LINK_PAID, SIMULATED_PAYMENT_REFUSED } from '../../api/routes/payment-links';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { SIMULATED_PAYMENT_ONLY } from '../../platform/services/partners';
import { createPartner, type PartnerClient, partnerClient } from '../helpers/partners';
import {
  checkoutRecord,
  createPaymentsApp,
  type PaymentsContext,
  paymentEvent,
  signedDelivery,
  startCheckout,
} from '../helpers/payments';

let live: PaymentsContext;
let test: PaymentsContext;
const limits = { PARTNER_RATE_LIMIT_MAX: '1000', TOKEN_RATE_LIMIT_MAX: '1000' };
beforeAll(async () => {
  // The stand-in answers any sk_ key; the platform's mode is its key's.
  live = await createPaymentsApp({ ...limits, STRIPE_SECRET_KEY: 'sk_live_stand_in_platform' }, { listen: true });
  test = await createPaymentsApp(limits, { listen: true });
});
afterAll(async () => {
  await live?.close();
  await test?.close();
});

async function placeLinked(api: PartnerClient, businessName: string) {
  const placed = await api.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      kind: 'FORMATION' as const,
      customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName, entityType: 'LLC' } },
      billing: 'payment_link',
    },
  });
  expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
  const order = placed.data as Extract<NonNullable<typeof placed.data>, { object: 'order' }>;
  const link = new URL(order.paymentUrl ?? '');
  const proof = { expires: Number(link.searchParams.get('expires')), sig: link.searchParams.get('sig') };
  return { order, link, proof };
}

/** A test-mode order placed on the given platform with a fresh partner's test key. */
async function testModeOrder(ctx: PaymentsContext, businessName = 'Same Name LLC') {
  const { keys } = await createPartner(ctx.db, 'Same Name Bank');
  return placeLinked(partnerClient(ctx.app.listeningOrigin, keys.TEST), businessName);
}

const linkCall = (ctx: PaymentsContext, orderId: string, path: string, proof: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/payment-links/${orderId}/${path}`, payload: proof });

const deliver = (ctx: PaymentsContext, event: Stripe.Event) =>
  ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...signedDelivery(JSON.stringify(event)) });

const startEntries = (ctx: PaymentsContext, orderId: string) =>
  ctx.db.outboxEntry.count({
    where: { kind: OUTBOX_KINDS.onboardingStart, payload: { path: ['orderId'], equals: orderId } },
  });

const heldAudits = (ctx: PaymentsContext, eventId: string) =>
  ctx.db.auditEntry.findMany({
    where: { action: 'order.payment_held', details: { path: ['eventId'], equals: eventId } },
  });

describe('a platform running a live Stripe key', () => {
  it("simulates a test-mode order's payment link: no PaymentIntent, the page's button pays it once", async () => {
    const { order, link, proof } = await testModeOrder(live);
    const page = await live.app.inject({ method: 'GET', url: `/api/payment-links/${order.id}${link.search}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ testMode: true, simulated: true, paid: false });

    const intent = await linkCall(live, order.id, 'payment-intent', proof);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(SIMULATED_PAYMENT_ONLY);
    expect(live.stub.requests.filter((r) => r.path.startsWith('/v1/payment_intents'))).toEqual([]);

    // Two clicks at once (two tabs): paid and started once.
    const [first, second] = await Promise.all([
      linkCall(live, order.id, 'simulated-payment', proof),
      linkCall(live, order.id, 'simulated-payment', proof),
    ]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const paid = first.statusCode === 200 ? first : second;
    expect(paid.json()).toMatchObject({ paid: true, simulated: true });
    const row = await live.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      paymentStatus: 'PAID',
      stage: 'PENDING_REVIEW',
      testMode: true,
      stripePaymentIntentId: `simulated_${order.id}`,
    });
    expect(await startEntries(live, order.id)).toBe(1);
    const audits = await live.db.auditEntry.findMany({ where: { action: 'order.paid', target: order.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ simulated: true, amountCents: row.totalUSD });
    expect((await linkCall(live, order.id, 'simulated-payment', proof)).json().message).toBe(PAYMENT_LINK_PAID);
    expect(live.stub.requests.filter((r) => r.path.startsWith('/v1/payment_intents'))).toEqual([]);
  });

  it("opens only its own order's link: a same-named partner's link cannot pay another order", async () => {
    const mine = await testModeOrder(live, 'Twin LLC');
    const theirs = await testModeOrder(live, 'Twin LLC');
    const crossed = await linkCall(live, theirs.order.id, 'simulated-payment', mine.proof);
    expect(crossed.statusCode).toBe(404);
    const row = await live.db.order.findUniqueOrThrow({ where: { id: theirs.order.id } });
    expect(row.paymentStatus).toBe('UNPAID');
  });

  it('holds a test-mode event: stored, audited, never applied, and a redelivery changes nothing', async () => {
    const { order } = await testModeOrder(live);
    const event = paymentEvent('payment_intent.succeeded', {
      id: `pi_${randomUUID().replace(/-/g, '')}`,
      amount: order.amountTotal,
      metadata: { orderId: order.id },
    });
    const answer = await deliver(live, event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true, ignored: true });
    const held = await live.db.heldStripeEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(held).toMatchObject({ type: 'payment_intent.succeeded', livemode: false, orderId: order.id });
    expect(held.reason).toContain('test-mode event reached the platform running a live key');
    expect(await heldAudits(live, event.id)).toHaveLength(1);
    expect(await live.db.webhookEvent.count({ where: { id: event.id } })).toBe(0);
    const row = await live.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ paymentStatus: 'UNPAID', stage: null, stripePaymentIntentId: null });

    expect((await deliver(live, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await heldAudits(live, event.id)).toHaveLength(1);
  });

  it('never lets a live payment pay a test-mode order', async () => {
    const { order, proof } = await testModeOrder(live);
    const event = {
      ...paymentEvent('payment_intent.succeeded', {
        id: `pi_${randomUUID().replace(/-/g, '')}`,
        amount: order.amountTotal,
        metadata: { orderId: order.id },
      }),
      livemode: true,
    } as Stripe.Event;
    expect((await deliver(live, event)).json()).toEqual({ received: true, ignored: true });
    const held = await live.db.heldStripeEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(held).toMatchObject({ livemode: true, orderId: order.id });
    expect(held.reason).toBe(`a live-mode event for test-mode order ${order.id}`);
    const row = await live.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.paymentStatus).toBe('UNPAID');
    // The link still completes by the simulated payment, once.
    expect((await linkCall(live, order.id, 'simulated-payment', proof)).statusCode).toBe(200);
    expect(await startEntries(live, order.id)).toBe(1);
  });
});

describe('a platform running a test Stripe key', () => {
  it('holds a live event for a storefront order, then applies its test-mode payment', async () => {
    const started = await startCheckout(test, checkoutRecord());
    const order = await test.db.order.findUniqueOrThrow({ where: { id: started.orderId } });
    const intent = { id: order.stripePaymentIntentId!, amount: order.totalUSD, metadata: { orderId: order.id } };
    const liveEvent = { ...paymentEvent('payment_intent.succeeded', intent), livemode: true } as Stripe.Event;
    expect((await deliver(test, liveEvent)).json()).toEqual({ received: true, ignored: true });
    const held = await test.db.heldStripeEvent.findUniqueOrThrow({ where: { id: liveEvent.id } });
    expect(held.reason).toContain('live-mode event reached the platform running a test key');
    expect(await heldAudits(test, liveEvent.id)).toHaveLength(1);
    expect((await test.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('UNPAID');

    expect((await deliver(test, paymentEvent('payment_intent.succeeded', intent))).json()).toEqual({ received: true });
    expect((await test.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');
  });

  it("keeps a test-mode order's link on Stripe's test cards: the simulated payment is refused", async () => {
    const { order, proof } = await testModeOrder(test);
    const refused = await linkCall(test, order.id, 'simulated-payment', proof);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SIMULATED_PAYMENT_REFUSED);
    expect((await test.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('UNPAID');
  });
});
