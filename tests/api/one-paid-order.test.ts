// One paid order per thing sold, across the ways to pay, against the real database and the Stripe stand-in: two
// clients with the same names and same-named entities each open the annual report's checkout on the entity page,
// the automatic-filing scan charges that very order (one paid order, one charge), and the checkout completed
// afterwards changes nothing; a success the order cannot keep (a canceled order, an obligation staff recorded as
// filed) is refunded once, however often and in whatever order its webhook arrives, audited, listed on the order
// and emailed; an unpaid order is canceled from the back-office and the partner API, its link closed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../../domain/calendar-dates';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { createStripe } from '../../platform/infra/stripe';
import { deliverRefundNotice } from '../../platform/services/billing';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { signedInAs, type TestAgent } from '../helpers/api';
import { clientWithWyomingLlc, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const day = (text: string) => parseCalendarDate(text)!;
const BUSINESS = `Same Name ${randomUUID().slice(0, 6)} LLC`;
// A Wyoming LLC formed 2030-09-15 files its annual report by 2031-09-01 (scanned 43 days before).
const FORMED = day('2030-09-15');
const DUE = day('2031-09-01');
const SCAN_DAY = addDays(DUE, -43);

let ctx: PaymentsContext;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  transport: 'log',
  async send(message) {
    sent.push(message);
  },
};

beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
});

afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const scanDeps = () => ({
  db: ctx.db,
  stripe: createStripe(ctx.config),
  mailer,
  log: silentLog,
  publicUrl: 'http://x',
  leadDays: 45,
});

async function clientWithEntity() {
  const client = await clientWithWyomingLlc(ctx, { businessName: BUSINESS, formedOn: FORMED });
  const report = client.obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
  return { ...client, entityId: client.entity.id, report };
}

/** The client enters a card that works and turns automatic filing on with it. */
async function turnOn(agent: TestAgent, entityId: string) {
  const setup = await agent.request({ method: 'POST', url: `/api/entities/${entityId}/auto-file/card`, csrf: true });
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupIntentId } = setup.json();
  await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, {
    method: 'POST',
    body: JSON.stringify({ card: 'ok' }),
  });
  const on = await agent.request({
    method: 'PUT',
    url: `/api/entities/${entityId}/auto-file`,
    payload: { enabled: true, setupIntentId },
    csrf: true,
  });
  expect(on.statusCode, on.body).toBe(200);
}

/** The entity page's 'File annual report': the order and its PaymentIntent, not paid yet. */
async function openCheckout(agent: TestAgent, entityId: string) {
  const answer = await agent.request({
    method: 'POST',
    url: `/api/entities/${entityId}/orders`,
    payload: { kind: 'ANNUAL_REPORT', details: {} },
    csrf: true,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { orderId, clientSecret } = answer.json() as { orderId: string; clientSecret: string };
  return { orderId, intentId: clientSecret.split('_secret_')[0] };
}

/** The customer completes the payment in the browser: the stand-in settles it and delivers the signed webhook. */
async function completePayment(intentId: string) {
  const response = await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
  return (await response.json()) as { delivered: boolean; status: number; event: unknown };
}

const refundsOf = (intentId: string) => [...ctx.stub.refunds.values()].filter((r) => r.payment_intent === intentId);
const reportOrders = (entityId: string) =>
  ctx.db.order.findMany({ where: { entityId, kind: 'ANNUAL_REPORT' }, include: { paymentIntents: true } });
const succeededIntents = () => [...ctx.stub.intents.values()].filter((i) => i.status === 'succeeded');

describe('one paid order per obligation', () => {
  it('the scan charges the checkout the client left open: one paid order and one charge per twin', async () => {
    const alice = await clientWithEntity();
    const bob = await clientWithEntity();
    expect(alice.entity.businessName).toBe(bob.entity.businessName);
    await turnOn(alice.agent, alice.entityId);
    await turnOn(bob.agent, bob.entityId);

    const aliceCheckout = await openCheckout(alice.agent, alice.entityId);
    const bobCheckout = await openCheckout(bob.agent, bob.entityId);
    expect(aliceCheckout.orderId).not.toBe(bobCheckout.orderId);
    // Asked again (a reload, or staff's phone order for the same report): the same order and intent.
    expect(await openCheckout(alice.agent, alice.entityId)).toEqual(aliceCheckout);

    // The daily scan, twice at once: it adopts each client's open order and charges the card on file once.
    await Promise.all([runAutoFiling(scanDeps(), SCAN_DAY), runAutoFiling(scanDeps(), SCAN_DAY)]);
    for (const [client, checkout] of [
      [alice, aliceCheckout],
      [bob, bobCheckout],
    ] as const) {
      const filing = await ctx.db.autoFiling.findUniqueOrThrow({ where: { obligationId: client.report.id } });
      expect(filing).toMatchObject({ orderId: checkout.orderId, status: 'PAID' });
      const orders = await reportOrders(client.entityId);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        id: checkout.orderId,
        paymentStatus: 'PAID',
        userId: client.user.id,
        soldKey: `obligation:${client.report.id}`,
      });
      expect(ctx.stub.setup.charges.filter((c) => c.intentId === checkout.intentId)).toHaveLength(1);
    }

    // Alice completes the checkout she had open: the intent already paid her order, nothing more is kept or refunded.
    const late = await completePayment(aliceCheckout.intentId);
    expect(late).toMatchObject({ delivered: true, status: 200 });
    expect((await reportOrders(alice.entityId)).filter((o) => o.paymentStatus === 'PAID')).toHaveLength(1);
    expect(refundsOf(aliceCheckout.intentId)).toHaveLength(0);
    // The entity page now refuses another annual report (one is under way), for her and her twin alike.
    const again = await alice.agent.request({
      method: 'POST',
      url: `/api/entities/${alice.entityId}/orders`,
      payload: { kind: 'ANNUAL_REPORT', details: {} },
      csrf: true,
    });
    expect(again.statusCode).toBe(409);
    // Bob reaching for Alice's entity is answered 404.
    const reach = await bob.agent.request({
      method: 'POST',
      url: `/api/entities/${alice.entityId}/orders`,
      payload: { kind: 'ANNUAL_REPORT', details: {} },
      csrf: true,
    });
    expect(reach.statusCode).toBe(404);
  });

  it('refunds a payment for an obligation staff recorded as filed meanwhile, once, whatever the deliveries', async () => {
    const carol = await clientWithEntity();
    const twin = await clientWithEntity();
    const checkout = await openCheckout(carol.agent, carol.entityId);
    const twinCheckout = await openCheckout(twin.agent, twin.entityId);

    // Staff record the report as filed (filed by the client on the state's site): that order now sells the obligation.
    const staff = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const recorded = await staff.agent.request({
      method: 'POST',
      url: `/api/admin/compliance/${carol.report.id}/filing`,
      payload: { filedOn: '2026-11-20', confirmation: 'WY-2031-1' },
      csrf: true,
    });
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);

    // Carol then pays the checkout she had open; Stripe delivers the event twice and once more at once.
    const paid = await completePayment(checkout.intentId);
    expect(paid).toMatchObject({ delivered: true, status: 200 });
    const event = ctx.stub.events.at(-1)!;
    await Promise.all([ctx.stub.deliver(event), ctx.stub.deliver(event)]);

    expect(refundsOf(checkout.intentId)).toHaveLength(1);
    const orders = await reportOrders(carol.entityId);
    const paidOrders = orders.filter((o) => o.paymentStatus === 'PAID');
    expect(paidOrders).toHaveLength(1);
    expect(paidOrders[0].checkoutKey).toBe(`recorded-filing:${carol.report.id}`);
    const opened = orders.find((o) => o.id === checkout.orderId)!;
    expect(opened.paymentStatus).not.toBe('PAID');
    expect(opened.paymentIntents).toEqual([
      expect.objectContaining({
        paymentIntentId: checkout.intentId,
        status: 'refunded',
        refundId: refundsOf(checkout.intentId)[0].id,
        refundReason: expect.stringMatching(/already paid by another order/),
      }),
    ]);
    const audits = await ctx.db.auditEntry.findMany({
      where: { action: 'order.extra_payment_refunded', target: checkout.orderId },
    });
    expect(audits).toHaveLength(1);
    // Staff opening the order that paid for the report see the refunded charge beside it, and why.
    const admin = await signedInAs(ctx, 'ADMIN');
    const page = await admin.agent.request({ url: `/api/admin/orders/${paidOrders[0].id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().payments).toEqual([
      expect.objectContaining({
        paymentIntentId: checkout.intentId,
        orderId: checkout.orderId,
        refundId: refundsOf(checkout.intentId)[0].id,
        refundReason: expect.stringMatching(/already paid by another order/),
      }),
    ]);
    const emails = await ctx.db.outboxEntry.findMany({ where: { kind: OUTBOX_KINDS.extraPaymentRefundEmail } });
    const mine = emails.filter((e) => (e.payload as { orderId: string }).orderId === checkout.orderId);
    expect(mine).toHaveLength(1);
    await deliverRefundNotice(
      { db: ctx.db, mailer, log: silentLog, publicUrl: 'http://x' },
      mine[0].payload as { orderId: string; paymentIntentId: string },
    );
    const notice = sent.find((m) => m.to === carol.user.email && m.subject.startsWith('Refund of'));
    expect(notice?.text).toMatch(/could not keep: already paid by another order/);

    // The twin's open checkout is untouched and still pays their own report.
    await completePayment(twinCheckout.intentId);
    const twinOrders = await reportOrders(twin.entityId);
    expect(twinOrders.filter((o) => o.paymentStatus === 'PAID').map((o) => o.id)).toEqual([twinCheckout.orderId]);
    expect(refundsOf(twinCheckout.intentId)).toHaveLength(0);
  });

  it('a delivery lost on its way is refunded when Stripe delivers it again, once', async () => {
    const dave = await clientWithEntity();
    const checkout = await openCheckout(dave.agent, dave.entityId);
    const staff = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    await staff.agent.request({
      method: 'POST',
      url: `/api/admin/compliance/${dave.report.id}/filing`,
      payload: { filedOn: '2026-11-20', confirmation: 'WY-2031-2' },
      csrf: true,
    });
    // The first delivery is lost (nobody listening); Stripe delivers it again later, and once more.
    const url = ctx.stub.webhookUrl;
    ctx.stub.webhookUrl = undefined;
    const first = await completePayment(checkout.intentId);
    ctx.stub.webhookUrl = url;
    expect(first.delivered).toBe(false);
    expect(refundsOf(checkout.intentId)).toHaveLength(0);
    const event = ctx.stub.events.at(-1)!;
    expect((await ctx.stub.deliver(event)).status).toBe(200);
    expect((await ctx.stub.deliver(event)).status).toBe(200);
    expect(refundsOf(checkout.intentId)).toHaveLength(1);
  });
});

describe('cancel an unpaid order', () => {
  it('from the back-office: the checkout stops, a payment still arriving is refunded, a paid order is refused', async () => {
    const erin = await clientWithEntity();
    const twin = await clientWithEntity();
    const checkout = await openCheckout(erin.agent, erin.entityId);
    const staff = await signedInAs(ctx, 'ADMIN');
    const cancel = (orderId: string) =>
      staff.agent.request({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/cancel`,
        payload: { reason: 'Client asked by phone' },
        csrf: true,
      });
    // A client may not cancel through the staff route.
    const byClient = await erin.agent.request({
      method: 'POST',
      url: `/api/admin/orders/${checkout.orderId}/cancel`,
      payload: {},
      csrf: true,
    });
    expect(byClient.statusCode).toBe(403);

    expect((await cancel(checkout.orderId)).json()).toEqual({ id: checkout.orderId, status: 'CANCELED' });
    expect((await cancel(checkout.orderId)).statusCode).toBe(200);
    expect(ctx.stub.intents.get(checkout.intentId)?.status).toBe('canceled');
    expect(await ctx.db.auditEntry.count({ where: { action: 'order.canceled', target: checkout.orderId } })).toBe(1);
    // The canceled intent can no longer be paid (as at Stripe), and the entity page opens a new order.
    const refused = await fetch(`${ctx.stub.url}/__test/payment_intents/${checkout.intentId}/succeed`, {
      method: 'POST',
    });
    expect(refused.status).toBe(400);
    const fresh = await openCheckout(erin.agent, erin.entityId);
    expect(fresh.orderId).not.toBe(checkout.orderId);

    // A payment that was already under way when the order was canceled still arrives: refunded.
    const twinCheckout = await openCheckout(twin.agent, twin.entityId);
    ctx.stub.intents.get(twinCheckout.intentId)!.status = 'processing';
    expect((await cancel(twinCheckout.orderId)).statusCode).toBe(200);
    await completePayment(twinCheckout.intentId);
    expect(refundsOf(twinCheckout.intentId)).toHaveLength(1);
    const twinOrder = await ctx.db.order.findUniqueOrThrow({ where: { id: twinCheckout.orderId } });
    expect(twinOrder).toMatchObject({ status: 'CANCELED', paymentStatus: 'UNPAID' });

    // A paid order is not canceled here.
    await completePayment(fresh.intentId);
    const paidAnswer = await cancel(fresh.orderId);
    expect(paidAnswer.statusCode).toBe(409);
    expect(paidAnswer.json().message).toMatch(/only an unpaid order/);
    expect((await cancel(randomUUID())).statusCode).toBe(404);
    // Every success the stand-in took is either a paid order's or refunded.
    for (const intent of succeededIntents()) {
      const row = await ctx.db.orderPaymentIntent.findUnique({
        where: { paymentIntentId: intent.id },
        include: { order: true },
      });
      expect(row, intent.id).not.toBeNull();
      const kept = row!.order.paymentStatus === 'PAID' && row!.order.stripePaymentIntentId === intent.id;
      expect(kept || refundsOf(intent.id).length === 1, intent.id).toBe(true);
    }
  });
});
