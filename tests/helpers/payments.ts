// Checkout records, a payments-ready test app wired to the Stripe stand-in, and signed webhook deliveries.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { AppDeps } from '../../api/app';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';
import { createTestApp, type TestContext } from './api';

export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_api_suite',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_api_suite',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_api_suite',
};

export interface PaymentsContext extends TestContext {
  stub: StripeStub;
}

/**
 * A test app whose Stripe client talks to a fresh stand-in (webhooks signed with the app's secret). With
 * `listen`, the app listens on an ephemeral port and the stand-in delivers its events to it, as Stripe would.
 */
export async function createPaymentsApp(
  overrides: NodeJS.ProcessEnv = {},
  options: Partial<Pick<AppDeps, 'temporal' | 'pipelineClient'>> & { listen?: boolean } = {},
): Promise<PaymentsContext> {
  const { listen, ...deps } = options;
  const stub = await startStripeStub({ webhookSecret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  const ctx = await createTestApp({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: stub.url, ...overrides }, undefined, deps);
  if (listen) {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    stub.webhookUrl = `${address}/api/webhooks/stripe`;
  }
  return {
    ...ctx,
    stub,
    async close() {
      // A delivery still in flight would keep its keep-alive connection, and so the app's close, open for a minute.
      await stub.billing.delivered();
      await ctx.close();
      await stub.close();
    },
  };
}

let counter = 0;

/**
 * The default business name of this test file's checkouts. A name formed on the platform can no longer be ordered in
 * its state (the name check), and one run's test files share a database: each file orders a name of its own.
 */
export const DEFAULT_BUSINESS_NAME = `Engines ${randomBytes(3).toString('hex')} LLC`;

/** A complete checkout record as the storefront stores it (Premium in Delaware unless overridden). */
export function checkoutRecord(overrides: Record<string, unknown> = {}) {
  const n = ++counter;
  return {
    packages: ['PREMIUM'],
    services: [],
    states: ['DE'],
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `buyer-${Date.now()}-${n}@test.example`,
      phone: '+1 555 0100',
      company: 'Analytical Engines',
    },
    business: { businessName: 'Engines', businessType: 'LLC', industry: 'Computing', description: 'Machines' },
    entityDetails: { DE: { businessName: DEFAULT_BUSINESS_NAME, entityType: 'LLC' } },
    businessNames: { DE: DEFAULT_BUSINESS_NAME },
    pricing: { total: 1400 },
    timestamp: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
    step: 4,
    completed: true,
    ...overrides,
  };
}

/** Signs a payload the way Stripe does. */
export function signedDelivery(payload: string, secret = TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** A Stripe event object around a PaymentIntent-like object. */
export function paymentEvent(
  type: string,
  intent: {
    id: string;
    amount?: number;
    amount_received?: number;
    currency?: string;
    metadata?: Record<string, string>;
    last_payment_error?: { message: string } | null;
  },
  id = `evt_test_${Date.now()}_${++counter}`,
): Stripe.Event {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        object: 'payment_intent',
        amount: 0,
        // A succeeded intent received its amount, in the order's currency (as Stripe sends it).
        amount_received: intent.amount ?? 0,
        currency: 'usd',
        metadata: {},
        last_payment_error: null,
        ...intent,
      },
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

/** Creates the order and intent for a record through the API. */
export async function startCheckout(ctx: TestContext, record: ReturnType<typeof checkoutRecord>, amount: unknown = 0) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { amount, orderData: record },
  });
  if (response.statusCode !== 200) throw new Error(`create-payment-intent: ${response.statusCode} ${response.body}`);
  return response.json() as { clientSecret: string; orderId: string; amount: number };
}

/** Pays a checkout through the API: intent, then a signed payment_intent.succeeded delivery. */
export async function payCheckout(ctx: TestContext, record: ReturnType<typeof checkoutRecord>) {
  const started = await startCheckout(ctx, record);
  const order = await ctx.db.order.findUniqueOrThrow({ where: { id: started.orderId } });
  const event = paymentEvent('payment_intent.succeeded', {
    id: order.stripePaymentIntentId!,
    amount: order.totalUSD,
    metadata: { orderId: order.id },
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    ...signedDelivery(JSON.stringify(event)),
  });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
  return ctx.db.order.findUniqueOrThrow({ where: { id: started.orderId } });
}
