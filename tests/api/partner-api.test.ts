// The partner API as partners call it: Bearer keys, the error shape, reference data, customers and orders, two
// partners with the same names reaching for each other's objects, and test data kept out of live lists.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formationDetailsSchema } from '../../domain/partner-api/orders';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
function call(key: string | null, method: Method, url: string, payload?: object, idempotencyKey?: string) {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
}

const formation = (overrides: Record<string, unknown> = {}) => ({
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['DE'],
  entityDetails: { DE: { businessName: 'Jane Widgets LLC', entityType: 'LLC' } },
  ...overrides,
});

const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    error: {
      type: expect.any(String),
      code,
      message: expect.any(String),
      param: expect.toBeOneOf([null, expect.any(String)]),
    },
  });
};

describe('partner API', () => {
  it('refuses a missing, malformed or revoked key in the error shape, with a request id', async () => {
    const none = await call(null, 'GET', '/orders');
    expectError(none, 401, 'api_key_missing');
    expect(none.headers['request-id']).toMatch(/^req_[0-9a-f]{32}$/);
    expectError(await call('fk_test_nope', 'GET', '/orders'), 401, 'invalid_api_key');
    const { partner, keys } = await createPartner(ctx.db);
    expect((await call(keys.TEST, 'GET', '/orders')).statusCode).toBe(200);
    await ctx.db.partnerKey.updateMany({ where: { partnerId: partner.id }, data: { expiresAt: new Date() } });
    expectError(await call(keys.TEST, 'GET', '/orders'), 401, 'invalid_api_key');
  });

  it('answers unknown routes 404 and wrong methods 405 in the error shape', async () => {
    const { keys } = await createPartner(ctx.db);
    expectError(await call(keys.TEST, 'GET', '/nothing-here'), 404, 'resource_missing');
    const wrong = await call(keys.TEST, 'DELETE', '/orders');
    expectError(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.allow).toContain('GET');
    expectError(await call(keys.TEST, 'GET', '/orders/%E0%A4%A'), 400, 'url_invalid');
  });

  it('serves states, prices and per-state requirements generated from the validating schema', async () => {
    const { keys } = await createPartner(ctx.db);
    const states = (await call(keys.TEST, 'GET', '/states')).json();
    expect(states.data.find((s: { code: string }) => s.code === 'DE')).toMatchObject({ name: 'Delaware' });
    const prices = (await call(keys.TEST, 'GET', '/prices')).json();
    expect(prices.packages.length).toBeGreaterThan(0);
    const requirements = await call(keys.TEST, 'GET', '/requirements/FORMATION/DE');
    expect(requirements.statusCode).toBe(200);
    const schema = requirements.json();
    expect(schema.required).toEqual(['businessName', 'entityType']);
    // The answered enum is what the server accepts: each listed type passes, another fails.
    for (const type of schema.properties.entityType.enum)
      expect(formationDetailsSchema('DE').safeParse({ businessName: 'X', entityType: type }).success).toBe(true);
    expectError(await call(keys.TEST, 'GET', '/requirements/FORMATION/ZZ'), 404, 'resource_missing');
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/orders/{id}');
    const platformDoc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(platformDoc.paths).some((path) => path.startsWith('/api/v1'))).toBe(false);
  });

  it('previews an order without placing it, places it billed to the partner and lists it', async () => {
    const { partner, keys } = await createPartner(ctx.db);
    const preview = await call(keys.TEST, 'POST', '/orders', formation({ preview: true }), randomUUID());
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ object: 'order_preview', currency: 'usd', livemode: false });
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(0);

    const placed = await call(keys.TEST, 'POST', '/orders', formation(), randomUUID());
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      object: 'order',
      kind: 'FORMATION',
      billing: 'partner_invoice',
      livemode: false,
      amountTotal: preview.json().amountTotal,
      entities: [{ state: 'DE', businessName: 'Jane Widgets LLC', entityType: 'LLC' }],
    });
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      partnerId: partner.id,
      testMode: true,
      paymentStatus: 'PAID',
      stage: 'PENDING_REVIEW',
    });
    expect(await ctx.db.outboxEntry.count({ where: { payload: { equals: { orderId: order.id } } } })).toBe(1);
    const list = (await call(keys.TEST, 'GET', '/orders')).json();
    expect(list.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await call(keys.TEST, 'GET', `/orders/${order.id}`)).json().id).toBe(order.id);
    const audit = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'partner.api_write', target: partner.id },
    });
    expect(audit.details).toMatchObject({ partner: partner.name, key: 'TEST key', operation: 'POST /api/v1/orders' });
    // Four requests: preview, place, list, read (counted once each answer is sent).
    const requests = async () =>
      (await ctx.db.partnerUsage.findMany({ where: { partnerId: partner.id } })).reduce(
        (n, day) => n + day.requests,
        0,
      );
    await expect.poll(requests).toBe(4);
  });

  it('names the failing field of an invalid order in param', async () => {
    const { keys } = await createPartner(ctx.db);
    const response = await call(
      keys.TEST,
      'POST',
      '/orders',
      formation({ entityDetails: { DE: { businessName: '', entityType: 'LLC' } } }),
      randomUUID(),
    );
    expectError(response, 400, 'parameter_invalid');
    expect(response.json().error.param).toBe('entityDetails.DE.businessName');
    expectError(await call(keys.TEST, 'POST', '/orders', formation()), 400, 'idempotency_key_required');
  });

  it("lets a partner reach none of another partner's objects, though both use the same names", async () => {
    const a = await createPartner(ctx.db, 'Same Name Bank');
    const b = await createPartner(ctx.db, 'Same Name Bank');
    const order = (await call(a.keys.TEST, 'POST', '/orders', formation(), randomUUID())).json();
    const customer = (await call(a.keys.TEST, 'GET', '/customers')).json().data[0];
    expect(customer.email).toBe('jane@example.com');
    expectError(await call(b.keys.TEST, 'GET', `/orders/${order.id}`), 404, 'resource_missing');
    expect(await ctx.db.auditEntry.count({ where: { action: 'access.denied', target: `order:${order.id}` } })).toBe(1);
    expectError(await call(b.keys.TEST, 'GET', `/customers/${customer.id}`), 404, 'resource_missing');
    expect((await call(b.keys.TEST, 'GET', '/orders')).json().data).toEqual([]);
    expect((await call(b.keys.TEST, 'GET', '/customers')).json().data).toEqual([]);
    expectError(await call(b.keys.TEST, 'GET', `/orders?cursor=${order.id}`), 400, 'cursor_invalid');
    // B's own customer of the same email is another customer.
    const own = await call(
      b.keys.TEST,
      'POST',
      '/customers',
      { email: 'jane@example.com', firstName: 'J', lastName: 'D' },
      randomUUID(),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().id).not.toBe(customer.id);
  });

  it('keeps test orders out of live lists, and live out of test', async () => {
    const { keys } = await createPartner(ctx.db, 'Live Bank', ['TEST', 'LIVE']);
    const test = (await call(keys.TEST, 'POST', '/orders', formation(), randomUUID())).json();
    const live = (await call(keys.LIVE, 'POST', '/orders', formation(), randomUUID())).json();
    expect(live.livemode).toBe(true);
    expect((await call(keys.LIVE, 'GET', '/orders')).json().data.map((o: { id: string }) => o.id)).toEqual([live.id]);
    expect((await call(keys.TEST, 'GET', '/orders')).json().data.map((o: { id: string }) => o.id)).toEqual([test.id]);
    expectError(await call(keys.LIVE, 'GET', `/orders/${test.id}`), 404, 'resource_missing');
  });

  it('pages orders with a cursor, newest first', async () => {
    const { keys } = await createPartner(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.unshift((await call(keys.TEST, 'POST', '/orders', formation(), randomUUID())).json().id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { id: string }[]; nextCursor: string | null } = (
        await call(keys.TEST, 'GET', `/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.data.map((o) => o.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });
});
