// Hostile input to every operation of the partner API's own OpenAPI document (/api/v1/openapi.json), without a
// key, with a test key and with a live key, each with a fresh Idempotency-Key: no 5xx, and every error in the
// API's shape {error: {type, code, message, param}} without internal detail. Another partner's order id is among
// the ids tried, and its customer's email must never show. FUZZ_SEED and FUZZ_CASES as in fuzz.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { fuzzCases } from '../fuzz/cases';
import { operationsOf } from '../fuzz/openapi';
import { answerProblems } from '../fuzz/oracle';
import { seededRandom } from '../fuzz/random';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const CASES = Number(process.env.FUZZ_CASES ?? 12);
const OTHER_EMAIL = `other-partner-customer-${randomUUID()}@test.example`;

let ctx: TestContext;
const identities: { name: string; key: string | null }[] = [{ name: 'no key', key: null }];
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '100000' });
  const mine = await createPartner(ctx.db, 'Fuzz Bank', ['TEST', 'LIVE']);
  identities.push({ name: 'test key', key: mine.keys.TEST }, { name: 'live key', key: mine.keys.LIVE });
  const other = await createPartner(ctx.db, 'Fuzz Bank');
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { authorization: `Bearer ${other.keys.TEST}`, 'idempotency-key': randomUUID() },
    payload: {
      kind: 'FORMATION',
      customer: { email: OTHER_EMAIL, firstName: 'Other', lastName: 'Customer' },
      packages: ['PREMIUM'],
      services: [],
      states: ['DE'],
      entityDetails: { DE: { businessName: 'Other Partner LLC', entityType: 'LLC' } },
    },
  });
  expect(placed.statusCode).toBe(201);
  ids.push(placed.json().id, placed.json().customer);
  // Its formed entity too, which later kinds of order name.
  await ctx.db.order.update({ where: { id: placed.json().id }, data: { status: 'COMPLETE', stage: 'COMPLETE' } });
  await createObligationsForOrder(ctx.db, placed.json().id);
  ids.push((await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: placed.json().id } })).id);
  // And a document of its order and a case on it, whose names must never show.
  const document = await ctx.db.asset.create({
    data: {
      kind: 'document',
      name: 'Other Partner LLC articles.pdf',
      s3Key: `documents/${randomUUID()}.pdf`,
      checksum: '0'.repeat(64),
      orderId: placed.json().id,
    },
  });
  ids.push(document.id);
  const openCase = await ctx.db.changeRequest.create({
    data: { id: randomUUID(), orderId: placed.json().id, message: 'Other Partner LLC needs another name' },
  });
  ids.push(openCase.id);
}, 60_000);
afterAll(async () => ctx?.close());

it('answers every hostile request to every partner API operation with a 2xx-4xx in its error shape', async () => {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(8);
  const random = seededRandom(SEED);
  const failures = new Map<string, string>();
  for (const operation of operations)
    for (const identity of identities)
      for (const fuzzCase of fuzzCases(operation, random, ids, CASES)) {
        const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
        if (identity.key) headers.authorization = `Bearer ${identity.key}`;
        if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
        if (fuzzCase.cutShort) headers['content-length'] = String(Buffer.byteLength(fuzzCase.payload ?? '') + 100);
        const response = await ctx.app.inject({
          method: fuzzCase.method as 'GET',
          url: fuzzCase.url,
          headers,
          payload: fuzzCase.payload,
        });
        const problems = answerProblems(response, operation.htmlPage, 'partner');
        if (response.body.includes(OTHER_EMAIL) || response.body.includes('Other Partner LLC'))
          problems.push("answer showing another partner's data");
        if (problems.length)
          failures.set(
            `${operation.method} ${operation.path}: ${problems.join(', ')}`,
            `${identity.name} [${fuzzCase.label}] -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
  expect(
    [...failures].map(([key, example]) => `${key}, e.g. ${example}`),
    `seed ${SEED}`,
  ).toEqual([]);
}, 300_000);
