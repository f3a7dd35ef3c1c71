import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOKS_NOT_CONFIGURED } from '../../api/routes/stripe-webhook';
import { upsertUser } from '../../platform/services/identity';
import { createTestApp } from '../helpers/api';
import {
  checkoutRecord,
  createPaymentsApp,
  type PaymentsContext,
  paymentEvent,
  signedDelivery,
  startCheckout,
  TEST_STRIPE_ENV,
} from '../helpers/payments';

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
});
afterAll(async () => ctx?.close());

async function unpaidOrder(overrides: Record<string, unknown> = {}) {
  const record = checkoutRecord(overrides);
  const { orderId } = await startCheckout(ctx, record);
  const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { record, order, intentId: order.stripePaymentIntentId! };
}

const settle = async (intentId: string, outcome: 'succeed' | 'fail', body?: object) => {
  const response = await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { delivered: boolean; status: number; body: string; event: { id: string } };
};

const outboxFor = (orderId: string) =>
  ctx.db.outboxEntry.findMany({ where: { payload: { path: ['orderId'], equals: orderId } }, orderBy: { kind: 'asc' } });

describe('signature verification', () => {
  it('refuses a delivery without a signature, with a wrong secret or a tampered body, changing nothing', async () => {
    const { order, intentId } = await unpaidOrder();
    const event = paymentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: order.totalUSD,
      metadata: { orderId: order.id },
    });
    const payload = JSON.stringify(event);
    const send = (headers: Record<string, string>, body = payload) =>
      ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers, payload: body });

    const missing = await send({ 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Stripe-Signature/);

    const wrongSecret = await send(signedDelivery(payload, 'whsec_someone_else').headers);
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: 'Invalid Stripe signature' });

    const signed = signedDelivery(payload);
    const tampered = await send(signed.headers, payload.replace(`"amount":${order.totalUSD}`, '"amount":1'));
    expect(tampered.statusCode).toBe(400);

    const garbage = await send({ 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' });
    expect(garbage.statusCode).toBe(400);

    const after = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.paymentStatus).toBe('UNPAID');
    expect(after.userId).toBeNull();
    expect(await ctx.db.webhookEvent.count({ where: { id: event.id } })).toBe(0);
    expect(await outboxFor(order.id)).toHaveLength(0);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const bare = await createTestApp({
      STRIPE_SECRET_KEY: TEST_STRIPE_ENV.STRIPE_SECRET_KEY,
      STRIPE_API_BASE: ctx.stub.url,
    });
    try {
      const event = paymentEvent('payment_intent.succeeded', { id: 'pi_x' });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        ...signedDelivery(JSON.stringify(event)),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: WEBHOOKS_NOT_CONFIGURED });
    } finally {
      await bare.close();
    }
  });

  it('does not need a CSRF token, even with a session cookie', async () => {
    const event = paymentEvent('customer.created', { id: 'cus_1' });
    const delivery = signedDelivery(JSON.stringify(event));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { ...delivery.headers, cookie: 'sid=whatever' },
      payload: delivery.payload,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('payment_intent.succeeded', () => {
  it('marks the order paid, creates and links the client, and queues onboarding and the invitation', async () => {
    const { record, order, intentId } = await unpaidOrder({
      contact: { firstName: 'Grace', lastName: 'Hopper', email: `Grace.${Date.now()}@Test.Example` },
    });
    const email = record.contact.email.toLowerCase();
    expect(await ctx.db.user.count({ where: { email } })).toBe(0);

    const delivery = await settle(intentId, 'succeed');
    expect(delivery).toMatchObject({ delivered: true, status: 200 });
    expect(JSON.parse(delivery.body)).toEqual({ received: true });

    const paid = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      status: 'PENDING',
      stage: 'PENDING_REVIEW',
      workflowId: `onboarding-${order.id}`,
      stripePaymentIntentId: intentId,
    });
    expect(paid.paidAt).toBeInstanceOf(Date);
    const user = await ctx.db.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ role: 'CLIENT', passwordHash: null });
    expect(paid.userId).toBe(user.id);

    const outbox = await outboxFor(order.id);
    expect(outbox.map((e) => [e.kind, e.payload, e.status])).toEqual([
      ['email.invitation', { userId: user.id, orderId: order.id }, 'PENDING'],
      ['onboarding.start', { orderId: order.id }, 'PENDING'],
    ]);
    expect(await ctx.db.webhookEvent.count({ where: { id: delivery.event.id } })).toBe(1);
    const audit = await ctx.db.auditEntry.findFirst({ where: { action: 'order.paid', target: order.id } });
    expect(audit?.details).toMatchObject({ email, amountCents: 140_000, userCreated: true });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const { order, intentId } = await unpaidOrder();
    const first = await settle(intentId, 'succeed');
    expect(first.status).toBe(200);
    const paid = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });

    const again = await ctx.stub.deliver(ctx.stub.events.find((e) => e.id === first.event.id)!);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });

    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(paid);
    const outbox = await outboxFor(order.id);
    expect(outbox.filter((e) => e.kind === 'onboarding.start')).toHaveLength(1);
    expect(outbox.filter((e) => e.kind === 'email.invitation')).toHaveLength(1);
    expect(await ctx.db.auditEntry.count({ where: { action: 'order.paid', target: order.id } })).toBe(1);
  });

  it('handles two deliveries of one event arriving at once exactly once', async () => {
    const { order, intentId } = await unpaidOrder();
    const event = paymentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: order.totalUSD,
      metadata: { orderId: order.id },
    });
    const delivery = signedDelivery(JSON.stringify(event));
    const answers = await Promise.all(
      [1, 2].map(() => ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...delivery })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.filter((a) => a.json().duplicate === true)).toHaveLength(1);
    expect((await outboxFor(order.id)).filter((e) => e.kind === 'onboarding.start')).toHaveLength(1);
  });

  it('links an existing user, keeps their role, and sends a user with a password the receipt, not an invitation', async () => {
    const email = `member-${Date.now()}@test.example`;
    const member = await upsertUser(ctx.db, { email, password: 'a-long-password', role: 'MEMBER' });
    const { order, intentId } = await unpaidOrder({ contact: { firstName: 'M', lastName: 'B', email } });
    expect((await settle(intentId, 'succeed')).status).toBe(200);
    const paid = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.userId).toBe(member.id);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: member.id } })).role).toBe('MEMBER');
    expect((await outboxFor(order.id)).map((e) => [e.kind, e.payload])).toEqual([
      ['email.client-notice', { notice: 'order-paid', orderId: order.id }],
      ['onboarding.start', { orderId: order.id }],
    ]);
  });

  it('ignores (200) an event for a payment it does not know', async () => {
    const event = paymentEvent('payment_intent.succeeded', { id: 'pi_unknown', metadata: { orderId: 'not-a-uuid' } });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(event)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, ignored: true });
  });
});

describe('payment_intent.payment_failed', () => {
  it('records the failure and its reason; a later success still marks the order paid', async () => {
    const { order, intentId } = await unpaidOrder();
    const failed = await settle(intentId, 'fail', { message: 'Your card has insufficient funds.' });
    expect(failed.status).toBe(200);
    const afterFailure = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(afterFailure).toMatchObject({
      paymentStatus: 'FAILED',
      paymentFailureReason: 'Your card has insufficient funds.',
      stage: null,
      userId: null,
    });
    expect(await outboxFor(order.id)).toHaveLength(0);
    expect(await ctx.db.auditEntry.count({ where: { action: 'order.payment_failed', target: order.id } })).toBe(1);

    // The customer retries the same checkout with another card.
    expect((await settle(intentId, 'succeed')).status).toBe(200);
    const paid = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid).toMatchObject({ paymentStatus: 'PAID', paymentFailureReason: null, stage: 'PENDING_REVIEW' });
  });

  it('uses a default reason when Stripe gives none, and never un-pays a paid order', async () => {
    const { order, intentId } = await unpaidOrder();
    const noReason = paymentEvent('payment_intent.payment_failed', { id: intentId, metadata: { orderId: order.id } });
    await ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...signedDelivery(JSON.stringify(noReason)) });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentFailureReason).toBe(
      'The payment failed.',
    );

    await settle(intentId, 'succeed');
    const late = paymentEvent('payment_intent.payment_failed', {
      id: intentId,
      metadata: { orderId: order.id },
      last_payment_error: { message: 'late' },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(late)),
    });
    expect(response.json()).toEqual({ received: true, ignored: true });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');
  });
});

describe('other events', () => {
  it('answers 200 to an unknown event type, records it once and changes nothing', async () => {
    const event = paymentEvent('charge.refund.updated', { id: 're_1' });
    const delivery = signedDelivery(JSON.stringify(event));
    const first = await ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...delivery });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, ignored: true });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...delivery });
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(await ctx.db.webhookEvent.count({ where: { id: event.id } })).toBe(1);
  });
});
