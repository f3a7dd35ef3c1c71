import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED } from '../../api/routes/payments';
import { createTestApp } from '../helpers/api';
import {
  checkoutRecord,
  createPaymentsApp,
  DEFAULT_BUSINESS_NAME,
  type PaymentsContext,
  startCheckout,
  TEST_STRIPE_ENV,
} from '../helpers/payments';

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => ctx?.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: payload as object, headers });

describe('GET /api/stripe/config', () => {
  it('answers the publishable key', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publishableKey: TEST_STRIPE_ENV.STRIPE_PUBLISHABLE_KEY });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('prices the order on the server and ignores a tampered amount', async () => {
    const record = checkoutRecord({ pricing: { total: 1 } });
    const response = await post({ amount: 1, orderData: record });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      orderId: expect.any(String),
      amount: 1400,
    });

    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: body.orderId }, include: { entities: true } });
    expect(order).toMatchObject({
      paymentStatus: 'UNPAID',
      stage: null,
      userId: null,
      totalUSD: 140_000,
      packageTotalCents: 130_000,
      servicesTotalCents: 0,
      stateFeesTotalCents: 10_000,
      subtotalCents: 130_000,
      state: 'DE',
      states: ['DE'],
      packages: ['PREMIUM'],
      contactEmail: record.contact.email,
      contactFirstName: 'Ada',
    });
    expect(order.entities).toEqual([
      expect.objectContaining({ stateCode: 'DE', businessName: DEFAULT_BUSINESS_NAME, entityType: 'LLC' }),
    ]);

    const intent = ctx.stub.intents.get(order.stripePaymentIntentId!)!;
    expect(intent).toMatchObject({
      amount: 140_000,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { orderId: order.id },
      receipt_email: record.contact.email,
      client_secret: body.clientSecret,
    });
    const create = ctx.stub.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.metadata,
    );
    expect(create?.idempotencyKey).toBeTruthy();
  });

  it('creates one entity row per state, with the chosen entity type or LLC by default', async () => {
    const record = checkoutRecord({
      packages: ['ALL_IN_ONE'],
      services: ['LLC_FORM', 'BINDER_ANNUAL'],
      states: ['DE', 'WY', 'IL'],
      entityDetails: {
        DE: { businessName: 'Alpha Series LLC', entityType: 'SERIES_LLC' },
        WY: { businessName: 'Alpha Trust', entityType: 'TRUST' },
      },
      businessNames: { IL: 'Alpha Illinois LLC' },
    });
    const body = await startCheckout(ctx, record, 5);
    // 5000 + BINDER_ANNUAL 120 (LLC_FORM included) + DE 100 + WY 100 + IL 150
    expect(body.amount).toBe(5470);
    const entities = await ctx.db.orderEntity.findMany({
      where: { orderId: body.orderId },
      orderBy: { stateCode: 'asc' },
    });
    expect(entities.map((e) => [e.stateCode, e.entityType, e.businessName])).toEqual([
      ['DE', 'SERIES_LLC', 'Alpha Series LLC'],
      ['IL', 'LLC', 'Alpha Illinois LLC'],
      ['WY', 'TRUST', 'Alpha Trust'],
    ]);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: body.orderId } });
    expect(ctx.stub.intents.get(order.stripePaymentIntentId!)!.amount).toBe(547_000);
  });

  describe('rejects malformed order data with a 400 naming the field, and creates nothing', () => {
    const cases: [string, () => unknown, RegExp][] = [
      [
        'missing contact email',
        () => ({ amount: 1400, orderData: { ...checkoutRecord(), contact: { firstName: 'A', lastName: 'B' } } }),
        /orderData\.contact\.email/,
      ],
      [
        'invalid contact email',
        () => ({
          amount: 1400,
          orderData: { ...checkoutRecord(), contact: { firstName: 'A', lastName: 'B', email: 'nope' } },
        }),
        /orderData\.contact\.email: must be a valid email/,
      ],
      [
        'unknown package',
        () => ({ amount: 1400, orderData: checkoutRecord({ packages: ['GOLD'] }) }),
        /orderData\.packages\.0: unknown package 'GOLD'/,
      ],
      [
        'unknown service',
        () => ({ amount: 1400, orderData: checkoutRecord({ services: ['LUNCH'] }) }),
        /orderData\.services\.0: unknown service 'LUNCH'/,
      ],
      [
        'unknown state',
        () => ({ amount: 1400, orderData: checkoutRecord({ states: ['PR'] }) }),
        /orderData\.states\.0: unknown state 'PR'/,
      ],
      [
        'no state',
        () => ({ amount: 1400, orderData: checkoutRecord({ states: [] }) }),
        /orderData\.states: at least one state/,
      ],
      [
        'nothing selected',
        () => ({ amount: 0, orderData: checkoutRecord({ packages: [], services: [] }) }),
        /orderData\.packages: select at least one package or service/,
      ],
      [
        'entity type not available in the state',
        () => ({
          amount: 1400,
          orderData: checkoutRecord({
            states: ['CA'],
            entityDetails: { CA: { businessName: 'X', entityType: 'TRUST' } },
          }),
        }),
        /orderData\.entityDetails\.CA\.entityType: Trust is not available in California/,
      ],
      [
        'series LLC outside DE and IL',
        () => ({
          amount: 1400,
          orderData: checkoutRecord({ states: ['WY'], entityDetails: { WY: { entityType: 'SERIES_LLC' } } }),
        }),
        /orderData\.entityDetails\.WY\.entityType: Series LLC is not available in Wyoming/,
      ],
      [
        'unknown entity type',
        () => ({ amount: 1400, orderData: checkoutRecord({ entityDetails: { DE: { entityType: 'PARTNERSHIP' } } }) }),
        /orderData\.entityDetails\.DE\.entityType/,
      ],
      [
        'packages not a list',
        () => ({ amount: 1400, orderData: checkoutRecord({ packages: 'PREMIUM' }) }),
        /orderData\.packages: must be a list of package ids/,
      ],
      [
        'contact not an object',
        () => ({ amount: 1400, orderData: checkoutRecord({ contact: 'ada' }) }),
        /orderData\.contact/,
      ],
      ['orderData missing', () => ({ amount: 1400 }), /orderData/],
      ['orderData not an object', () => ({ amount: 1400, orderData: 'x' }), /orderData/],
    ];
    it.each(cases)('%s', async (_name, payload, message) => {
      const before = await ctx.db.order.count();
      const response = await post(payload());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await ctx.db.order.count()).toBe(before);
    });

    it('an empty body', async () => {
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/body/);
      const none = await ctx.app.inject({ method: 'POST', url: '/api/create-payment-intent' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/body/);
      const notJson = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'content-type': 'application/json' },
        payload: '{"orderData":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().message).toMatch(/malformed JSON/);
    });
  });

  it('answers the same order and intent when the same checkout is sent again', async () => {
    const record = checkoutRecord();
    const intentsBefore = ctx.stub.intents.size;
    const first = await startCheckout(ctx, record);
    // A reload re-sends the stored record; key order and id order do not matter.
    const reordered = {
      ...record,
      contact: { ...record.contact, email: record.contact.email.toUpperCase() },
      amount: undefined,
    };
    const second = await startCheckout(ctx, reordered, 999);
    expect(second).toEqual(first);
    expect(await ctx.db.order.count({ where: { contactEmail: record.contact.email } })).toBe(1);
    expect(ctx.stub.intents.size).toBe(intentsBefore + 1);
  });

  it('reuses the intent through the same idempotency key when the order lost its intent id', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    const intentId = (await ctx.db.order.findUniqueOrThrow({ where: { id: first.orderId } })).stripePaymentIntentId!;
    // As if the process stopped after Stripe answered but before the order was updated.
    await ctx.db.order.update({ where: { id: first.orderId }, data: { stripePaymentIntentId: null } });
    const intentsBefore = ctx.stub.intents.size;
    const second = await startCheckout(ctx, record);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(ctx.stub.intents.size).toBe(intentsBefore);
    const creates = ctx.stub.requests.filter(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.body.metadata &&
        (r.body.metadata as Record<string, string>).orderId === first.orderId,
    );
    expect(creates).toHaveLength(2);
    expect(creates[0].idempotencyKey).toBeTruthy();
    expect(creates[1].idempotencyKey).toBe(creates[0].idempotencyKey);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: first.orderId } })).stripePaymentIntentId).toBe(
      intentId,
    );
  });

  it('makes one order and one intent for the same checkout sent several times at once', async () => {
    const record = checkoutRecord();
    const intentsBefore = ctx.stub.intents.size;
    const answers = await Promise.all([1, 2, 3].map(() => post({ amount: 1400, orderData: record })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.clientSecret)).size).toBe(1);
    expect(await ctx.db.order.count({ where: { contactEmail: record.contact.email } })).toBe(1);
    expect(ctx.stub.intents.size).toBe(intentsBefore + 1);
  });

  it('makes a new order for a new checkout (another timestamp) by the same person', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    const second = await startCheckout(ctx, { ...record, timestamp: '2026-02-02T00:00:00.000Z' });
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });

  it('brings the intent back to the server price when its amount differs', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: first.orderId } });
    ctx.stub.intents.get(order.stripePaymentIntentId!)!.amount = 999;
    const second = await startCheckout(ctx, record);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(ctx.stub.intents.get(order.stripePaymentIntentId!)!.amount).toBe(140_000);
    expect(ctx.stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${order.stripePaymentIntentId}`,
      body: { amount: '140000' },
    });
  });

  it('answers 409 for a checkout that is already paid', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    await ctx.db.order.update({ where: { id: first.orderId }, data: { paymentStatus: 'PAID', paidAt: new Date() } });
    const again = await post({ amount: 1400, orderData: record });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been paid/);
  });

  it('answers 409 when Stripe says the intent already succeeded (webhook not yet received)', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: first.orderId } });
    ctx.stub.intents.get(order.stripePaymentIntentId!)!.status = 'succeeded';
    const again = await post({ amount: 1400, orderData: record });
    expect(again.statusCode).toBe(409);
  });

  it('answers 502 with a readable message when Stripe refuses, without a stack', async () => {
    const record = checkoutRecord();
    const first = await startCheckout(ctx, record);
    await ctx.db.order.update({ where: { id: first.orderId }, data: { stripePaymentIntentId: 'pi_does_not_exist' } });
    const response = await post({ amount: 1400, orderData: record });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "Payment provider error: No such payment_intent: 'pi_does_not_exist'" });
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const unreachable = await createTestApp({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:9' });
    try {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { amount: 0, orderData: checkoutRecord() },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/Could not reach the payment provider/);
      expect(response.body).not.toMatch(/at \w+ \(|node_modules/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('without Stripe configuration', () => {
  it('answers 503 to create-payment-intent and null to the config call, creating nothing', async () => {
    const bare = await createTestApp();
    try {
      const before = await bare.db.order.count();
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { amount: 1400, orderData: checkoutRecord() },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: PAYMENTS_NOT_CONFIGURED });
      expect(PAYMENTS_NOT_CONFIGURED).toBe('Payments are not configured: set STRIPE_SECRET_KEY');
      expect(await bare.db.order.count()).toBe(before);
      const config = await bare.app.inject({ method: 'GET', url: '/api/stripe/config' });
      expect(config.json()).toEqual({ publishableKey: null });
      const malformed = await bare.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { amount: 1400, orderData: { ...checkoutRecord(), states: 'DE' } },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^orderData\.states: /);
    } finally {
      await bare.close();
    }
  });
});
