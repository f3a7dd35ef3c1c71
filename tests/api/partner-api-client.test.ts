// The typed client: the committed types are those of the document the API serves, and a partner's code calls the
// API through them with openapi-fetch over real HTTP, exactly as it would in production.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { partnerApiTypes, SDK_TYPES_FILE } from '../../scripts/partner-api-types';
import type { paths } from '../../sdk/src/schema';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx?.close());

it('commits the types of the document the API serves (npm run partner-api:types)', async () => {
  expect(readFileSync(SDK_TYPES_FILE, 'utf8')).toBe(await partnerApiTypes());
});

it('places, reads and lists an order through the typed client', async () => {
  const { keys } = await createPartner(ctx.db, 'Typed Client Bank');
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${keys.TEST}` } });
  const placed = await api.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      kind: 'FORMATION',
      customer: { email: 'owner@example.com', firstName: 'Ada', lastName: 'Owner' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName: 'Ada Ventures LLC', entityType: 'LLC' } },
    },
  });
  expect(placed.response.status).toBe(201);
  const order = placed.data as { id: string; amountTotal: number };
  const read = await api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
  expect(read.data).toMatchObject({ id: order.id, livemode: false, entities: [{ state: 'WY' }] });
  const list = await api.GET('/api/v1/orders', { params: { query: { limit: 10 } } });
  expect(list.data?.data.map((o) => o.id)).toEqual([order.id]);
  const missing = await api.GET('/api/v1/orders/{id}', { params: { path: { id: randomUUID() } } });
  expect(missing.error).toMatchObject({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
});
