// The SDK in sdk/: its quickstart runs against the API over real HTTP (a test formation placed, completed through
// the sandbox, its filings read), it sends the current version, and its
// signature verifier accepts what the webhook sender signs, with either secret during a rotation's overlap.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../platform/services/partners';
import { SDK_VERSION_FILE, sdkVersionModule } from '../../scripts/partner-api-types';
import { handleWebhook, quickstart } from '../../sdk/examples/quickstart';
import { createFormationClient, idempotencyKey, verifySignature } from '../../sdk/src';
import { createTestApp, type TestContext } from '../helpers/api';
import { fakePipeline } from '../helpers/fake-pipeline';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
let baseUrl: string;
// The workflow's rules without Temporal, as the sandbox's own test runs them.
const pipeline = fakePipeline(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { pipelineClient: pipeline });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx?.close());

describe('the SDK', () => {
  it('carries the current version (its types are checked in partner-api-client.test.ts)', () => {
    expect(readFileSync(SDK_VERSION_FILE, 'utf8')).toBe(sdkVersionModule());
  });

  it("runs the quickstart: a test formation completed through the sandbox, with its filing's facts", async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const other = await createPartner(ctx.db, 'Same Name Bank');
    const formation = createFormationClient({ baseUrl, apiKey: keys.TEST });
    const order = await quickstart(formation, 'customer-42');
    expect(order).toMatchObject({ object: 'order', livemode: false, metadata: { yourCustomerId: 'customer-42' } });
    // The sandbox's calls reached the order's workflow (here its rules without Temporal) up to the state's filing.
    expect(pipeline.states.get(order.id)?.stage).toBe('COMPLETE');
    const filed = pipeline.calls.filter((call) => call.orderId === order.id && call.action.action === 'recordFiling');
    expect(filed.map((call) => call.action)).toEqual([
      expect.objectContaining({ confirmationNumber: expect.stringContaining(order.id.slice(0, 8).toUpperCase()) }),
    ]);
    // Run again, the same Idempotency-Keys answer the same order.
    expect((await quickstart(formation, 'customer-42')).id).toBe(order.id);
    // The other partner of the same name does not see it.
    const theirs = createFormationClient({ baseUrl, apiKey: other.keys.TEST });
    const read = await theirs.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(read.response.status).toBe(404);
  });

  it('sends its Formation-Version, and another when asked', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const older = createFormationClient({ baseUrl, apiKey: keys.TEST, version: '2026-11-01' });
    const list = await older.GET('/api/v1/orders');
    expect(list.response.headers.get('formation-version')).toBe('2026-11-01');
  });

  it('verifies signatures as the sender signs them, with either secret during an overlap', () => {
    const body = JSON.stringify({ id: 'evt', object: 'event', type: 'order.completed', apiVersion: '2026-12-01' });
    const header = signWebhook(['whsec_new', 'whsec_old'], body);
    expect(verifySignature(body, header, 'whsec_new')).toBe(true);
    expect(verifySignature(body, header, 'whsec_old')).toBe(true);
    expect(verifySignature(body, header, 'whsec_other')).toBe(false);
    expect(verifySignature(`${body} `, header, 'whsec_new')).toBe(false);
    const stale = signWebhook('whsec_new', body, Math.floor(Date.now() / 1000) - 3600);
    expect(verifySignature(body, stale, 'whsec_new')).toBe(false);
    expect(handleWebhook(body, header, 'whsec_new')).toBe(200);
    expect(handleWebhook(body, header, 'whsec_other')).toBe(400);
    expect(handleWebhook(body, undefined, 'whsec_new')).toBe(400);
  });

  it('makes the same Idempotency-Key from the same parts, and a new one without', () => {
    expect(idempotencyKey('order', 'customer-42')).toBe(idempotencyKey('order', 'customer-42'));
    expect(idempotencyKey('order', 'customer-42')).not.toBe(idempotencyKey('order', 'customer-43'));
    expect(idempotencyKey()).not.toBe(idempotencyKey());
  });
});
