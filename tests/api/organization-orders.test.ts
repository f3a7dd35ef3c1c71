// Many at once: one kind ordered for many entities of an organisation in one checkout, against the real database and
// the Stripe stand-in. Two organisations with the same name hold same-named entities; 20 good standing certificates
// in one payment; the webhook delivered twice leaves one paid order per entity; two payments for the same entities
// at once leave one paid order per entity and refund the other's parts; a viewer 403, another organisation 404, an
// entity of another organisation 404, hostile bodies 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { createStripe } from '../../platform/infra/stripe';
import type { ClientNotice } from '../../platform/services/notices';
import { reconcilePayments } from '../../platform/services/reconciliation';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { createCancelActivities } from '../../worker/pipeline/cancel-and-refund';
import { signedInAs, type TestAgent } from '../helpers/api';
import { mailpit, mailTo, PUBLIC_URL, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext, signedDelivery } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const FIRM = 'Twin Ledger Partners';
const post = (agent: TestAgent, url: string, payload?: unknown) =>
  agent.request({ method: 'POST', url, payload: payload as object, csrf: true });

/** An organisation (same name every time) with `count` Wyoming LLCs named like every other organisation's. */
async function organizationWith(count: number) {
  const owner = await signedInAs(ctx, 'CLIENT');
  const created = await post(owner.agent, '/api/organizations', { name: FIRM });
  expect(created.statusCode, created.body).toBe(201);
  const orgId: string = created.json().id;
  const entityIds: string[] = [];
  for (let i = 1; i <= count; i++) {
    const added = await post(owner.agent, `/api/organizations/${orgId}/entities`, {
      name: `Twin ${i} LLC`,
      stateCode: 'WY',
      entityType: 'LLC',
      formedOn: '2020-05-01',
      fileNumber: `2020-000${i}`,
    });
    expect(added.statusCode, added.body).toBe(201);
    entityIds.push(added.json().id);
  }
  return { owner, orgId, entityIds };
}

const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

/** The customer completes the payment in the browser: the stand-in settles it and delivers the signed webhook. */
async function completePayment(intentId: string) {
  const response = await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
  return (await response.json()) as { delivered: boolean; status: number; event: unknown };
}

const refundsOf = (intentId: string) => [...ctx.stub.refunds.values()].filter((r) => r.payment_intent === intentId);

describe('orders for many entities of an organisation in one checkout', () => {
  it('orders 20 good standing certificates in one payment; a retry gives the same orders and intent; the webhook twice pays each once', async () => {
    const firm = await organizationWith(20);
    const twin = await organizationWith(1);
    const url = `/api/organizations/${firm.orgId}/orders`;
    const request = { kind: 'GOOD_STANDING', entityIds: firm.entityIds, details: { purpose: 'Bank account' } };
    const first = await post(firm.owner.agent, url, request);
    expect(first.statusCode, first.body).toBe(200);
    const { orderIds, amount, clientSecret } = first.json();
    expect(orderIds).toHaveLength(20);
    const each = ORDER_KIND_MODULES.GOOD_STANDING.service.price + stateFeeFor('GOOD_STANDING', 'WY', 'LLC')!.fee;
    expect(amount).toBe(20 * each);
    const orders = await ctx.db.order.findMany({ where: { id: { in: orderIds } } });
    expect(orders.map((o) => o.entityId).sort()).toEqual([...firm.entityIds].sort());
    expect(orders.every((o) => o.totalUSD === each * 100 && o.kind === 'GOOD_STANDING')).toBe(true);

    // The same request again (a retry after a lost answer, entities in another order): the same orders and intent.
    const again = await post(firm.owner.agent, url, { ...request, entityIds: [...firm.entityIds].reverse() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderIds, amount, clientSecret });
    expect(await ctx.db.orderGroup.count({ where: { organizationId: firm.orgId } })).toBe(1);

    // The twin organisation's owner, and its same-named entity, are not this organisation's.
    const foreign = await post(twin.owner.agent, url, request);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`Organization not found: ${firm.orgId}`);
    const outsider = await post(firm.owner.agent, url, {
      ...request,
      entityIds: [firm.entityIds[0], twin.entityIds[0]],
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(`Entity not found: ${twin.entityIds[0]}`);

    // Paid: the stand-in delivers the webhook; then the same event again, and the same intent in a new event.
    const intentId = intentOf(clientSecret);
    const paid = await completePayment(intentId);
    expect(paid).toMatchObject({ delivered: true, status: 200 });
    const redelivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(paid.event)),
    });
    expect(redelivered.statusCode).toBe(200);
    const copy = { ...(paid.event as { id: string }), id: `${(paid.event as { id: string }).id}_copy` };
    const another = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(copy)),
    });
    expect(another.statusCode).toBe(200);

    for (const entityId of firm.entityIds) {
      const mine = await ctx.db.order.findMany({ where: { entityId, kind: 'GOOD_STANDING' } });
      expect(
        mine.filter((o) => o.paymentStatus === 'PAID'),
        entityId,
      ).toHaveLength(1);
    }
    expect(refundsOf(intentId)).toHaveLength(0);
    const audited = await ctx.db.auditEntry.count({ where: { action: 'order.paid', target: { in: orderIds } } });
    expect(audited).toBe(20);
    expect(
      (await ctx.db.formedEntity.findMany({ where: { id: { in: twin.entityIds } }, include: { orders: true } }))[0]
        .orders,
    ).toHaveLength(0);

    // The day's reconciliation matches the one charge with the group: no charge without an order, no amount differing.
    const report = await reconcilePayments(ctx.db, createStripe(ctx.config)!, new Date());
    expect(report.mismatches.filter((m) => m.paymentIntentId === intentId)).toEqual([]);

    // Staff cancel one order with a refund: its own price comes back from the group's payment, once.
    const cancel = createCancelActivities({ db: ctx.db, stripe: createStripe(ctx.config)! });
    const refunded = await cancel.refundPayment({ orderId: orderIds[0] });
    expect(await cancel.refundPayment({ orderId: orderIds[0] })).toEqual(refunded);
    expect(refundsOf(intentId).map((r) => r.amount)).toEqual([each * 100]);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: orderIds[0] } })).toMatchObject({
      paymentStatus: 'REFUNDED',
      refundId: refunded.refundId,
    });

    // Paid: asking again gives the same orders and the paid intent, nothing new.
    const afterPaid = await post(firm.owner.agent, url, request);
    expect(afterPaid.json()).toMatchObject({ orderIds, amount });
    expect(await ctx.db.order.count({ where: { entityId: { in: firm.entityIds } } })).toBe(20);
  }, 120_000);

  it('two payments for the same entities at once leave one paid order per entity and refund the other parts', async () => {
    const firm = await organizationWith(3);
    const url = `/api/organizations/${firm.orgId}/orders`;
    // A change of agent is sold once per entity; two checkouts for the same three entities (different details).
    const one = await post(firm.owner.agent, url, { kind: 'CHANGE_OF_AGENT', entityIds: firm.entityIds, details: {} });
    const two = await post(firm.owner.agent, url, {
      kind: 'CHANGE_OF_AGENT',
      entityIds: firm.entityIds,
      details: { currentAgent: 'Old Agents Inc' },
    });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().orderIds).not.toEqual(two.json().orderIds);
    const intents = [intentOf(one.json().clientSecret), intentOf(two.json().clientSecret)];
    const settled = await Promise.all(intents.map(completePayment));
    expect(settled.map((s) => s.status)).toEqual([200, 200]);

    for (const entityId of firm.entityIds) {
      const orders = await ctx.db.order.findMany({ where: { entityId, kind: 'CHANGE_OF_AGENT' } });
      expect(orders, entityId).toHaveLength(2);
      expect(
        orders.filter((o) => o.paymentStatus === 'PAID'),
        entityId,
      ).toHaveLength(1);
    }
    // The parts that could not be kept are refunded, each for its order's price, once.
    const refunded = [...refundsOf(intents[0]), ...refundsOf(intents[1])];
    const parts = await ctx.db.orderGroupRefund.findMany({ where: { paymentIntentId: { in: intents } } });
    expect(parts).toHaveLength(3);
    expect(parts.every((p) => p.refundId)).toBe(true);
    expect(refunded).toHaveLength(3);
    const each =
      (ORDER_KIND_MODULES.CHANGE_OF_AGENT.service.price + stateFeeFor('CHANGE_OF_AGENT', 'WY', 'LLC')!.fee) * 100;
    expect(refunded.map((r) => r.amount)).toEqual([each, each, each]);
    // Delivered again: nothing more is paid or refunded.
    for (const settledOne of settled)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        ...signedDelivery(JSON.stringify(settledOne.event)),
      });
    expect([...refundsOf(intents[0]), ...refundsOf(intents[1])]).toHaveLength(3);
    // Each refunded part says why, so the reconciliation finds nothing to flag in either payment.
    const report = await reconcilePayments(ctx.db, createStripe(ctx.config)!, new Date());
    expect(report.mismatches.filter((m) => m.paymentIntentId && intents.includes(m.paymentIntentId))).toEqual([]);
  }, 120_000);

  it('refuses a viewer (403) and hostile bodies (400 {message}), ordering nothing', async () => {
    const firm = await organizationWith(1);
    const viewer = await signedInAs(ctx, 'CLIENT');
    await ctx.db.organizationMember.create({
      data: { organizationId: firm.orgId, userId: viewer.user.id, role: 'VIEWER' },
    });
    const url = `/api/organizations/${firm.orgId}/orders`;
    const good = { kind: 'GOOD_STANDING', entityIds: firm.entityIds, details: {} };
    const refused = await post(viewer.agent, url, good);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    for (const body of [
      {},
      { ...good, kind: 'FORMATION' },
      { ...good, kind: 'good_standing' },
      { ...good, entityIds: [] },
      { ...good, entityIds: [firm.entityIds[0], firm.entityIds[0].toUpperCase()] },
      { ...good, entityIds: 'all' },
      { ...good, entityIds: Array.from({ length: 201 }, () => firm.entityIds[0]) },
      { ...good, details: { purpose: 'x'.repeat(201) } },
      { ...good, details: { purpose: 'a\u0000b' } },
      { ...good, amount: 1 },
    ]) {
      const response = await post(firm.owner.agent, url, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const notUuid = await post(firm.owner.agent, url, { ...good, entityIds: ["1' OR '1'='1"] });
    expect(notUuid.statusCode).toBe(404);
    expect(await ctx.db.order.count({ where: { entityId: firm.entityIds[0] } })).toBe(0);
  }, 60_000);

  it("switches automatic filing on for many entities with the organisation's card on file, set by an owner", async () => {
    const firm = await organizationWith(3);
    const twin = await organizationWith(1);
    const admin = await signedInAs(ctx, 'CLIENT');
    const viewer = await signedInAs(ctx, 'CLIENT');
    await ctx.db.organizationMember.createMany({
      data: [
        { organizationId: firm.orgId, userId: admin.user.id, role: 'ADMIN' },
        { organizationId: firm.orgId, userId: viewer.user.id, role: 'VIEWER' },
      ],
    });
    const base = `/api/organizations/${firm.orgId}`;
    const put = (agent: TestAgent, url: string, payload: unknown) =>
      agent.request({ method: 'PUT', url, payload: payload as object, csrf: true });
    const on = { entityIds: firm.entityIds, enabled: true };

    // No card yet: refused, nothing switched.
    const early = await put(firm.owner.agent, `${base}/auto-file`, on);
    expect(early.statusCode).toBe(409);
    // Only owners set the card; a viewer changes nothing; another organisation's owner sees nothing.
    expect((await post(admin.agent, `${base}/card/setup`)).statusCode).toBe(403);
    expect((await post(viewer.agent, `${base}/card/setup`)).statusCode).toBe(403);
    expect((await put(viewer.agent, `${base}/auto-file`, on)).statusCode).toBe(403);
    expect((await post(twin.owner.agent, `${base}/card/setup`)).statusCode).toBe(404);
    expect((await put(twin.owner.agent, `${base}/auto-file`, on)).statusCode).toBe(404);

    const setup = await post(firm.owner.agent, `${base}/card/setup`);
    expect(setup.statusCode, setup.body).toBe(200);
    const { setupIntentId } = setup.json();
    // Another organisation cannot take this card as its own.
    const stolen = await put(twin.owner.agent, `/api/organizations/${twin.orgId}/card`, { setupIntentId });
    expect(stolen.statusCode).toBe(409);
    await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, { method: 'POST' });
    const kept = await put(firm.owner.agent, `${base}/card`, { setupIntentId });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().card).toMatchObject({ last4: expect.any(String) });
    const org = await ctx.db.organization.findUniqueOrThrow({ where: { id: firm.orgId } });
    expect(org.stripeCustomerId).toMatch(/^cus_/);

    // An entity of the twin organisation is not this one's: 404, nothing switched.
    const outside = await put(admin.agent, `${base}/auto-file`, {
      ...on,
      entityIds: [...firm.entityIds, twin.entityIds[0]],
    });
    expect(outside.statusCode).toBe(404);
    expect(await ctx.db.formedEntity.count({ where: { id: { in: firm.entityIds }, autoFile: true } })).toBe(0);

    // An admin switches all three on at once, then one off.
    const switched = await put(admin.agent, `${base}/auto-file`, on);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ updated: 3, card: { last4: expect.any(String) } });
    expect(await ctx.db.formedEntity.count({ where: { id: { in: firm.entityIds }, autoFile: true } })).toBe(3);
    const off = await put(admin.agent, `${base}/auto-file`, { entityIds: [firm.entityIds[0]], enabled: false });
    expect(off.json()).toMatchObject({ updated: 1 });
    expect(await ctx.db.formedEntity.count({ where: { id: { in: twin.entityIds }, autoFile: true } })).toBe(0);
    // The daily scan files an organisation's entity on automatic filing and charges the organisation's card.
    const today = toCalendarDate(new Date());
    const report = await ctx.db.complianceObligation.findFirstOrThrow({
      where: { entityId: firm.entityIds[1], filedOn: null, endedOn: null },
      orderBy: { dueDate: 'asc' },
    });
    await ctx.db.complianceObligation.update({ where: { id: report.id }, data: { dueDate: addDays(today, 10) } });
    const mailer = { transport: 'log' as const, send: async () => {} };
    await runAutoFiling(
      { db: ctx.db, stripe: createStripe(ctx.config), mailer, log: silentLog, publicUrl: 'http://x', leadDays: 45 },
      today,
    );
    const filing = await ctx.db.autoFiling.findUniqueOrThrow({
      where: { obligationId: report.id },
      include: { order: true },
    });
    expect(filing.status).toBe('PAID');
    expect(filing.order).toMatchObject({
      entityId: firm.entityIds[1],
      paymentStatus: 'PAID',
      userId: firm.owner.user.id,
    });
    const charged = ctx.stub.intents.get(filing.order.stripePaymentIntentId!);
    expect(charged?.customer).toBe(org.stripeCustomerId);

    for (const bad of [
      { entityIds: [], enabled: true },
      { entityIds: firm.entityIds, enabled: 'yes' },
      { enabled: true },
    ]) {
      const response = await put(admin.agent, `${base}/auto-file`, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // Off again, so other files' scans in the same database never pick these entities up.
    await ctx.db.formedEntity.updateMany({ where: { id: { in: firm.entityIds } }, data: { autoFile: false } });
  }, 60_000);

  it.skipIf(!mailpit.available)(
    "emails the organisation's owners and whoever switched, once per change, and nothing to a same-named organisation",
    async () => {
      const firm = await organizationWith(3);
      const twin = await organizationWith(1);
      const admin = await signedInAs(ctx, 'CLIENT');
      await ctx.db.organizationMember.create({
        data: { organizationId: firm.orgId, userId: admin.user.id, role: 'ADMIN' },
      });
      const base = `/api/organizations/${firm.orgId}`;
      const put = (agent: TestAgent, url: string, payload: unknown) =>
        agent.request({ method: 'PUT', url, payload: payload as object, csrf: true });
      for (const org of [firm, twin]) {
        const { setupIntentId } = (await post(org.owner.agent, `/api/organizations/${org.orgId}/card/setup`)).json();
        await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, { method: 'POST' });
        const kept = await put(org.owner.agent, `/api/organizations/${org.orgId}/card`, { setupIntentId });
        expect(kept.statusCode, kept.body).toBe(200);
        // Sent again (a retried request): the same card, and no second email.
        const again = await put(org.owner.agent, `/api/organizations/${org.orgId}/card`, { setupIntentId });
        expect(again.json()).toEqual(kept.json());
      }
      const on = await put(admin.agent, `${base}/auto-file`, { entityIds: firm.entityIds, enabled: true });
      expect(on.json()).toMatchObject({ updated: 3 });
      // Switched on again: nothing changed, nothing told.
      expect(
        (await put(admin.agent, `${base}/auto-file`, { entityIds: firm.entityIds, enabled: true })).json(),
      ).toMatchObject({
        updated: 0,
      });
      const off = await put(admin.agent, `${base}/auto-file`, { entityIds: [firm.entityIds[1]], enabled: false });
      expect(off.json()).toMatchObject({ updated: 1 });

      const server = await startMailCatcher();
      try {
        const ours = (n: ClientNotice) => 'organizationId' in n && n.organizationId === firm.orgId;
        expect(await relayClientNotices(ctx, server, ours)).toBe(3);
        await relayClientNotices(ctx, server, ours);
        const card = (await ctx.db.organization.findUniqueOrThrow({ where: { id: firm.orgId } })).stripeCustomerId;
        expect(card).toMatch(/^cus_/);
        const toOwner = await mailTo(server, firm.owner.user.email);
        expect(toOwner.map((m) => m.subject)).toEqual([
          expect.stringMatching(new RegExp(`^${FIRM}: the card on file is now the \\w+ ending in \\d{4}$`)),
          `${FIRM}: automatic filing is on for 3 companies`,
          `${FIRM}: automatic filing is off for 1 company`,
        ]);
        expect(toOwner[0].text).toContain(`${firm.owner.user.email} made the`);
        expect(toOwner[1].text).toContain(
          `${admin.user.email} switched automatic filing on for 3 companies of ${FIRM}`,
        );
        expect(toOwner[1].text).toContain('- Twin 1 LLC (WY)\n- Twin 2 LLC (WY)\n- Twin 3 LLC (WY)');
        expect(toOwner[2].text).toContain('- Twin 2 LLC (WY)');
        expect(toOwner[2].text).not.toContain('Twin 1 LLC');
        expect(toOwner[1].text).toContain(`${PUBLIC_URL}/organizations/${firm.orgId}`);
        // The admin who switched hears of their own switches, not of the owner's card.
        expect((await mailTo(server, admin.user.email)).map((m) => m.subject)).toEqual([
          `${FIRM}: automatic filing is on for 3 companies`,
          `${FIRM}: automatic filing is off for 1 company`,
        ]);
        expect(await mailTo(server, twin.owner.user.email)).toEqual([]);
      } finally {
        await server.close();
        await ctx.db.formedEntity.updateMany({ where: { id: { in: firm.entityIds } }, data: { autoFile: false } });
      }
    },
    120_000,
  );
});
