// Business names checked before filing: the check route a visitor's onboarding calls as they type, the same rule
// enforced when the order is created, and each name of an order as staff review it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { checkoutRecord, createPaymentsApp, type PaymentsContext, startCheckout } from '../helpers/payments';

let ctx: PaymentsContext;
// A name of this run only: the test database is shared by every suite of the run.
const word = `Quillon${randomUUID().slice(0, 6)}`;
const alicesName = `The ${word} Widgets, LLC`;

const check = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/business-names/check', payload: body });
const createIntent = (state: string, businessName: string, entityType = 'LLC') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: {
      orderData: checkoutRecord({
        states: [state],
        entityDetails: { [state]: { businessName, entityType } },
        businessNames: { [state]: businessName },
      }),
    },
  });

beforeAll(async () => {
  ctx = await createPaymentsApp();
  const alice = await signedInAs(ctx, 'CLIENT');
  await formEntities(
    ctx.db,
    alice.user.id,
    [{ stateCode: 'DE', entityType: 'LLC', businessName: alicesName }],
    new Date(),
  );
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx?.close();
});

describe('POST /api/business-names/check', () => {
  it("answers a visitor the problems of a name with the statute: Delaware's designator", async () => {
    const response = await check({ businessName: `${word} Holdings`, state: 'DE', entityType: 'LLC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      problems: [
        {
          severity: 'error',
          code: 'designator',
          message: "A Delaware LLC name must include 'LLC', 'L.L.C.' or 'Limited Liability Company'.",
          statute: '6 Del. C. § 18-102',
        },
      ],
    });
  });

  it("tells another customer that the name is taken in that state, without naming the other's entity", async () => {
    const response = await check({
      businessName: `${word.toUpperCase()} WIDGETS L.L.C.`,
      state: 'DE',
      entityType: 'LLC',
    });
    const { problems } = response.json() as { problems: { code: string; message: string }[] };
    expect(problems.map((p) => p.code)).toEqual(['not_distinguishable']);
    expect(problems[0].message).not.toContain(word);
    // Another state's record is another record.
    const wyoming = await check({ businessName: `${word} Widgets LLC`, state: 'WY', entityType: 'LLC' });
    expect(wyoming.json()).toEqual({ problems: [] });
  });

  it('answers 400 with a message to hostile or incomplete bodies', async () => {
    for (const body of [
      { businessName: 'A\u0000 LLC', state: 'DE', entityType: 'LLC' },
      { businessName: 'A \ud800 LLC', state: 'DE', entityType: 'LLC' },
      { businessName: 'x'.repeat(201), state: 'DE', entityType: 'LLC' },
      { businessName: 'A LLC', state: 'PR', entityType: 'LLC' },
      { businessName: 'A LLC', state: 'DE', entityType: 'PARTNERSHIP' },
      { businessName: 1e308, state: 'DE', entityType: 'LLC' },
      [],
    ]) {
      const response = await check(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/business-names/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"businessName":"A LL',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the order refuses a name a state would refuse', () => {
  it('refuses a missing designator, a refused word and a taken name with the reason; creates the order once fixed', async () => {
    const missing = await createIntent('IL', `${word} Prairie`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message:
        "Illinois business name: An Illinois LLC name must include 'LLC', 'L.L.C.' or 'Limited Liability Company'.",
    });
    const refused = await createIntent('CA', `${word} Trust LLC`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("California business name: 'Trust' cannot be part of a California LLC name.");
    const taken = await createIntent('DE', `${word} widgets limited liability company`);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^Delaware business name: This name is not distinguishable/);
    expect(await ctx.db.orderEntity.count({ where: { businessName: { contains: word } } })).toBe(1);

    const fixed = await startCheckout(
      ctx,
      checkoutRecord({ entityDetails: { DE: { businessName: `${word} Gadgets LLC`, entityType: 'LLC' } } }),
    );
    expect(fixed.orderId).toBeTruthy();
  });

  it('lets a warning through: an approval the client arranges', async () => {
    const response = await createIntent('NV', `${word} Insurance LLC`);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/admin/orders/:id/name-checks', () => {
  it("shows staff each name of an order with its problems, the order's own formed names not counted against it", async () => {
    const [alices] = await ctx.db.formedEntity.findMany({ where: { businessName: alicesName } });
    const own = await signedInAs(ctx, 'PARALEGAL');
    const mine = await own.agent.request({ method: 'GET', url: `/api/admin/orders/${alices.orderId}/name-checks` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([{ stateCode: 'DE', businessName: alicesName, problems: [] }]);

    // An order made before Alice's entity was formed, with a name that is now taken and one that needs approval.
    const order = await ctx.db.order.create({
      data: {
        ...checkoutOrderColumns(),
        entities: {
          create: [
            { stateCode: 'DE', entityType: 'LLC', businessName: `${word} Widgets L.L.C.` },
            { stateCode: 'NV', entityType: 'LLC', businessName: `${word} University LLC` },
          ],
        },
      },
    });
    const review = await own.agent.request({ method: 'GET', url: `/api/admin/orders/${order.id}/name-checks` });
    const rows = review.json() as { stateCode: string; problems: { severity: string; code: string }[] }[];
    expect(rows.map((r) => [r.stateCode, r.problems.map((p) => `${p.severity} ${p.code}`)])).toEqual([
      ['DE', ['error not_distinguishable']],
      ['NV', ['warning approval_word']],
    ]);
    await ctx.db.order.delete({ where: { id: order.id } });
  });

  it("does not hold a company's own name against its later orders; another company's same name still clashes", async () => {
    const [alices] = await ctx.db.formedEntity.findMany({ where: { businessName: alicesName } });
    const staff = await signedInAs(ctx, 'PARALEGAL');
    const laterOrder = (entityId: string | null) =>
      ctx.db.order.create({
        data: {
          ...checkoutOrderColumns(),
          kind: 'ANNUAL_REPORT',
          entityId,
          entities: { create: [{ stateCode: 'DE', entityType: 'LLC', businessName: alicesName }] },
        },
      });
    const own = await laterOrder(alices.id);
    const ownChecks = await staff.agent.request({ method: 'GET', url: `/api/admin/orders/${own.id}/name-checks` });
    expect(ownChecks.json()).toEqual([{ stateCode: 'DE', businessName: alicesName, problems: [] }]);
    // The same name on an order for no company of that name is the clash it was.
    const other = await laterOrder(null);
    const otherChecks = await staff.agent.request({ method: 'GET', url: `/api/admin/orders/${other.id}/name-checks` });
    expect(
      (otherChecks.json() as { problems: { code: string }[] }[]).flatMap((row) => row.problems.map((p) => p.code)),
    ).toEqual(['not_distinguishable']);
    await ctx.db.order.deleteMany({ where: { id: { in: [own.id, other.id] } } });
  });

  it('answers 401, 403 and 404 to a visitor, a client and an unknown order', async () => {
    const url = `/api/admin/orders/${randomUUID()}/name-checks`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const client = await signedInAs(ctx, 'CLIENT');
    expect((await client.agent.request({ method: 'GET', url })).statusCode).toBe(403);
    const staff = await signedInAs(ctx, 'PARALEGAL');
    expect((await staff.agent.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await staff.agent.request({ method: 'GET', url: '/api/admin/orders/nope/name-checks' })).statusCode).toBe(
      400,
    );
  });
});

function checkoutOrderColumns() {
  return {
    checkoutKey: `names-${randomUUID()}`,
    paymentStatus: 'PAID' as const,
    packages: ['PREMIUM'],
    services: [],
    states: ['DE', 'NV'],
    state: 'DE',
    contactFirstName: 'Bob',
    contactLastName: 'Baker',
    contactEmail: `bob-${randomUUID()}@test.example`,
    business: {},
    packageTotalCents: 130_000,
    servicesTotalCents: 0,
    stateFeesTotalCents: 52_500,
    subtotalCents: 130_000,
    totalUSD: 182_500,
    breakdown: [],
  };
}
