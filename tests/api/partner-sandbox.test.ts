// The sandbox a partner drives with test keys: test orders that wait for its calls (autoAdvance: false), and
// test_helpers that send each step to the order's workflow as staff's action would, refused in the error shape
// when the workflow refuses. Live keys find no such routes. The workflow here is the domain's rules without
// Temporal (tests/helpers/fake-pipeline.ts): no run on a live Temporal service exists yet.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/api';
import { fakePipeline } from '../helpers/fake-pipeline';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
const pipeline = fakePipeline(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { pipelineClient: pipeline });
});
afterAll(async () => ctx?.close());

function call(key: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (method === 'POST') headers['idempotency-key'] = randomUUID();
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
}

const formation = (overrides: Record<string, unknown> = {}) => ({
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['DE'],
  entityDetails: { DE: { businessName: 'Sandbox LLC', entityType: 'LLC' } },
  autoAdvance: false,
  ...overrides,
});

const helper = (key: string, id: string, name: string, body?: object) =>
  call(key, 'POST', `/test_helpers/orders/${id}/${name}`, body);
const actionsOf = (orderId: string) => pipeline.calls.filter((c) => c.orderId === orderId).map((c) => c.action.action);

describe('sandbox', () => {
  it('places test orders that wait for the partner, and refuses the option on live orders', async () => {
    const { keys } = await createPartner(ctx.db, 'Sandbox Bank', ['TEST', 'LIVE']);
    const placed = await call(keys.TEST, 'POST', '/orders', formation());
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: placed.json().id } });
    expect(row.autoAdvance).toBe(false);
    const auto = await call(keys.TEST, 'POST', '/orders', formation({ autoAdvance: undefined }));
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: auto.json().id } })).autoAdvance).toBe(true);
    const live = await call(keys.LIVE, 'POST', '/orders', formation());
    expect(live.statusCode).toBe(400);
    expect(live.json().error).toMatchObject({ code: 'parameter_invalid', param: 'autoAdvance' });
  });

  it('advances a test order step by step, opens a case, rejects a filing and completes it', async () => {
    const { keys } = await createPartner(ctx.db, 'Sandbox Bank');
    const order = (await call(keys.TEST, 'POST', '/orders', formation())).json();
    const advanced = await helper(keys.TEST, order.id, 'advance');
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json()).toMatchObject({ id: order.id, object: 'order' });
    expect(actionsOf(order.id)).toEqual(['approve']);
    expect(pipeline.calls.at(-1)?.actor.email).toBe('Sandbox Bank (test helper, key TEST key)');

    // A filing cannot be rejected before the order is at its filing.
    const early = await helper(keys.TEST, order.id, 'reject_filing');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('order_not_advanceable');

    await helper(keys.TEST, order.id, 'advance'); // documents confirmed: at the filing
    expect(pipeline.states.get(order.id)?.stage).toBe('FILING');
    const rejected = await helper(keys.TEST, order.id, 'reject_filing', { reason: 'Name not available' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(pipeline.calls.at(-1)?.action).toEqual({
      action: 'rejectFiling',
      stateCode: 'DE',
      reason: 'Name not available',
    });
    expect(pipeline.states.get(order.id)?.stage).toBe('DOCUMENTS');

    const completed = await helper(keys.TEST, order.id, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(pipeline.states.get(order.id)?.stage).toBe('COMPLETE');
    expect(actionsOf(order.id).at(-1)).toBe('recordFiling');
    const filing = pipeline.calls.at(-1)?.action as { confirmationNumber: string };
    expect(filing.confirmationNumber).toBe(`TEST-${order.id.slice(0, 8).toUpperCase()}-DE`);
  });

  it('opens a case the order then waits on', async () => {
    const { keys } = await createPartner(ctx.db, 'Sandbox Bank');
    const order = (await call(keys.TEST, 'POST', '/orders', formation())).json();
    const opened = await helper(keys.TEST, order.id, 'open_case', {
      message: 'Confirm the name',
      fields: ['DE.businessName'],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(pipeline.calls.at(-1)?.action).toEqual({
      action: 'requestChanges',
      message: 'Confirm the name',
      fields: ['DE.businessName'],
    });
    for (const name of ['advance', 'complete']) {
      const waiting = await helper(keys.TEST, order.id, name);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().error).toMatchObject({
        code: 'order_not_advanceable',
        message: expect.stringContaining('case'),
      });
    }
    const again = await helper(keys.TEST, order.id, 'open_case');
    expect(again.statusCode).toBe(409);
  });

  it("fails a payment link's payment, and no partner_invoice order's", async () => {
    const { keys } = await createPartner(ctx.db, 'Sandbox Bank');
    const linked = (await call(keys.TEST, 'POST', '/orders', formation({ billing: 'payment_link' }))).json();
    expect(linked.paymentStatus).toBe('unpaid');
    const failed = await helper(keys.TEST, linked.id, 'fail_payment');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ paymentStatus: 'failed', paymentUrl: expect.stringContaining('/pay/') });
    const invoiced = (await call(keys.TEST, 'POST', '/orders', formation())).json();
    const refused = await helper(keys.TEST, invoiced.id, 'fail_payment');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('payment_not_failable');
  });

  it("answers live keys 404, and another partner's order 404, though both use the same names", async () => {
    const mine = await createPartner(ctx.db, 'Same Bank', ['TEST', 'LIVE']);
    const theirs = await createPartner(ctx.db, 'Same Bank', ['TEST', 'LIVE']);
    const order = (await call(mine.keys.TEST, 'POST', '/orders', formation())).json();
    const before = pipeline.calls.length;
    for (const name of ['advance', 'open_case', 'reject_filing', 'fail_payment', 'complete']) {
      const live = await helper(mine.keys.LIVE, order.id, name);
      expect(live.statusCode).toBe(404);
      expect(live.json().error).toMatchObject({
        code: 'resource_missing',
        message: expect.stringContaining('No such route'),
      });
      expect((await helper(theirs.keys.TEST, order.id, name)).statusCode).toBe(404);
    }
    expect(pipeline.calls.length).toBe(before);
  });
});
