import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUser } from '../../platform/services/identity';
import { createUser, TestAgent } from '../helpers/api';
import {
  checkoutRecord,
  createPaymentsApp,
  type PaymentsContext,
  payCheckout,
  startCheckout,
} from '../helpers/payments';

let ctx: PaymentsContext;
const password = 'client-password-123';
let alice: { email: string; agent: TestAgent; orderIds: string[]; unpaidId: string };
let bob: { email: string; agent: TestAgent; orderId: string };

async function clientAgent(email: string) {
  await upsertUser(ctx.db, { email, password, role: 'CLIENT' });
  const agent = new TestAgent(ctx.app);
  await agent.login(email, password);
  return agent;
}

beforeAll(async () => {
  ctx = await createPaymentsApp();
  const stamp = Date.now();
  const aliceEmail = `alice-${stamp}@test.example`;
  const bobEmail = `bob-${stamp}@test.example`;
  const contact = (email: string) => ({ firstName: 'Alice', lastName: 'Archer', email });
  const first = await payCheckout(ctx, checkoutRecord({ contact: contact(aliceEmail) }));
  const second = await payCheckout(
    ctx,
    checkoutRecord({
      contact: contact(aliceEmail),
      packages: ['ALL_IN_ONE'],
      states: ['WY', 'NV'],
      entityDetails: { WY: { entityType: 'TRUST', businessName: 'A Trust' } },
    }),
  );
  const unpaid = await startCheckout(
    ctx,
    checkoutRecord({ contact: contact(aliceEmail), packages: [], services: ['VALUATION_MEMO'] }),
  );
  const bobs = await payCheckout(
    ctx,
    checkoutRecord({ contact: { firstName: 'Bob', lastName: 'Baker', email: bobEmail }, states: ['CA'] }),
  );
  alice = {
    email: aliceEmail,
    agent: await clientAgent(aliceEmail),
    orderIds: [second.id, first.id],
    unpaidId: unpaid.orderId,
  };
  bob = { email: bobEmail, agent: await clientAgent(bobEmail), orderId: bobs.id };
});
afterAll(async () => ctx?.close());

describe('GET /api/orders', () => {
  it('answers 401 to a visitor and the whole list to a staff role of the pipeline area', async () => {
    const anonymous = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    const paralegal = await createUser(ctx.db, 'PARALEGAL');
    const agent = new TestAgent(ctx.app);
    await agent.login(paralegal.email, paralegal.password);
    const response = await agent.request({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^orders \d+-\d+\/\d+$/);
  });

  it("gives a client only their own paid orders, newest first, in the dashboard's shape", async () => {
    const response = await alice.agent.request({ method: 'GET', url: '/api/orders' });
    expect(response.statusCode).toBe(200);
    const orders = response.json() as Record<string, unknown>[];
    expect(orders.map((o) => o.id)).toEqual(alice.orderIds);
    expect(orders.map((o) => o.id)).not.toContain(alice.unpaidId);
    expect(orders.map((o) => o.id)).not.toContain(bob.orderId);
    expect(Object.keys(orders[0]).sort()).toEqual(
      [
        'createdAt',
        'entityId',
        'id',
        'kind',
        'packages',
        'progress',
        'services',
        'stage',
        'state',
        'states',
        'status',
        'totalUSD',
      ].sort(),
    );
    expect(orders[0]).toMatchObject({
      status: 'PENDING',
      stage: 'PENDING_REVIEW',
      totalUSD: 552_500,
      state: 'WY',
      states: ['WY', 'NV'],
      packages: ['ALL_IN_ONE'],
    });
    expect(orders[1]).toMatchObject({ totalUSD: 140_000, state: 'DE' });
    expect(Date.parse(orders[0].createdAt as string)).toBeGreaterThanOrEqual(Date.parse(orders[1].createdAt as string));

    const bobs = await bob.agent.request({ method: 'GET', url: '/api/orders' });
    expect((bobs.json() as { id: string }[]).map((o) => o.id)).toEqual([bob.orderId]);
  });

  it('gives an admin all paid orders as a list with Content-Range, filters and sorting', async () => {
    const admin = await createUser(ctx.db, 'ADMIN');
    const agent = new TestAgent(ctx.app);
    await agent.login(admin.email, admin.password);

    // One page large enough for every paid order other test files left in the shared database.
    const all = await agent.request({ method: 'GET', url: `/api/orders?range=${encodeURIComponent('[0,499]')}` });
    expect(all.statusCode).toBe(200);
    const rows = all.json() as Record<string, unknown>[];
    expect(all.headers['content-range']).toBe(`orders 0-${rows.length - 1}/${rows.length}`);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([...alice.orderIds, bob.orderId]));
    expect(rows.map((r) => r.id)).not.toContain(alice.unpaidId);
    // Paid orders, paid ones later refunded (cancelled by staff in other test files), and annual reports that
    // automatic filing (in other test files) ordered and waits to be paid for: never other unpaid ones.
    const placed = (r: Record<string, unknown>) =>
      r.paymentStatus === 'PAID' || r.paymentStatus === 'REFUNDED' || r.paymentHold !== null;
    expect(rows.filter((r) => !placed(r))).toEqual([]);
    const bobsRow = rows.find((r) => r.id === bob.orderId)!;
    expect(bobsRow).toMatchObject({
      contactEmail: bob.email,
      contactName: 'Bob Baker',
      userId: expect.any(String),
      totalUSD: 137_000,
    });

    const filtered = await agent.request({
      method: 'GET',
      url: `/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: alice.email.toUpperCase() }))}`,
    });
    expect((filtered.json() as { id: string }[]).map((r) => r.id).sort()).toEqual([...alice.orderIds].sort());
    expect(filtered.headers['content-range']).toBe('orders 0-1/2');

    const byId = await agent.request({
      method: 'GET',
      url: `/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: bob.orderId }))}`,
    });
    expect((byId.json() as { id: string }[]).map((r) => r.id)).toEqual([bob.orderId]);

    const page = await agent.request({
      method: 'GET',
      url: `/api/orders?sort=${encodeURIComponent('["totalUSD","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent(JSON.stringify({ stage: 'PENDING_REVIEW', status: 'PENDING' }))}`,
    });
    const totals = (page.json() as { totalUSD: number }[]).map((r) => r.totalUSD);
    expect(totals).toHaveLength(2);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(page.headers['content-range']).toMatch(/^orders 0-1\/\d+$/);

    const badFilter = await agent.request({
      method: 'GET',
      url: `/api/orders?filter=${encodeURIComponent('{"status":"LOST"}')}`,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/filter\.status/);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows a paid order to its owner and to an admin, with entities; 404 to anyone else', async () => {
    const [newest] = alice.orderIds;
    const own = await alice.agent.request({ method: 'GET', url: `/api/orders/${newest}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: newest,
      totalUSD: 552_500,
      stateFeesTotalCents: 52_500,
      entities: [
        { stateCode: 'NV', entityType: 'LLC' },
        { stateCode: 'WY', entityType: 'TRUST', businessName: 'A Trust' },
      ],
    });

    expect((await bob.agent.request({ method: 'GET', url: `/api/orders/${newest}` })).statusCode).toBe(404);
    expect((await alice.agent.request({ method: 'GET', url: `/api/orders/${alice.unpaidId}` })).statusCode).toBe(404);
    expect((await alice.agent.request({ method: 'GET', url: '/api/orders/not-an-id' })).statusCode).toBe(404);
    expect((await new TestAgent(ctx.app).request({ method: 'GET', url: `/api/orders/${newest}` })).statusCode).toBe(
      401,
    );

    const admin = await createUser(ctx.db, 'SUPERADMIN');
    const agent = new TestAgent(ctx.app);
    await agent.login(admin.email, admin.password);
    const seen = await agent.request({ method: 'GET', url: `/api/orders/${bob.orderId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: bob.orderId, contactEmail: bob.email, state: 'CA' });
  });
});
