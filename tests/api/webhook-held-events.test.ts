// Signed Stripe events the product cannot apply: held for staff (audit entry, warning), answered 2xx so that Stripe
// stops retrying; a fault on our side (database away) answers 5xx so that Stripe retries. Real database and Redis,
// the Stripe stand-in for intents.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { EVENT_NOT_RECORDED } from '../../api/routes/stripe-webhook';
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { testEnv } from '../helpers/api';
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
  ctx = await createPaymentsApp();
});
afterAll(async () => ctx?.close());

async function unpaidOrder() {
  const { orderId } = await startCheckout(ctx, checkoutRecord());
  const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  return { order, intentId: order.stripePaymentIntentId! };
}

const deliver = (event: object, headers?: Record<string, string>) => {
  const delivery = signedDelivery(JSON.stringify(event));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: delivery.payload,
    headers: headers ?? delivery.headers,
  });
};

const heldEntries = (target: string) => ctx.db.auditEntry.findMany({ where: { action: 'order.payment_held', target } });

async function expectUntouched(orderId: string) {
  const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  expect(order).toMatchObject({ paymentStatus: 'UNPAID', stage: null, userId: null, paidAt: null });
  const outbox = await ctx.db.outboxEntry.count({ where: { payload: { path: ['orderId'], equals: orderId } } });
  expect(outbox).toBe(0);
}

describe('a succeeded payment that does not match the order', () => {
  it('holds 100 cents received for a full-price order, never marking it paid; the full payment then pays it', async () => {
    const { order, intentId } = await unpaidOrder();
    expect(order.totalUSD).toBeGreaterThan(100);
    const short = paymentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: 100,
      metadata: { orderId: order.id },
    });
    const answer = await deliver(short);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, ignored: true });
    await expectUntouched(order.id);
    const [held] = await heldEntries(order.id);
    expect(held).toMatchObject({ action: 'order.payment_held', success: false });
    expect(held.details).toMatchObject({ eventId: short.id, type: 'payment_intent.succeeded' });
    expect((held.details as { reason: string }).reason).toMatch(
      new RegExp(`amount received 100 cents instead of the order's ${order.totalUSD} cents`),
    );
    // Held once: a redelivery of the same event is a duplicate.
    expect((await deliver(short)).json()).toEqual({ received: true, duplicate: true });
    expect(await heldEntries(order.id)).toHaveLength(1);

    const full = paymentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: order.totalUSD,
      metadata: { orderId: order.id },
    });
    expect((await deliver(full)).json()).toEqual({ received: true });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');
  });

  it('holds the right amount in another currency, and more than the price', async () => {
    const { order, intentId } = await unpaidOrder();
    for (const intent of [
      { amount: order.totalUSD, currency: 'eur' },
      { amount: order.totalUSD + 1 },
      { amount: order.totalUSD, amount_received: 0 },
    ]) {
      const answer = await deliver(
        paymentEvent('payment_intent.succeeded', { id: intentId, metadata: { orderId: order.id }, ...intent }),
      );
      expect(answer.statusCode).toBe(200);
      await expectUntouched(order.id);
    }
    const reasons = (await heldEntries(order.id)).map((entry) => (entry.details as { reason: string }).reason);
    expect(reasons).toHaveLength(3);
    expect(reasons.some((reason) => reason.includes('currency eur instead of usd'))).toBe(true);
  });
});

describe('events the product cannot apply answer 2xx and are kept for staff', () => {
  it('an intent whose metadata names another order than the one holding it', async () => {
    const first = await unpaidOrder();
    const second = await unpaidOrder();
    // The intent of the first order claims to pay the second (previously: 500, unique constraint).
    const crossed = paymentEvent('payment_intent.succeeded', {
      id: first.intentId,
      amount: second.order.totalUSD,
      metadata: { orderId: second.order.id },
    });
    const answer = await deliver(crossed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, ignored: true });
    await expectUntouched(first.order.id);
    await expectUntouched(second.order.id);
    const [held] = await heldEntries(crossed.id);
    expect((held.details as { reason: string }).reason).toContain(`belongs to order ${first.order.id}`);

    // An intent unknown to us naming an order linked to another intent does not pay it either.
    const stranger = paymentEvent('payment_intent.succeeded', {
      id: `pi_stranger_${Date.now()}`,
      amount: second.order.totalUSD,
      metadata: { orderId: second.order.id },
    });
    expect((await deliver(stranger)).statusCode).toBe(200);
    await expectUntouched(second.order.id);
    expect(await heldEntries(stranger.id)).toHaveLength(1);
  });

  it('an intent naming an unknown order', async () => {
    const event = paymentEvent('payment_intent.succeeded', {
      id: `pi_unknown_${Date.now()}`,
      amount: 5000,
      metadata: { orderId: crypto.randomUUID() },
    });
    const answer = await deliver(event);
    expect(answer.statusCode).toBe(200);
    expect(await heldEntries(event.id)).toHaveLength(1);
  });

  it('a signed event without data.object, or without data', async () => {
    for (const data of [{}, undefined, { object: null }, { object: [] }, { object: 'pi_x' }]) {
      const event = { ...paymentEvent('payment_intent.succeeded', { id: 'pi_x' }), data };
      const answer = await deliver(event);
      expect(answer.statusCode, JSON.stringify(data)).toBe(200);
      expect(answer.json()).toEqual({ received: true, ignored: true });
      const [held] = await heldEntries(event.id);
      expect((held.details as { reason: string }).reason).toMatch(/carries no readable object/);
    }
    const noId = paymentEvent('payment_intent.payment_failed', { id: 'pi_x' });
    (noId.data.object as unknown as Record<string, unknown>).id = 42;
    expect((await deliver(noId)).statusCode).toBe(200);
    expect(await heldEntries(noId.id)).toHaveLength(1);
    const membershipWithoutFields = {
      ...paymentEvent('customer.subscription.updated', { id: 'pi_x' }),
      data: { object: {} },
    };
    expect((await deliver(membershipWithoutFields)).statusCode).toBeLessThan(500);
    for (const body of [null, [], 'text', 7]) {
      const answer = await deliver(body as object);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBe('body: expected a JSON event object');
    }
  });
});

describe('signature timestamps', () => {
  it('refuses a timestamp in the future beyond the tolerance, accepts a little clock skew', async () => {
    const { order, intentId } = await unpaidOrder();
    const event = paymentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: order.totalUSD,
      metadata: { orderId: order.id },
    });
    const payload = JSON.stringify(event);
    const signedAt = (offsetSeconds: number) => ({
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) + offsetSeconds,
      }),
    });
    const future = await deliver(event, signedAt(3600));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: 'Invalid Stripe signature: timestamp is in the future' });
    const stale = await deliver(event, signedAt(-3600));
    expect(stale.statusCode).toBe(400);
    await expectUntouched(order.id);
    expect(await ctx.db.webhookEvent.count({ where: { id: event.id } })).toBe(0);

    const skewed = await deliver(event, signedAt(60));
    expect(skewed.statusCode).toBe(200);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');
  });
});

describe('a fault on our side', () => {
  it('answers 503 with a message while the database is away, so Stripe delivers the event again', async () => {
    const config = loadConfig(testEnv(TEST_STRIPE_ENV));
    // A real client pointed at a port where no database listens.
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:1/none?connect_timeout=1');
    const redis = createRedis(config.redisUrl, 'webhook-down-test');
    await redis.connect();
    const down = await buildApp({ config, db: unreachable, redis, temporal: null, stripe: null });
    try {
      const event = paymentEvent('payment_intent.succeeded', { id: 'pi_down', amount: 5000 });
      const answer = await down.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        ...signedDelivery(JSON.stringify(event)),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: EVENT_NOT_RECORDED });
    } finally {
      await down.close();
      await unreachable.$disconnect();
      redis.disconnect();
    }
  });
});
