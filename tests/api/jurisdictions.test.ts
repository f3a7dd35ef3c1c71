// Every US jurisdiction through the API: the catalog lists 51, and a formation, a foreign qualification and an
// annual report price from the state's module in five states outside the specification's six; a client forms a
// Texas LLC, qualifies it in New York and sees both states' deadlines. Real database, real payment webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import type { State } from '../../domain/catalog';
import { JURISDICTION_BY_CODE } from '../../domain/jurisdictions';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { applyEntityOrderCompletion } from '../../platform/services/entities/entity-order-effects';
import { signedInAs, type TestAgent } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext, paymentEvent, signedDelivery } from '../helpers/payments';

let ctx: PaymentsContext;
const entityOrders: string[] = [];
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => {
  await ctx.db.formedEntity.deleteMany({ where: { orderId: { in: entityOrders } } });
  await ctx.db.order.deleteMany({ where: { id: { in: entityOrders } } });
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const FIVE = ['TX', 'NY', 'FL', 'WA', 'GA'] as const;
const module = (code: string) => JURISDICTION_BY_CODE.get(code)!;
const formedOn = parseCalendarDate('2026-02-10')!;

const order = (agent: TestAgent, entityId: string, payload: unknown) =>
  agent.request({ method: 'POST', url: `/api/entities/${entityId}/orders`, payload: payload as object, csrf: true });

async function clientWith(stateCode: string, businessName: string) {
  const client = await signedInAs(ctx, 'CLIENT');
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode, entityType: 'LLC', businessName }],
    formedOn,
  );
  return { ...client, entityId: obligations[0].entityId };
}

/** Pays the order through the payment webhook, records the state's filing and runs the completion hook. */
async function payFileAndComplete(orderId: string, confirmation: string) {
  const row = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  const event = paymentEvent('payment_intent.succeeded', {
    id: row.stripePaymentIntentId!,
    amount: row.totalUSD,
    metadata: { orderId },
  });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    ...signedDelivery(JSON.stringify(event)),
  });
  expect(paid.statusCode).toBe(200);
  await ctx.db.order.update({ where: { id: orderId }, data: { status: 'COMPLETE', stage: 'COMPLETE' } });
  await ctx.db.orderFiling.upsert({
    where: { orderId_stateCode: { orderId, stateCode: row.state } },
    create: { orderId, stateCode: row.state, status: 'FILED', confirmationNumber: confirmation, filedAt: new Date() },
    update: { status: 'FILED', confirmationNumber: confirmation, filedAt: new Date() },
  });
  await applyEntityOrderCompletion(ctx.db, orderId, parseCalendarDate('2026-04-01')!);
}

describe('every jurisdiction through the API', () => {
  it('GET /api/catalog lists all 50 states and DC, the six spec states first at the spec fees', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(response.statusCode).toBe(200);
    const states = response.json().states as State[];
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(states.slice(0, 6).map((s) => s.code)).toEqual(['WY', 'NV', 'DE', 'CA', 'SD', 'IL']);
    expect(states.find((s) => s.code === 'DE')!.entityTypes.LLC).toEqual({
      fee: 100,
      renewal: { fee: 300, description: 'Annual tax' },
    });
    for (const code of FIVE) expect(states.find((s) => s.code === code)!.entityTypes.LLC!.fee).toBeGreaterThan(0);
  });

  it.each(FIVE)('%s: a formation prices the state’s own LLC fee', async (code) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/pricing',
      payload: { packages: [], services: ['LLC_FORM'], states: [code] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const fee = module(code).entityTypes.LLC.formation.amount;
    expect(response.json()).toMatchObject({ servicesTotal: 200, stateFeesTotal: fee, total: 200 + fee });
  });

  it.each(FIVE)(
    '%s: a foreign qualification from Wyoming and an annual report price the module’s fees',
    async (code) => {
      const wyoming = await clientWith('WY', 'Qualifies Everywhere LLC');
      const foreign = await order(wyoming.agent, wyoming.entityId, {
        kind: 'FOREIGN_QUALIFICATION',
        details: { stateCode: code },
      });
      expect(foreign.statusCode, foreign.body).toBe(200);
      entityOrders.push(foreign.json().orderId);
      expect(foreign.json().amount).toBe(
        ORDER_KIND_MODULES.FOREIGN_QUALIFICATION.service.price +
          module(code).entityTypes.LLC.filings.FOREIGN_QUALIFICATION.amount,
      );

      const local = await clientWith(code, 'Files Its Report LLC');
      const report = await order(local.agent, local.entityId, { kind: 'ANNUAL_REPORT', details: {} });
      expect(report.statusCode, report.body).toBe(200);
      entityOrders.push(report.json().orderId);
      expect(report.json().amount).toBe(
        ORDER_KIND_MODULES.ANNUAL_REPORT.service.price + module(code).entityTypes.LLC.renewal.fee,
      );
    },
  );

  it('a client forms an LLC in Texas, qualifies it in New York and sees both states’ deadlines', async () => {
    const alice = await clientWith('TX', 'Lone Star Goods LLC');
    // Another client with the same business name reaches for Alice's entity: 404.
    const bob = await clientWith('TX', 'Lone Star Goods LLC');
    const reach = await order(bob.agent, alice.entityId, {
      kind: 'FOREIGN_QUALIFICATION',
      details: { stateCode: 'NY' },
    });
    expect(reach.statusCode).toBe(404);

    const placed = await order(alice.agent, alice.entityId, {
      kind: 'FOREIGN_QUALIFICATION',
      details: { stateCode: 'NY' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId, amount } = placed.json();
    entityOrders.push(orderId);
    expect(amount).toBe(ORDER_KIND_MODULES.FOREIGN_QUALIFICATION.service.price + 250);
    await payFileAndComplete(orderId, 'NY-DOS-123');

    const entities = (await alice.agent.request({ method: 'GET', url: '/api/entities' })).json() as {
      id: string;
      stateCode: string;
    }[];
    expect(entities.map((e) => e.stateCode).sort()).toEqual(['NY', 'TX']);

    const rows = (
      await alice.agent.request({ method: 'GET', url: '/api/compliance/obligations?limit=100' })
    ).json() as {
      title: string;
      dueDate: string;
      businessName: string;
    }[];
    const titles = rows.map((r) => `${r.title} ${r.dueDate}`);
    // Texas: franchise tax and Public Information Report each May 15 from the year after formation.
    expect(titles).toContain('Franchise Tax Report and Public Information Report 2027-05-15');
    // New York: the publication within 120 days of the registration, the biennial statement in its month.
    expect(titles).toContain('Certificate of Publication 2026-07-30');
    expect(titles).toContain('Biennial Statement 2028-04-30');
    expect(rows.every((r) => r.businessName === 'Lone Star Goods LLC')).toBe(true);
    const bobs = (await bob.agent.request({ method: 'GET', url: '/api/compliance/obligations?limit=100' })).json() as {
      title: string;
    }[];
    expect(bobs.some((r) => r.title === 'Biennial Statement')).toBe(false);
  });
});
