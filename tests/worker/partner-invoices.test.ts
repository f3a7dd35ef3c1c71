// Monthly partner invoices through the Stripe stand-in: each partner's live orders of the month (not its test or
// canceled ones, nor those its customer pays through a payment link) on one invoice with one line per order, sent
// to the partner; running the job again, or twice at once, bills nothing twice; two partners of the same name each
// get only their own orders.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarDate, formatCalendarDate, monthAfter } from '../../domain/calendar-dates';
import { createStripe } from '../../platform/infra/stripe';
import { PARTNER_INVOICES_JOB, runMaintenanceJob } from '../../worker/maintenance';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';

let ctx: TestContext;
let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
  ctx = await createTestApp({
    PARTNER_RATE_LIMIT_MAX: '1000',
    STRIPE_SECRET_KEY: 'sk_test_partner_invoices',
    STRIPE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

const now = new Date();
const thisMonth = calendarDate(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
const lastMonth = (() => {
  const { year, month } = monthAfter(thisMonth, -1);
  return calendarDate(year, month, 1);
})();

async function place(key: string, businessName: string, billing?: 'payment_link') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': randomUUID() },
    payload: {
      kind: 'FORMATION',
      customer: { email: `${randomUUID()}@example.com`, firstName: 'Bill', lastName: 'Able' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName, entityType: 'LLC' } },
      ...(billing ? { billing } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; amountTotal: number };
}

const run = (data: object = {}, today = now) =>
  runMaintenanceJob(
    ctx.db,
    { name: PARTNER_INVOICES_JOB, data },
    { stripe: createStripe(ctx.config), now: () => today },
  );
const invoicesOf = (customer: string | null) =>
  [...stub.oneOffInvoices.values()].filter((i) => i.customer === customer);

it("bills each partner's live orders of the month on one invoice, one line per order, once", async () => {
  const first = await createPartner(ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
  const second = await createPartner(ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
  const billed = [await place(first.keys.LIVE, 'One LLC'), await place(first.keys.LIVE, 'Two LLC')];
  await place(first.keys.TEST, 'Test LLC');
  const canceled = await place(first.keys.LIVE, 'Canceled LLC');
  await ctx.db.order.update({ where: { id: canceled.id }, data: { status: 'CANCELED' } });
  // Paid by the customer on the hosted page (here marked paid as the Stripe webhook would): never on the invoice.
  const customerPays = await place(first.keys.LIVE, 'Customer Pays LLC', 'payment_link');
  await ctx.db.order.update({ where: { id: customerPays.id }, data: { paymentStatus: 'PAID', paidAt: new Date() } });
  const theirs = await place(second.keys.LIVE, 'Theirs LLC');

  const result = await run({ month: formatCalendarDate(thisMonth) });
  const firstRow = await ctx.db.partner.findUniqueOrThrow({ where: { id: first.partner.id } });
  const secondRow = await ctx.db.partner.findUniqueOrThrow({ where: { id: second.partner.id } });
  const [invoice] = invoicesOf(firstRow.stripeCustomerId);
  expect(invoicesOf(firstRow.stripeCustomerId)).toHaveLength(1);
  expect(invoice).toMatchObject({
    status: 'open',
    collection_method: 'send_invoice',
    amount_due: billed[0].amountTotal + billed[1].amountTotal,
    metadata: { partnerId: first.partner.id, month: formatCalendarDate(thisMonth).slice(0, 7) },
  });
  expect(invoice.lines.data.map((line) => line.metadata.orderId)).toEqual(billed.map((o) => o.id));
  expect(invoice.lines.data.map((line) => line.amount)).toEqual(billed.map((o) => o.amountTotal));
  expect(invoicesOf(secondRow.stripeCustomerId).map((i) => i.lines.data.map((l) => l.metadata.orderId))).toEqual([
    [theirs.id],
  ]);
  expect(result).toMatchObject({ month: formatCalendarDate(thisMonth) });
  expect((result as { invoices: { partnerId: string; lines: number }[] }).invoices).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ partnerId: first.partner.id, lines: 2, stripeInvoiceId: invoice.id }),
      expect.objectContaining({ partnerId: second.partner.id, lines: 1 }),
    ]),
  );

  // Again: nothing new in Stripe or in the database.
  const requests = stub.requests.length;
  const lines = await ctx.db.partnerInvoiceLine.count();
  await run({ month: formatCalendarDate(thisMonth) });
  expect(stub.requests.slice(requests).filter((r) => r.method === 'POST')).toEqual([]);
  expect(await ctx.db.partnerInvoiceLine.count()).toBe(lines);
  expect(invoicesOf(firstRow.stripeCustomerId)).toHaveLength(1);
});

it('bills the month before by default, and two runs at once make one invoice with each order once', async () => {
  const { partner, keys } = await createPartner(ctx.db, 'Busy Bank', ['LIVE']);
  const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => place(keys.LIVE, `Busy ${i} LLC`)));
  const placedLastMonth = new Date(lastMonth.getTime() + 3 * 3_600_000);
  await ctx.db.order.updateMany({
    where: { id: { in: orders.map((o) => o.id) } },
    data: { createdAt: placedLastMonth },
  });

  await Promise.all([run({}, now), run({}, now)]);
  const row = await ctx.db.partner.findUniqueOrThrow({ where: { id: partner.id } });
  const invoices = invoicesOf(row.stripeCustomerId);
  expect(invoices).toHaveLength(1);
  expect(invoices[0].lines.data.map((l) => l.metadata.orderId).sort()).toEqual(orders.map((o) => o.id).sort());
  const stored = await ctx.db.partnerInvoice.findUniqueOrThrow({
    where: { partnerId_month: { partnerId: partner.id, month: lastMonth } },
    include: { lines: true },
  });
  expect(stored).toMatchObject({
    status: 'open',
    stripeInvoiceId: invoices[0].id,
    amountCents: invoices[0].amount_due,
  });
  expect(stored.lines).toHaveLength(6);
});

it('refuses to run without Stripe, and a month that is not its first day', async () => {
  await expect(runMaintenanceJob(ctx.db, { name: PARTNER_INVOICES_JOB, data: {} })).rejects.toThrow('need Stripe');
  await expect(run({ month: '2026-11-15' })).rejects.toThrow('first day');
});
