// Random interleavings of the ways one annual report gets paid (fast-check), for two clients with the same names
// and same-named entities on automatic filing: the client's checkout on the entity page (opened, reloaded, paid),
// staff's phone order for the same report (the same route, taken by staff, paid the same way), the daily scan, the
// scan in a process of its own killed with SIGKILL at a random moment, staff recording the report as filed, staff
// canceling an open order, and Stripe's webhook delivered again or late, some of them at the same moment. Then the
// same for two live partners of the same name, each with its own customer's same-named entity: the order on the
// partner's invoice, the order paid through a payment link (the link's intent asked for again, paid, its webhook
// repeated), staff recording the report, and the other partner reaching for the entity (404). Whatever the order,
// the database and the Stripe stand-in agree (expectMoneyOnce): at most one paid order per obligation, every
// success at Stripe is the paid order's own charge or refunded once in full, and what was charged less what was
// refunded is the sum of the orders paid by card.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, parseCalendarDate } from '../../domain/calendar-dates';
import { createStripe } from '../../platform/infra/stripe';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { signedInAs } from '../helpers/api';
import { startScanProcess } from '../helpers/auto-filing-process';
import { clientWithWyomingLlc, removeCreatedOrders } from '../helpers/compliance';
import { createPartner, formPartnerEntity, partnerClient } from '../helpers/partners';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const day = (text: string) => parseCalendarDate(text)!;
const FORMED = day('2030-09-15');
const DUE = day('2031-09-01');
const SCAN_DAY = addDays(DUE, -43);

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({ PARTNER_RATE_LIMIT_MAX: '1000', TOKEN_RATE_LIMIT_MAX: '1000' }, { listen: true });
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

type Step =
  | { kind: 'checkout'; who: 0 | 1 }
  | { kind: 'phone'; who: 0 | 1 }
  | { kind: 'pay'; who: 0 | 1; pick: number }
  | { kind: 'scan' }
  | { kind: 'killedScan'; afterCalls: number; thenMs: number }
  | { kind: 'record'; who: 0 | 1 }
  | { kind: 'cancel'; who: 0 | 1; pick: number }
  | { kind: 'redeliver'; pick: number };

const who = fc.constantFrom(0 as const, 1 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), who }),
  fc.record({ kind: fc.constant('phone' as const), who }),
  fc.record({ kind: fc.constant('pay' as const), who, pick: fc.nat() }),
  fc.record({ kind: fc.constant('scan' as const) }),
  fc.record({
    kind: fc.constant('killedScan' as const),
    afterCalls: fc.integer({ min: 0, max: 4 }),
    thenMs: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ kind: fc.constant('record' as const), who }),
  fc.record({ kind: fc.constant('cancel' as const), who, pick: fc.nat() }),
  fc.record({ kind: fc.constant('redeliver' as const), pick: fc.nat() }),
);
/** Steps in order; a pair runs its two steps at the same moment. */
const plan = fc.array(
  fc.oneof(
    step.map((s) => [s]),
    fc.tuple(step, step),
  ),
  { minLength: 3, maxLength: 8 },
);

async function twoSameNamedClients() {
  const businessName = `Same Name ${randomUUID().slice(0, 6)} LLC`;
  const clients = [];
  for (let i = 0; i < 2; i++) {
    const client = await clientWithWyomingLlc(ctx, { businessName, formedOn: FORMED });
    const report = client.obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
    const setup = await client.agent.request({
      method: 'POST',
      url: `/api/entities/${client.entity.id}/auto-file/card`,
      csrf: true,
    });
    const { setupIntentId } = setup.json();
    await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, {
      method: 'POST',
      body: JSON.stringify({ card: 'ok' }),
    });
    const on = await client.agent.request({
      method: 'PUT',
      url: `/api/entities/${client.entity.id}/auto-file`,
      payload: { enabled: true, setupIntentId },
      csrf: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    clients.push({ ...client, report, intents: [] as string[], orders: [] as string[] });
  }
  return clients;
}

const refundsOf = (intentId: string) => [...ctx.stub.refunds.values()].filter((r) => r.payment_intent === intentId);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The invariant of money taken exactly once, for one entity's annual reports: at most one PAID order per
 * obligation; every success at Stripe for these orders is the paid order's own charge (kept whole) or refunded
 * once in full; charged less refunded equals the sum of the orders paid by card. Answers the paid orders.
 */
async function expectMoneyOnce(entityId: string) {
  const orders = await ctx.db.order.findMany({ where: { entityId, kind: 'ANNUAL_REPORT' } });
  const paid = orders.filter((o) => o.paymentStatus === 'PAID');
  const soldKeys = paid.map((o) => o.soldKey);
  expect(soldKeys.every((key) => key?.startsWith('obligation:'))).toBe(true);
  expect(new Set(soldKeys).size).toBe(soldKeys.length);
  const ids = new Set(orders.map((o) => o.id));
  const successes = [...ctx.stub.intents.values()].filter(
    (intent) => intent.status === 'succeeded' && ids.has(intent.metadata.orderId),
  );
  const paidByCard = paid.filter(
    (o) => o.stripePaymentIntentId && successes.some((i) => i.id === o.stripePaymentIntentId),
  );
  const keptIds = new Set(paidByCard.map((o) => o.stripePaymentIntentId));
  for (const intent of successes) {
    const refunds = refundsOf(intent.id);
    if (keptIds.has(intent.id)) expect(refunds, `kept ${intent.id}`).toEqual([]);
    else
      expect(
        refunds.map((r) => r.amount),
        `extra ${intent.id}`,
      ).toEqual([intent.amount_received]);
  }
  const charged = successes.reduce((sum, i) => sum + i.amount_received, 0);
  const refunded = successes.flatMap((i) => refundsOf(i.id)).reduce((sum, r) => sum + r.amount, 0);
  expect(charged - refunded).toBe(paidByCard.reduce((sum, o) => sum + o.totalUSD, 0));
  // A paid order's charge is its price (no order paid by a success of another amount).
  for (const o of paidByCard) expect(ctx.stub.intents.get(o.stripePaymentIntentId!)?.amount_received).toBe(o.totalUSD);
  return { orders, paid, paidByCard };
}

describe('paying one annual report by every path at once', () => {
  it('keeps one paid order per obligation and refunds every other success, for any interleaving', async () => {
    const staff = await signedInAs(ctx, 'ADMIN');
    const scanDeps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer: { transport: 'log' as const, send: async () => {} },
      log: silentLog,
      publicUrl: 'http://x',
      leadDays: 45,
    };
    await fc.assert(
      fc.asyncProperty(plan, async (steps) => {
        const clients = await twoSameNamedClients();
        const entityIds = clients.map((c) => c.entity.id);
        const eventsBefore = ctx.stub.events.length;
        const run = async (s: Step) => {
          switch (s.kind) {
            case 'checkout':
            case 'phone': {
              const c = clients[s.who];
              const agent = s.kind === 'phone' ? staff.agent : c.agent;
              const answer = await agent.request({
                method: 'POST',
                url: `/api/entities/${c.entity.id}/orders`,
                payload: { kind: 'ANNUAL_REPORT', details: {} },
                csrf: true,
              });
              // 409 once the report is paid and under way: nothing to open.
              expect([200, 409], answer.body).toContain(answer.statusCode);
              if (answer.statusCode === 200) {
                c.intents.push(answer.json().clientSecret.split('_secret_')[0]);
                c.orders.push(answer.json().orderId);
              }
              return;
            }
            case 'pay': {
              const c = clients[s.who];
              if (!c.intents.length) return;
              const intentId = c.intents[s.pick % c.intents.length];
              await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
              return;
            }
            case 'scan':
              await runAutoFiling(scanDeps, SCAN_DAY);
              return;
            case 'killedScan': {
              // The worker's scan in a process of its own, killed as a host kills it: after its n-th call to Stripe
              // (the card looked up, the charge made but not yet written down, ...) and a few milliseconds more.
              // What it left is taken up by the charge's webhook and the next scan.
              const scan = await startScanProcess({
                databaseUrl: ctx.config.databaseUrl,
                stripeApiBase: ctx.stub.url,
                stripeSecretKey: ctx.config.stripe.secretKey!,
                day: formatCalendarDate(SCAN_DAY),
              });
              const calls = ctx.stub.requests.length;
              let ended = false;
              void scan.finished.then(() => {
                ended = true;
              });
              scan.go();
              while (!ended && ctx.stub.requests.length < calls + s.afterCalls) await sleep(1);
              await sleep(s.thenMs);
              await scan.kill();
              return;
            }
            case 'record': {
              const answer = await staff.agent.request({
                method: 'POST',
                url: `/api/admin/compliance/${clients[s.who].report.id}/filing`,
                payload: { filedOn: '2026-11-20', confirmation: `WY-${randomUUID().slice(0, 8)}` },
                csrf: true,
              });
              // 409 when already recorded; 503 when the paid order under way must be completed through its workflow.
              expect([200, 201, 409, 503], answer.body).toContain(answer.statusCode);
              return;
            }
            case 'cancel': {
              const c = clients[s.who];
              if (!c.orders.length) return;
              const answer = await staff.agent.request({
                method: 'POST',
                url: `/api/admin/orders/${c.orders[s.pick % c.orders.length]}/cancel`,
                payload: {},
                csrf: true,
              });
              expect([200, 409], answer.body).toContain(answer.statusCode);
              return;
            }
            case 'redeliver': {
              const events = ctx.stub.events.slice(eventsBefore);
              if (events.length) await ctx.stub.deliver(events[s.pick % events.length]);
              return;
            }
          }
        };
        for (const group of steps) await Promise.all(group.map(run));
        // Whatever was interleaved, every event arrives once more, newest first (late and reordered).
        for (const event of ctx.stub.events.slice(eventsBefore).reverse()) await ctx.stub.deliver(event);

        // The scan runs once more (as the next day's would): a charge a killed scan left is taken up again.
        await runAutoFiling(scanDeps, SCAN_DAY);
        for (const event of ctx.stub.events.slice(eventsBefore)) await ctx.stub.deliver(event);

        for (const [i, c] of clients.entries()) {
          const { orders, paid, paidByCard } = await expectMoneyOnce(c.entity.id);
          // A client's order is paid by card or is a filing staff recorded (which charged nothing).
          expect(paidByCard.length).toBe(paid.filter((o) => o.totalUSD > 0).length);
          expect(orders.every((o) => o.userId === c.user.id)).toBe(true);
          expect(orders.every((o) => o.entityId === entityIds[i])).toBe(true);
          // No success at Stripe names one client's order from the other's entity.
          expect(orders.every((o) => !clients[1 - i].orders.includes(o.id))).toBe(true);
        }
        // The next runs' scans leave these entities alone.
        await ctx.db.formedEntity.updateMany({ where: { id: { in: entityIds } }, data: { autoFile: false } });
      }),
      {
        numRuns: Number(process.env.PAYMENT_PATHS_RUNS ?? 4),
        seed: Number(process.env.PAYMENT_PATHS_SEED ?? 49),
        // Each run makes its clients and orders anew: a failure is reported at once (seed and plan), not shrunk.
        endOnFailure: true,
        // Always once: the scan killed right as its charge reaches Stripe (the card looked up, then the charge),
        // before it writes the charge down, while the client pays their own checkout of the same report.
        examples: [
          [
            [
              [{ kind: 'checkout', who: 0 }],
              [
                { kind: 'killedScan', afterCalls: 2, thenMs: 0 },
                { kind: 'pay', who: 0, pick: 0 },
              ],
              [{ kind: 'killedScan', afterCalls: 3, thenMs: 0 }],
            ],
          ],
        ],
      },
    );
  }, 300_000);

  it("keeps one paid order per obligation across a partner's invoice, its payment link and duplicate webhooks", async () => {
    const staff = await signedInAs(ctx, 'ADMIN');
    const baseUrl = ctx.app.listeningOrigin;
    await fc.assert(
      fc.asyncProperty(partnerPlan, async (steps) => {
        const partners = await twoSameNamedPartners(baseUrl);
        const eventsBefore = ctx.stub.events.length;
        const run = async (s: PartnerStep) => {
          const p = partners[s.who];
          switch (s.kind) {
            case 'invoice':
            case 'link': {
              const placed = await p.api.POST('/api/v1/orders', {
                params: { header: { 'Idempotency-Key': randomUUID() } },
                body: {
                  kind: 'ANNUAL_REPORT',
                  entityId: p.entity.id,
                  details: {},
                  ...(s.kind === 'link' ? { billing: 'payment_link' as const } : {}),
                },
              });
              // 409 while a paid report is under way (or already sold, for an order on account).
              expect([201, 409], JSON.stringify(placed.error)).toContain(placed.response.status);
              if (placed.response.status !== 201) return;
              const order = placed.data as { id: string; paymentUrl: string | null };
              p.orders.push(order.id);
              if (s.kind === 'link') p.links.push(new URL(order.paymentUrl ?? ''));
              return;
            }
            case 'openLink':
            case 'pay': {
              // The customer opens the link (again: a reload asks for the same intent); 'pay' then pays it.
              if (!p.links.length) return;
              const link = p.links[s.pick % p.links.length];
              const answer = await ctx.app.inject({
                method: 'POST',
                url: `/api/payment-links/${link.pathname.split('/').pop()}/payment-intent`,
                payload: { expires: Number(link.searchParams.get('expires')), sig: link.searchParams.get('sig') },
              });
              // 409 once the order is paid.
              expect([200, 409], answer.body).toContain(answer.statusCode);
              if (answer.statusCode !== 200) return;
              const intentId = answer.json().clientSecret.split('_secret_')[0];
              if (!p.intents.includes(intentId)) p.intents.push(intentId);
              if (s.kind === 'pay')
                await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
              return;
            }
            case 'record': {
              const answer = await staff.agent.request({
                method: 'POST',
                url: `/api/admin/compliance/${p.report.id}/filing`,
                payload: { filedOn: '2026-11-20', confirmation: `WY-${randomUUID().slice(0, 8)}` },
                csrf: true,
              });
              expect([200, 201, 409, 503], answer.body).toContain(answer.statusCode);
              return;
            }
            case 'reach': {
              // The other partner, of the same name, orders for this partner's entity of the same name: not found.
              const other = partners[1 - s.who];
              const answer = await other.api.POST('/api/v1/orders', {
                params: { header: { 'Idempotency-Key': randomUUID() } },
                body: { kind: 'ANNUAL_REPORT', entityId: p.entity.id, details: {}, billing: 'payment_link' },
              });
              expect(answer.response.status).toBe(404);
              return;
            }
            case 'redeliver': {
              const events = ctx.stub.events.slice(eventsBefore);
              if (events.length) await ctx.stub.deliver(events[s.pick % events.length]);
              return;
            }
          }
        };
        for (const group of steps) await Promise.all(group.map(run));
        for (const event of ctx.stub.events.slice(eventsBefore).reverse()) await ctx.stub.deliver(event);

        for (const [i, p] of partners.entries()) {
          const { orders, paid, paidByCard } = await expectMoneyOnce(p.entity.id);
          // Each of the partner's orders is its own: placed by it for its own entity.
          expect(p.orders.every((id) => orders.some((o) => o.id === id))).toBe(true);
          expect(orders.filter((o) => o.partnerId).every((o) => o.partnerId === p.partner.id)).toBe(true);
          expect(orders.every((o) => !partners[1 - i].orders.includes(o.id))).toBe(true);
          // A paid order is on the partner's invoice (no link, nothing at Stripe), paid through its link, or a
          // filing staff recorded (charging nothing).
          const links = await ctx.db.orderPaymentLink.findMany({ where: { orderId: { in: paid.map((o) => o.id) } } });
          const linked = new Set(links.map((l) => l.orderId));
          for (const o of paid) {
            if (paidByCard.includes(o)) expect(linked.has(o.id)).toBe(true);
            else if (o.totalUSD > 0)
              expect({ id: o.id, linked: linked.has(o.id) }).toEqual({ id: o.id, linked: false });
          }
        }
      }),
      {
        // A run here takes about a second (no scan process): twice as many runs.
        numRuns: 2 * Number(process.env.PAYMENT_PATHS_RUNS ?? 4),
        seed: Number(process.env.PAYMENT_PATHS_SEED ?? 49),
        endOnFailure: true,
      },
    );
  }, 300_000);
});

type PartnerStep =
  | { kind: 'invoice' | 'link' | 'record' | 'reach'; who: 0 | 1 }
  | { kind: 'openLink' | 'pay' | 'redeliver'; who: 0 | 1; pick: number };

const partnerStep: fc.Arbitrary<PartnerStep> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('invoice' as const), who }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('link' as const), who }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('openLink' as const), who, pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), who, pick: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constantFrom('record' as const, 'reach' as const), who }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('redeliver' as const), who, pick: fc.nat() }), weight: 2 },
);
const partnerPlan = fc.array(
  fc.oneof(
    partnerStep.map((s) => [s]),
    fc.tuple(partnerStep, partnerStep),
  ),
  { minLength: 4, maxLength: 10 },
);

/** Two live partners of the same name, each with a Wyoming LLC of the same name formed for its own Jane Doe. */
async function twoSameNamedPartners(baseUrl: string) {
  const businessName = `Same Name ${randomUUID().slice(0, 6)} LLC`;
  const partners = [];
  for (let i = 0; i < 2; i++) {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank', ['LIVE']);
    const api = partnerClient(baseUrl, keys.LIVE);
    const entity = await formPartnerEntity(ctx.db, api, { state: 'WY', entityType: 'LLC', businessName });
    const report = await ctx.db.complianceObligation.findFirstOrThrow({
      where: { entityId: entity.id, ruleId: 'WY-LLC-ANNUAL-REPORT' },
      orderBy: { dueDate: 'asc' },
    });
    partners.push({
      partner,
      api,
      entity,
      report,
      orders: [] as string[],
      links: [] as URL[],
      intents: [] as string[],
    });
  }
  return partners;
}
