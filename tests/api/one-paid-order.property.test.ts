// Random interleavings of the ways one annual report gets paid (fast-check), for two clients with the same names
// and same-named entities on automatic filing: the client's checkout on the entity page (opened, reloaded, paid),
// staff's phone order for the same report (the same route, taken by staff, paid the same way), the daily scan, staff recording the report as filed, staff canceling an open order, and Stripe's webhook
// delivered again or late, some of them at the same moment. Whatever the order, the database and the Stripe
// stand-in agree: at most one paid order per obligation, every charge kept is a paid order's, and every other
// success is refunded exactly once.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../../domain/calendar-dates';
import { createStripe } from '../../platform/infra/stripe';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { signedInAs } from '../helpers/api';
import { clientWithWyomingLlc, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const day = (text: string) => parseCalendarDate(text)!;
const FORMED = day('2030-09-15');
const DUE = day('2031-09-01');
const SCAN_DAY = addDays(DUE, -43);

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
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
  | { kind: 'record'; who: 0 | 1 }
  | { kind: 'cancel'; who: 0 | 1; pick: number }
  | { kind: 'redeliver'; pick: number };

const who = fc.constantFrom(0 as const, 1 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), who }),
  fc.record({ kind: fc.constant('phone' as const), who }),
  fc.record({ kind: fc.constant('pay' as const), who, pick: fc.nat() }),
  fc.record({ kind: fc.constant('scan' as const) }),
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

        for (const [i, c] of clients.entries()) {
          const orders = await ctx.db.order.findMany({
            where: { entityId: c.entity.id, kind: 'ANNUAL_REPORT' },
            include: { paymentIntents: true },
          });
          const paid = orders.filter((o) => o.paymentStatus === 'PAID');
          // One paid order per obligation (once a report is recorded, the next year's may be ordered and paid).
          const soldKeys = paid.map((o) => o.soldKey);
          expect(soldKeys.every((key) => key?.startsWith('obligation:'))).toBe(true);
          expect(new Set(soldKeys).size).toBe(soldKeys.length);
          expect(orders.every((o) => o.userId === c.user.id)).toBe(true);
          expect(orders.every((o) => o.entityId === entityIds[i])).toBe(true);
          // Every success at Stripe for these orders: the paid order's own charge, or refunded once.
          const ids = new Set(orders.map((o) => o.id));
          const successes = [...ctx.stub.intents.values()].filter(
            (intent) => intent.status === 'succeeded' && ids.has(intent.metadata.orderId),
          );
          const kept = successes.filter((intent) =>
            paid.some((o) => o.stripePaymentIntentId === intent.id && o.totalUSD > 0),
          );
          for (const intent of successes) expect(refundsOf(intent.id).length).toBe(kept.includes(intent) ? 0 : 1);
          // Charges kept = paid orders that charged (a report recorded by staff charged nothing).
          expect(kept.length).toBe(paid.filter((o) => o.totalUSD > 0).length);
        }
        // The next runs' scans leave these entities alone.
        await ctx.db.formedEntity.updateMany({ where: { id: { in: entityIds } }, data: { autoFile: false } });
      }),
      { numRuns: Number(process.env.PAYMENT_PATHS_RUNS ?? 4), seed: Number(process.env.PAYMENT_PATHS_SEED ?? 49) },
    );
  }, 300_000);
});
