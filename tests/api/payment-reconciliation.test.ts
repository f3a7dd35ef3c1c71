// The daily reconciliation against its own database and the Stripe stand-in's list calls: a checkout paid through
// the stand-in reconciles with nothing to report (`npm run reconcile` says 0 mismatches); a planted second charge
// for the same order and a charge for no order are each reported once however often the day is run, audited, listed
// to staff, and resolved from the back-office: the extra charge refunded through Stripe (once, with a reason), the
// other noted; after that the day reconciles clean again.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { createStripe } from '../../platform/infra/stripe';
import { reconcilePayments } from '../../platform/services/reconciliation';
import { createOwnDatabase, type OwnDatabase } from '../../scripts/soak/services';
import { signedInAs } from '../helpers/api';
import {
  checkoutRecord,
  createPaymentsApp,
  type PaymentsContext,
  startCheckout,
  TEST_STRIPE_ENV,
} from '../helpers/payments';

const run = promisify(execFile);
let database: OwnDatabase;
let ctx: PaymentsContext;
beforeAll(async () => {
  database = await createOwnDatabase();
  ctx = await createPaymentsApp({ DATABASE_URL: database.url }, { listen: true });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await database?.drop().catch(() => {});
});

const stripe = () => createStripe(ctx.config)!;

/** The stand-in settles an intent and delivers its signed webhook, as Stripe does once the customer paid. */
async function succeed(intentId: string) {
  const response = await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** `npm run reconcile` on this test's database and stand-in: its exit code and its output. */
async function reconcileScript(): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    ...TEST_STRIPE_ENV,
    STRIPE_API_BASE: ctx.stub.url,
  };
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'reconcile'], { env, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('payment reconciliation', () => {
  let orderId: string;

  it('reports 0 mismatches for a day whose charges each pay their order', async () => {
    const started = await startCheckout(ctx, checkoutRecord());
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: started.orderId } });
    await succeed(order.stripePaymentIntentId!);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe('PAID');
    orderId = order.id;

    const script = await reconcileScript();
    expect(script.out).toMatch(/: 1 charges, 0 refunds, 1 orders, 0 mismatches \(0 new\)/);
    expect(script.code).toBe(0);
    expect(await ctx.db.paymentMismatch.count()).toBe(0);
  }, 90_000);

  it('reports a planted extra charge and a charge for no order once, and staff refund or note them', async () => {
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    const extra = await stripe().paymentIntents.create({
      amount: order.totalUSD,
      currency: 'usd',
      metadata: { orderId },
    });
    await succeed(extra.id); // the webhook holds it: the order is paid by its own intent
    const stray = await stripe().paymentIntents.create({ amount: 4_200, currency: 'usd' });
    await succeed(stray.id);

    const report = await reconcilePayments(ctx.db, stripe(), new Date());
    expect(report).toMatchObject({ charges: 3, refunds: 0, recorded: 2 });
    expect(report.mismatches.map((m) => [m.kind, m.paymentIntentId]).sort()).toEqual(
      [
        ['CHARGE_WITHOUT_ORDER', stray.id],
        ['ORDER_PAID_TWICE', extra.id],
      ].sort(),
    );
    // Run again (the daily job retried, or the script by hand): nothing is stored or audited twice.
    expect((await reconcilePayments(ctx.db, stripe(), new Date())).recorded).toBe(0);
    expect(await ctx.db.paymentMismatch.count()).toBe(2);
    expect(await ctx.db.auditEntry.count({ where: { action: AUDIT_ACTIONS.orderPaymentMismatch } })).toBe(2);
    expect((await reconcileScript()).code).toBe(1);

    const paralegal = await signedInAs(ctx, 'PARALEGAL');
    expect((await paralegal.agent.request({ method: 'GET', url: '/api/admin/payment-mismatches' })).statusCode).toBe(
      403,
    );
    const admin = await signedInAs(ctx, 'ADMIN');
    const listed = await admin.agent.request({ method: 'GET', url: '/api/admin/payment-mismatches' });
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, open } = listed.json() as {
      data: { id: string; kind: string; orderId: string | null }[];
      open: number;
    };
    expect(open).toBe(2);
    const twice = data.find((m) => m.kind === 'ORDER_PAID_TWICE')!;
    const strayRow = data.find((m) => m.kind === 'CHARGE_WITHOUT_ORDER')!;
    expect(twice.orderId).toBe(orderId);

    const resolve = (id: string, payload: Record<string, unknown>) =>
      admin.agent.request({ method: 'POST', url: `/api/admin/payment-mismatches/${id}/resolve`, payload, csrf: true });
    expect((await resolve(twice.id, { action: 'link', orderId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await resolve(twice.id, { action: 'note' })).statusCode).toBe(400);
    expect((await resolve('00000000-0000-4000-8000-000000000000', { action: 'refund' })).statusCode).toBe(404);

    // Two staff refunding at once: one refund on Stripe, one resolution.
    const [first, second] = await Promise.all([
      resolve(twice.id, { action: 'refund', note: 'second charge for one order' }),
      resolve(twice.id, { action: 'refund' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refunded = (first.statusCode === 200 ? first : second).json();
    expect(refunded).toMatchObject({ status: 'RESOLVED', resolution: 'REFUNDED' });
    const refunds = [...ctx.stub.refunds.values()].filter((r) => r.payment_intent === extra.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: refunded.refundId, amount: order.totalUSD, reason: 'duplicate' });
    expect([...ctx.stub.refunds.values()].filter((r) => r.payment_intent === order.stripePaymentIntentId)).toEqual([]);

    const noted = await resolve(strayRow.id, { action: 'note', note: 'a test charge made by hand in the dashboard' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ resolution: 'NOTED', note: 'a test charge made by hand in the dashboard' });
    const resolutions = await ctx.db.auditEntry.findMany({
      where: { action: AUDIT_ACTIONS.orderPaymentMismatchResolved },
    });
    expect(resolutions.map((r) => (r.details as { resolution: string }).resolution).sort()).toEqual([
      'NOTED',
      'REFUNDED',
    ]);
    expect(resolutions.every((r) => r.actorEmail === admin.user.email)).toBe(true);
    const left = await admin.agent.request({ method: 'GET', url: '/api/admin/payment-mismatches' });
    expect(left.json()).toMatchObject({ data: [], open: 0 });

    // The refunded extra charge keeps nothing and its refund gives a reason; the stray charge stays (noted).
    const again = await reconcilePayments(ctx.db, stripe(), new Date());
    expect(again.mismatches.map((m) => m.kind)).toEqual(['CHARGE_WITHOUT_ORDER']);
    expect(again.recorded).toBe(0);
  }, 90_000);
});
