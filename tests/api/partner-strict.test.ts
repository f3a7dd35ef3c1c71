// Strict requests: every body, query and header parameter the operation does not name answers 400
// parameter_unknown naming it (nothing is placed or billed), and a body that is not JSON answers 415.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

const formation = (overrides: Record<string, unknown> = {}) => ({
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['DE'],
  entityDetails: { DE: { businessName: 'Jane Widgets LLC', entityType: 'LLC' } },
  ...overrides,
});

function send(
  key: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      ...headers,
    },
    payload,
  });
}

const expectUnknown = (response: { statusCode: number; json(): unknown }, param: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json()).toEqual({
    error: { type: 'invalid_request_error', code: 'parameter_unknown', message: expect.stringContaining(param), param },
  });
};

describe('strict partner API', () => {
  it("refuses the typo'd preveiw and biling and places no order, nor bills anyone", async () => {
    const { partner, keys } = await createPartner(ctx.db);
    expectUnknown(await send(keys.TEST, 'POST', '/orders', formation({ preveiw: true })), 'preveiw');
    expectUnknown(await send(keys.TEST, 'POST', '/orders', formation({ biling: 'payment_link' })), 'biling');
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(0);
    // Spelled right, the same body previews and places.
    const preview = await send(keys.TEST, 'POST', '/orders', formation({ preview: true }));
    expect(preview.statusCode).toBe(200);
    const placed = await send(keys.TEST, 'POST', '/orders', formation({ billing: 'payment_link' }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().billing).toBe('payment_link');
  });

  it('names unknown parameters nested in the body by their dotted path', async () => {
    const { keys } = await createPartner(ctx.db);
    const customer = { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', emial: 'x' };
    expectUnknown(await send(keys.TEST, 'POST', '/orders', formation({ customer })), 'customer.emial');
    const entityDetails = { DE: { businessName: 'Jane Widgets LLC', entityType: 'LLC', nmae: 'x' } };
    expectUnknown(await send(keys.TEST, 'POST', '/orders', formation({ entityDetails })), 'entityDetails.DE.nmae');
    const ein = { kind: 'EIN', entityId: randomUUID(), details: { responsiblePartyName: 'Jane', extra: 1 } };
    expectUnknown(await send(keys.TEST, 'POST', '/orders', ein), 'details.extra');
    expectUnknown(await send(keys.TEST, 'POST', '/customers', { ...customer, emial: undefined, phon: '1' }), 'phon');
    expectUnknown(
      await send(keys.TEST, 'POST', '/webhook_endpoints', {
        url: 'https://93.184.216.34/x',
        events: ['*'],
        enabeld: 1,
      }),
      'enabeld',
    );
  });

  it('refuses unknown query parameters, on lists and on reads', async () => {
    const { keys } = await createPartner(ctx.db);
    expectUnknown(await send(keys.TEST, 'GET', '/orders?starting_after=ord_1'), 'starting_after');
    expectUnknown(await send(keys.TEST, 'GET', `/events?order=${randomUUID()}`), 'order');
    expectUnknown(await send(keys.TEST, 'GET', '/customers?limit=2&lmit=3'), 'lmit');
    expectUnknown(await send(keys.TEST, 'GET', '/states?x=1'), 'x');
    expect((await send(keys.TEST, 'GET', '/orders?limit=2')).statusCode).toBe(200);
  });

  it("refuses unknown headers in the API's own namespaces, and Idempotency-Key where nothing reads it", async () => {
    const { keys } = await createPartner(ctx.db);
    expectUnknown(
      await send(keys.TEST, 'GET', '/orders', undefined, { 'formation-verison': '2026-12-01' }),
      'formation-verison',
    );
    expectUnknown(await send(keys.TEST, 'GET', '/orders', undefined, { 'idempotency-key': 'k' }), 'idempotency-key');
    expectUnknown(
      await send(keys.TEST, 'POST', '/orders', formation({ preview: true }), { 'idempotency-kye': 'k' }),
      'idempotency-kye',
    );
    // HTTP's own headers are not parameters.
    const ordinary = await send(keys.TEST, 'GET', '/orders', undefined, { 'user-agent': 'bank/1.0', 'x-trace': '1' });
    expect(ordinary.statusCode).toBe(200);
  });

  it('refuses a body on an operation that reads none', async () => {
    const { keys } = await createPartner(ctx.db);
    const created = await send(keys.TEST, 'POST', '/webhook_endpoints', {
      url: 'https://93.184.216.34/x',
      events: ['*'],
    });
    expect(created.statusCode).toBe(201);
    const rotated = await send(keys.TEST, 'POST', `/webhook_endpoints/${created.json().id}/rotate_secret`, {
      force: true,
    });
    expectUnknown(rotated, 'force');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const { partner, keys } = await createPartner(ctx.db);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await send(keys.TEST, 'POST', '/orders', 'kind=FORMATION', { 'content-type': contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toMatchObject({ type: 'invalid_request_error', code: 'unsupported_media_type' });
    }
    const asText = await send(keys.TEST, 'POST', '/orders', JSON.stringify(formation()), {
      'content-type': 'text/plain',
    });
    expect(asText.statusCode).toBe(415);
    expect(await ctx.db.order.count({ where: { partnerId: partner.id } })).toBe(0);
  });
});
