// Dated API versions: a partner pinned to the version current at its first key, Formation-Version per request, the
// version named on every answer and event, and an older version's answer unchanged by a newer version's fields.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION_NAMES, CURRENT_API_VERSION } from '../../domain/partner-api/versions';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      ...headers,
    },
    payload,
  });

const formation = {
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['WY'],
  entityDetails: { WY: { businessName: 'Same Name LLC', entityType: 'LLC' } },
  metadata: { object: 'order', ein: 'kept: metadata is the partner’s own' },
};

/** The order's fields as 2026-11-01 answered them: a newer version's field here fails this test. */
const ORDER_FIELDS_2026_11_01 = [
  'currency',
  'amountTotal',
  'lineItems',
  'id',
  'object',
  'kind',
  'customer',
  'entity',
  'details',
  'status',
  'stage',
  'billing',
  'paymentStatus',
  'paymentUrl',
  'paymentLinkExpiresAt',
  'states',
  'packages',
  'services',
  'entities',
  'metadata',
  'livemode',
  'createdAt',
];

describe('dated versions', () => {
  it('pins a partner to the version current at its first key and names it on every answer', async () => {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank');
    expect((await ctx.db.partner.findUniqueOrThrow({ where: { id: partner.id } })).apiVersion).toBe(
      CURRENT_API_VERSION,
    );
    const placed = await call(keys.TEST, 'POST', '/orders', formation);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['formation-version']).toBe(CURRENT_API_VERSION);
    expect(placed.json()).toHaveProperty('filings');
    // Errors and unauthenticated answers name it too.
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders', headers: { authorization: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['formation-version']).toBe(CURRENT_API_VERSION);
  });

  it('answers a partner pinned to an older version as that version did, and another version when asked', async () => {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank');
    await ctx.db.partner.update({ where: { id: partner.id }, data: { apiVersion: '2026-11-01' } });
    const placed = await call(keys.TEST, 'POST', '/orders', formation);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['formation-version']).toBe('2026-11-01');
    const order = placed.json();
    expect(Object.keys(order)).toEqual(ORDER_FIELDS_2026_11_01);
    expect(order.metadata).toEqual(formation.metadata);

    const read = await call(keys.TEST, 'GET', `/orders/${order.id}?expand[]=entity`);
    expect(Object.keys(read.json())).toEqual(ORDER_FIELDS_2026_11_01);
    const list = await call(keys.TEST, 'GET', '/orders');
    expect(Object.keys(list.json().data[0])).toEqual(ORDER_FIELDS_2026_11_01);

    const newer = await call(keys.TEST, 'GET', `/orders/${order.id}`, undefined, {
      'formation-version': CURRENT_API_VERSION,
    });
    expect(newer.headers['formation-version']).toBe(CURRENT_API_VERSION);
    expect(newer.json()).toMatchObject({ filings: expect.any(Array), completedAt: null, ein: null });
    // The pin itself is unchanged by one request's header.
    const again = await call(keys.TEST, 'GET', `/orders/${order.id}`);
    expect(again.json()).not.toHaveProperty('filings');

    // Events: the version on the event, its object in that version.
    const events = await call(keys.TEST, 'GET', `/orders/${order.id}/events`);
    const created = events.json().data[0];
    expect(created).toMatchObject({ type: 'order.created', apiVersion: '2026-11-01' });
    expect(Object.keys(created.data.object).sort()).toEqual([...ORDER_FIELDS_2026_11_01].sort());
    const current = await call(keys.TEST, 'GET', `/events/${created.id}`, undefined, {
      'formation-version': CURRENT_API_VERSION,
    });
    expect(current.json()).toMatchObject({ apiVersion: CURRENT_API_VERSION, data: { object: { filings: [] } } });
  });

  it('replays an idempotent POST in the version asked', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const key = randomUUID();
    const first = await call(keys.TEST, 'POST', '/orders', formation, { 'idempotency-key': key });
    const old = await call(keys.TEST, 'POST', '/orders', formation, {
      'idempotency-key': key,
      'formation-version': '2026-11-01',
    });
    expect(old.headers['idempotent-replayed']).toBe('true');
    expect(old.json().id).toBe(first.json().id);
    expect(Object.keys(old.json())).toEqual(ORDER_FIELDS_2026_11_01);
    const same = await call(keys.TEST, 'POST', '/orders', formation, { 'idempotency-key': key });
    expect(same.body).toBe(first.body);
  });

  it('refuses a version that does not exist, naming the versions', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const refused = await call(keys.TEST, 'GET', '/orders', undefined, { 'formation-version': '2025-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'api_version_invalid', param: 'Formation-Version' });
    expect(refused.json().error.message).toContain(API_VERSION_NAMES.join(', '));
  });
});
