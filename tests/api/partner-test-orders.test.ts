// Orders placed with a partner's test key stay out of the back-office's live view (the board and the order list) and
// out of its figures (the dashboard, the assistant's order figures and search); the same partner's live order counts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASSISTANT_TOOLS, businessMetricsSummary } from '../../platform/services/assistant';
import { createTestApp, signedInAs, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => ctx?.close());

const place = (key: string, businessName: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': randomUUID() },
    payload: {
      kind: 'FORMATION',
      customer: { email: `${randomUUID()}@example.com`, firstName: 'Tess', lastName: 'Mode' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName, entityType: 'LLC' } },
    },
  });

it("keeps a test key's orders off the board and the order list, and shows a live one", async () => {
  const { keys } = await createPartner(ctx.db, 'Mode Bank', ['TEST', 'LIVE']);
  const staff = (await signedInAs(ctx, 'ADMIN')).agent;
  const tag = randomUUID().slice(0, 8);

  const test = await place(keys.TEST, `Test ${tag} LLC`);
  expect(test.statusCode, test.body).toBe(201);
  const filter = encodeURIComponent(JSON.stringify({ q: tag }));
  const listed = async () =>
    (await staff.request({ method: 'GET', url: `/api/admin/orders?filter=${filter}` })).json() as { id: string }[];
  const boardIds = async () => {
    const board = (await staff.request({ method: 'GET', url: `/api/admin/onboarding/board?filter=${filter}` })).json();
    return JSON.stringify(board);
  };
  expect(await listed()).toEqual([]);
  expect(await boardIds()).not.toContain(test.json().id);

  const live = await place(keys.LIVE, `Live ${tag} LLC`);
  expect(live.statusCode, live.body).toBe(201);
  expect((await listed()).map((o) => o.id)).toEqual([live.json().id]);
  expect(await boardIds()).toContain(live.json().id);
});

it("keeps a test key's orders out of the dashboard figures and the assistant's order figures and search", async () => {
  const { keys } = await createPartner(ctx.db, 'Mode Bank', ['TEST', 'LIVE']);
  const staff = (await signedInAs(ctx, 'ADMIN')).agent;
  const findOrders = ASSISTANT_TOOLS.find((tool) => tool.name === 'find_orders')!;
  const figures = async () => ({
    pending: (await staff.request({ method: 'GET', url: '/api/admin/stats' })).json().pendingOrders as number,
    summary: await businessMetricsSummary(ctx.db, 'ADMIN'),
    found: ((await findOrders.run(ctx.db, { limit: 20 })).data as { total: number }).total,
  });
  const before = await figures();
  expect((await place(keys.TEST, 'Counted Never LLC')).statusCode).toBe(201);
  expect(await figures()).toEqual(before);

  expect((await place(keys.LIVE, 'Counted Live LLC')).statusCode).toBe(201);
  const after = await figures();
  expect(after.pending).toBe(before.pending + 1);
  expect(after.found).toBe(before.found + 1);
  expect(after.summary).not.toEqual(before.summary);
});
