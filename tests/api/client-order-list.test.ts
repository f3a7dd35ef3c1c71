// A client's full order list (/orders in the storefront): GET /api/orders?page=&perPage= pages on the server,
// newest first, with the total in X-Total-Count; two clients with the same name each see only their own orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';

let ctx: TestContext;
let alice: { agent: TestAgent; orderIds: string[] };
let bob: { agent: TestAgent; orderIds: string[] };

async function clientWithOrders(count: number) {
  const { agent, user } = await signedInAs(ctx, 'CLIENT');
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    // One minute apart, so "newest first" is a fixed order: index 0 is the oldest.
    const order = await createPaidOrder(ctx.db, user.id, {
      createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
      businessName: 'Same Name LLC',
    });
    orderIds.push(order.id);
  }
  return { agent, orderIds: orderIds.reverse() };
}

const list = (agent: TestAgent, query: string) => agent.request({ method: 'GET', url: `/api/orders${query}` });

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await clientWithOrders(12);
  bob = await clientWithOrders(3);
});
afterAll(async () => ctx?.close());

describe("a client's order list", () => {
  it('pages newest first with the total in X-Total-Count', async () => {
    const first = await list(alice.agent, '?page=1&perPage=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('12');
    expect(first.json().map((o: { id: string }) => o.id)).toEqual(alice.orderIds.slice(0, 5));
    const third = await list(alice.agent, '?page=3&perPage=5');
    expect(third.json().map((o: { id: string }) => o.id)).toEqual(alice.orderIds.slice(10, 12));
    const beyond = await list(alice.agent, '?page=4&perPage=5');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('12');
  });

  it('shows each client only their own orders, whatever the page', async () => {
    const bobsPage = await list(bob.agent, '?page=1&perPage=100');
    expect(bobsPage.headers['x-total-count']).toBe('3');
    expect(bobsPage.json().map((o: { id: string }) => o.id)).toEqual(bob.orderIds);
    const alicesIds = new Set(alice.orderIds);
    expect(bobsPage.json().some((o: { id: string }) => alicesIds.has(o.id))).toBe(false);
    // Clients never get the admin fields.
    expect(bobsPage.json()[0]).not.toHaveProperty('contactEmail');
  });

  it('keeps the unpaged answer for the dashboard (all orders, no total header)', async () => {
    const all = await list(alice.agent, '');
    expect(all.json()).toHaveLength(12);
    expect(all.headers['x-total-count']).toBeUndefined();
  });

  it.each([
    ['?page=0', /page must be a whole number from 1/],
    ['?page=1.5', /page must be a whole number from 1/],
    ['?page=1e-320', /page must be a whole number from 1/],
    ['?page=abc', /page/],
    ['?perPage=0', /perPage must be a whole number from 1 to 100/],
    ['?perPage=101', /perPage must be a whole number from 1 to 100/],
    ['?perPage=1e308', /perPage must be a whole number from 1 to 100/],
    ['?page=%00', /page/],
  ])('answers 400 with a readable message for %s', async (query, message) => {
    const response = await list(alice.agent, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/profile/contact (form prefill)', () => {
  it("gives the client's account email and the name of their latest order, never another client's", async () => {
    const { agent, user } = await signedInAs(ctx, 'CLIENT');
    const empty = await agent.request({ method: 'GET', url: '/api/profile/contact' });
    expect(empty.json()).toEqual({ firstName: '', lastName: '', email: user.email, phone: '', company: '' });
    await createPaidOrder(ctx.db, user.id);
    const filled = await agent.request({ method: 'GET', url: '/api/profile/contact' });
    expect(filled.json()).toMatchObject({ firstName: 'Casey', lastName: 'Client', email: user.email });
  });

  it('is for clients only', async () => {
    const { agent } = await signedInAs(ctx, 'ADMIN');
    expect((await agent.request({ method: 'GET', url: '/api/profile/contact' })).statusCode).toBe(403);
  });
});
