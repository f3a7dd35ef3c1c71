// Idempotency-Key and per-key rate limits of the partner API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
let limited: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
  limited = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '3', PARTNER_RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(async () => {
  await ctx?.close();
  await limited?.close();
});

const formation = (businessName = 'Jane Widgets LLC') => ({
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['DE'],
  entityDetails: { DE: { businessName, entityType: 'LLC' } },
});

const post = (app: TestContext, key: string, url: string, payload: object, idempotencyKey: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotencyKey },
    payload,
  });

describe('Idempotency-Key', () => {
  it('answers the stored answer to the same key and body, and 409 idempotency_key_reused to another body', async () => {
    const { partner, keys } = await createPartner(ctx.db);
    const key = randomUUID();
    const first = await post(ctx, keys.TEST, '/orders', formation(), key);
    expect(first.statusCode).toBe(201);
    const again = await post(ctx, keys.TEST, '/orders', formation(), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post(ctx, keys.TEST, '/orders', formation('Another Name LLC'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reused' });
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(1);
  });

  it('keeps keys per partner: another partner may use the same key for its own order', async () => {
    const a = await createPartner(ctx.db, 'Same Bank');
    const b = await createPartner(ctx.db, 'Same Bank');
    const key = randomUUID();
    const mine = (await post(ctx, a.keys.TEST, '/orders', formation(), key)).json();
    const theirs = await post(ctx, b.keys.TEST, '/orders', formation(), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.id);
  });

  it('makes one order of ten requests sent at once with one key', async () => {
    const { partner, keys } = await createPartner(ctx.db);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(ctx, keys.TEST, '/orders', formation(), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(1);
  });

  it('finishes a request whose process died mid-way, finding the order it had made', async () => {
    const { partner, keys } = await createPartner(ctx.db);
    const key = randomUUID();
    const first = (await post(ctx, keys.TEST, '/orders', formation(), key)).json();
    // What a process killed after creating the order and before storing its answer leaves behind.
    await ctx.db.idempotencyRecord.update({
      where: { partnerId_mode_key: { partnerId: partner.id, mode: 'TEST', key } },
      data: { status: null, body: undefined, createdAt: new Date(Date.now() - 60_000) },
    });
    const retried = await post(ctx, keys.TEST, '/orders', formation(), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(first.id);
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(1);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After in the error shape once a key has used its requests, other keys unaffected', async () => {
    const a = await createPartner(limited.db);
    const b = await createPartner(limited.db);
    const get = (key: string) =>
      limited.app.inject({ method: 'GET', url: '/api/v1/states', headers: { authorization: `Bearer ${key}` } });
    for (let i = 0; i < 3; i++) expect((await get(a.keys.TEST)).statusCode).toBe(200);
    const refused = await get(a.keys.TEST);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect((await get(b.keys.TEST)).statusCode).toBe(200);
  });
});
