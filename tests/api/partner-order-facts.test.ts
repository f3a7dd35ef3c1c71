// Orders carry their facts: each state's filing with its confirmation number and day, the EIN (on the order and
// its entity), documents, completedAt and updatedAt, the partner's metadata (within Stripe's limits, echoed in
// events), expand[] for customer and entity, one order's events in sequence, and order.completed recorded only
// once all of that is on the order.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStageTransition, recordStateFiling } from '../../platform/services/orders';
import { createNotificationActivities } from '../../worker/pipeline/notifications';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

function call(key: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (method === 'POST') headers['idempotency-key'] = randomUUID();
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers, payload });
}

const formation = (overrides: Record<string, unknown> = {}) => ({
  kind: 'FORMATION',
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', metadata: { bankCustomer: 'c-1' } },
  packages: ['PREMIUM'],
  services: [],
  states: ['WY'],
  entityDetails: { WY: { businessName: 'Facts LLC', entityType: 'LLC' } },
  metadata: { loanId: 'L-42' },
  ...overrides,
});

const mailer = { transport: 'log' as const, send: async () => {} };

/** The pipeline's writes for a filing and a completion, as the workflow's activities make them. */
async function fileAndComplete(orderId: string, state: string, confirmationNumber: string) {
  const step = (stage: 'FILING' | 'COMPLETE', action: string) =>
    recordStageTransition(ctx.db, { orderId, eventId: randomUUID(), stage, action, actor: null, note: null });
  await step('FILING', 'confirmDocuments');
  // The workflow records the stage first, then the filing, then runs the completion hook.
  await step('COMPLETE', 'recordFiling');
  const filedAt = '2026-11-20T15:00:00.000Z';
  await recordStateFiling(ctx.db, orderId, {
    stateCode: state,
    status: 'FILED',
    confirmationNumber,
    filedAt,
    rejectionReason: null,
  });
  const activities = createNotificationActivities({ db: ctx.db, mailer, publicUrl: 'https://formation.test' });
  await activities.completeOrder({ orderId });
  await activities.completeOrder({ orderId }); // a retried activity records nothing twice
}

describe('orders carry their facts', () => {
  it('answers filings, completedAt and metadata on the order, and sends order.completed after them', async () => {
    const { keys } = await createPartner(ctx.db, 'Facts Bank');
    const placed = await call(keys.TEST, 'POST', '/orders', formation());
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      metadata: { loanId: 'L-42' },
      filings: [],
      ein: null,
      documents: [],
      completedAt: null,
      updatedAt: expect.any(String),
    });

    await fileAndComplete(order.id, 'WY', 'WY-2026-000123');
    const read = (await call(keys.TEST, 'GET', `/orders/${order.id}`)).json();
    expect(read.filings).toEqual([
      {
        state: 'WY',
        status: 'filed',
        confirmationNumber: 'WY-2026-000123',
        filedOn: '2026-11-20',
        rejectionReason: null,
      },
    ]);
    expect(read.status).toBe('COMPLETE');
    expect(Date.parse(read.completedAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    expect(Date.parse(read.updatedAt)).toBeGreaterThanOrEqual(Date.parse(read.completedAt));

    // The order's events in sequence; order.completed is the last, once, and its order has the filing.
    const events = (await call(keys.TEST, 'GET', `/orders/${order.id}/events`)).json().data;
    expect(events.map((e: { sequence: number }) => e.sequence)).toEqual(events.map((_: unknown, i: number) => i + 1));
    const types = events.map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => t === 'order.completed')).toHaveLength(1);
    expect(types.at(-1)).toBe('order.completed');
    expect(types.indexOf('filing.recorded')).toBeLessThan(types.indexOf('order.completed'));
    const completed = events.at(-1).data.object;
    expect(completed.filings[0].confirmationNumber).toBe('WY-2026-000123');
    expect(completed.completedAt).toBe(read.completedAt);
    // Metadata is echoed in every event.
    for (const event of events) expect(event.data.object.metadata).toEqual({ loanId: 'L-42' });
  });

  it("answers an EIN order's EIN on the order and its entity, in order.completed and with expand[]=entity", async () => {
    const { keys } = await createPartner(ctx.db, 'Facts Bank');
    const formed = (await call(keys.TEST, 'POST', '/orders', formation())).json();
    await fileAndComplete(formed.id, 'WY', 'WY-2026-000124');
    const entity = (await call(keys.TEST, 'GET', '/entities')).json().data[0];
    expect(entity).toMatchObject({ order: formed.id, ein: null });

    const placed = await call(keys.TEST, 'POST', '/orders', {
      kind: 'EIN',
      entityId: entity.id,
      details: { responsiblePartyName: 'Jane Doe', responsiblePartyHasSsn: true },
      metadata: { ref: 'ein-1' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const ein = placed.json();
    expect(ein).toMatchObject({ kind: 'EIN', entity: entity.id, ein: null, metadata: { ref: 'ein-1' } });
    await fileAndComplete(ein.id, 'WY', '98-7654321');

    const read = (await call(keys.TEST, 'GET', `/orders/${ein.id}?expand[]=entity&expand[]=customer`)).json();
    expect(read.ein).toBe('98-7654321');
    expect(read.entity).toMatchObject({ object: 'entity', id: entity.id, ein: '98-7654321' });
    expect(read.customer).toMatchObject({
      object: 'customer',
      email: 'jane@example.com',
      metadata: { bankCustomer: 'c-1' },
    });
    expect((await call(keys.TEST, 'GET', `/entities/${entity.id}`)).json().ein).toBe('98-7654321');
    const events = (await call(keys.TEST, 'GET', `/orders/${ein.id}/events`)).json().data;
    expect(events.at(-1)).toMatchObject({ type: 'order.completed', data: { object: { ein: '98-7654321' } } });
  });

  it('expands customer and entity on lists, and refuses what it cannot expand', async () => {
    const { keys } = await createPartner(ctx.db, 'Facts Bank');
    const order = (await call(keys.TEST, 'POST', '/orders', formation())).json();
    const plain = (await call(keys.TEST, 'GET', '/orders')).json().data[0];
    expect(plain.customer).toBe(order.customer);
    const expanded = (await call(keys.TEST, 'GET', '/orders?expand[]=customer')).json().data[0];
    expect(expanded.customer).toMatchObject({ id: order.customer, object: 'customer', firstName: 'Jane' });
    expect(expanded.entity).toBeNull();
    const refused = await call(keys.TEST, 'GET', '/orders?expand[]=partner');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'parameter_invalid', param: 'expand[]' });
  });

  it("keeps metadata within Stripe's limits and merges a known customer's", async () => {
    const { keys } = await createPartner(ctx.db, 'Facts Bank');
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
    const refusals: [Record<string, string>, string][] = [
      [tooMany, 'metadata'],
      [{ ['k'.repeat(41)]: 'v' }, `metadata.${'k'.repeat(41)}`],
      [{ k: 'v'.repeat(501) }, 'metadata.k'],
    ];
    for (const [metadata, param] of refusals) {
      const refused = await call(keys.TEST, 'POST', '/orders', formation({ metadata }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'parameter_invalid', param });
    }
    const atLimits = { ...fifty, k0: 'v'.repeat(500), k1: '' };
    expect((await call(keys.TEST, 'POST', '/orders', formation({ metadata: atLimits }))).statusCode).toBe(201);
    const longKey = { ['k'.repeat(40)]: 'v' };
    expect((await call(keys.TEST, 'POST', '/orders', formation({ metadata: longKey }))).statusCode).toBe(201);

    const first = await call(keys.TEST, 'POST', '/customers', {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Owner',
      metadata: { a: '1' },
    });
    expect(first.json().metadata).toEqual({ a: '1' });
    const again = await call(keys.TEST, 'POST', '/customers', {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Owner',
      metadata: { b: '2' },
    });
    expect(again.json()).toMatchObject({ id: first.json().id, metadata: { a: '1', b: '2' } });
  });

  it("answers another partner's order events 404, though both use the same names", async () => {
    const mine = await createPartner(ctx.db, 'Same Bank');
    const theirs = await createPartner(ctx.db, 'Same Bank');
    const order = (await call(mine.keys.TEST, 'POST', '/orders', formation())).json();
    expect((await call(mine.keys.TEST, 'GET', `/orders/${order.id}/events`)).json().data).toHaveLength(1);
    const refused = await call(theirs.keys.TEST, 'GET', `/orders/${order.id}/events`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('order.created');
  });
});
