// Renewals of a formation's annual services against the real database, Redis and the compliance queue's workers,
// with the Stripe stand-in delivering its signed webhooks to the app: two clients with identically named entities,
// each renewal a subscription billed from the formation anniversary (made once, however many scans run at once), its
// notice sent exactly once RENEWAL_NOTICE_DAYS ahead across repeated scans and two workers, cancelled online (entity
// page or the notice's link) and then never charged, a failed charge shown to staff, and webhooks replayed or out
// of order changing nothing.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import { emailDay } from '../../domain/email-dates';
import { firstRenewalOn, REGISTERED_AGENT } from '../../domain/renewals';
import { createStripe } from '../../platform/infra/stripe';
import { enqueueComplianceScan } from '../../platform/queues/compliance';
import type { ClientNotice } from '../../platform/services/notices';
import { runRenewals } from '../../worker/compliance/renewals';
import { signedInAs, TestAgent } from '../helpers/api';
import { mailpit, mailTo, PUBLIC_URL, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { clientWithWyomingLlc, removeCreatedOrders } from '../helpers/compliance';
import { twinComplianceWorkers } from '../helpers/compliance-workers';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const BUSINESS = `Twin Renewals ${randomUUID().slice(0, 6)} LLC`;
// Formed 340 days ago: the first anniversary (the first charge) is within the back-office's 60 days.
const FORMED = addDays(toCalendarDate(new Date()), -340);
const CHARGE = firstRenewalOn(FORMED);
const NOTICE_DAYS = 30;

let ctx: PaymentsContext;
const { sent, mailer, workers, ...compliance } = twinComplianceWorkers();

beforeAll(async () => {
  ctx = await createPaymentsApp({ RENEWAL_NOTICE_DAYS: String(NOTICE_DAYS) }, { listen: true });
  await compliance.start(ctx);
});

afterAll(async () => {
  await compliance.stop();
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

/** A client whose formation order (with the compliance binder) formed one Wyoming LLC named BUSINESS. */
const clientWithEntity = () =>
  clientWithWyomingLlc(ctx, { businessName: BUSINESS, formedOn: FORMED, services: ['BINDER_ANNUAL'] });

type Listed = { id: string; serviceId: string; amountCents: number; nextChargeOn: string; state: string };
async function renewalsOf(agent: TestAgent, entityId: string): Promise<Listed[]> {
  const response = await agent.request({ method: 'GET', url: `/api/entities/${entityId}/renewals` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The client's open 'Registered Agent Renewal' entries of its compliance calendar. */
async function agentEntries(agent: TestAgent) {
  const response = await agent.request({ method: 'GET', url: '/api/compliance/obligations?status=OPEN' });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { title: string; dueDate: string; feeUSD: number; feeNote: string; status: string }[];
  return rows.filter((r) => r.title === 'Registered Agent Renewal');
}

async function scanTwiceAtOnce(date: Date) {
  const queue = workers[0].queue;
  const ids = await Promise.all([
    enqueueComplianceScan(queue as never, { date: formatCalendarDate(date) }),
    enqueueComplianceScan(queue as never, { date: formatCalendarDate(date) }),
  ]);
  for (const id of ids) {
    for (let i = 0; ; i++) {
      const state = await queue.getJobState(id);
      if (state === 'completed') break;
      if (state === 'failed') throw new Error(`scan ${id} failed: ${(await queue.getJob(id))?.failedReason}`);
      if (i > 300) throw new Error(`scan ${id} still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await ctx.stub.billing.delivered();
}

const subscriptionsOf = (renewalId: string) =>
  [...ctx.stub.billing.subscriptions.values()].filter((s) => s.metadata.renewalId === renewalId);
const chargedInvoices = (subscriptionId: string) =>
  [...ctx.stub.billing.invoices.values()].filter(
    (i) => i.parent.subscription_details.subscription === subscriptionId && i.amount_due > 0 && i.status === 'paid',
  );
/** Renewal notices only (the same scan also sends the obligations' reminders). */
const noticesTo = (email: string) => sent.filter((m) => m.to === email && / renews on /.test(m.subject));
const control = (path: string, body: unknown = {}) =>
  fetch(`${ctx.stub.url}/__test/${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());

describe('renewals', () => {
  let a: Awaited<ReturnType<typeof clientWithEntity>>;
  let b: Awaited<ReturnType<typeof clientWithEntity>>;

  it('lists each renewal with its next date and amount, and hides one client’s from the other (404, audited)', async () => {
    a = await clientWithEntity();
    b = await clientWithEntity();
    const listed = await renewalsOf(a.agent, a.entity.id);
    expect(listed.map((r) => [r.serviceId, r.amountCents, r.nextChargeOn, r.state])).toEqual([
      ['BINDER_ANNUAL', 12_000, formatCalendarDate(CHARGE), 'renews'],
      [REGISTERED_AGENT, 15_000, formatCalendarDate(CHARGE), 'renews'],
    ]);

    const foreignList = await b.agent.request({ method: 'GET', url: `/api/entities/${a.entity.id}/renewals` });
    expect(foreignList.statusCode).toBe(404);
    const foreignCancel = await b.agent.request({
      method: 'POST',
      url: `/api/renewals/${listed[0].id}/cancel`,
      csrf: true,
    });
    expect(foreignCancel.statusCode).toBe(404);
    expect(foreignCancel.json()).toEqual({ message: `Renewal not found: ${listed[0].id}` });
    const denied = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', actorEmail: b.user.email },
      select: { target: true },
    });
    expect(denied.map((d) => d.target).sort()).toEqual([`entity:${a.entity.id}`, `renewal:${listed[0].id}`].sort());
    expect((await renewalsOf(a.agent, a.entity.id)).every((r) => r.state === 'renews')).toBe(true);
  });

  it('makes one subscription per renewal, billed from the anniversary, whatever scans run at once', async () => {
    const early = addDays(CHARGE, -(NOTICE_DAYS + 5));
    const deps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer,
      log: silentLog,
      publicUrl: ctx.config.publicUrl,
      noticeDays: NOTICE_DAYS,
    };
    await Promise.all([scanTwiceAtOnce(early), runRenewals(deps, early), runRenewals(deps, early)]);
    await ctx.stub.billing.delivered();
    for (const client of [a, b]) {
      const rows = await ctx.db.serviceRenewal.findMany({ where: { entityId: client.entity.id } });
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const subscriptions = subscriptionsOf(row.id);
        expect(subscriptions).toHaveLength(1);
        expect(subscriptions[0]).toMatchObject({ status: 'trialing', trial_end: CHARGE.getTime() / 1000 });
        expect(subscriptions[0].items.data[0].price.lookup_key).toBe(`renewal_${row.serviceId.toLowerCase()}_yearly`);
        expect(row).toMatchObject({ stripeSubscriptionId: subscriptions[0].id, status: 'trialing' });
        expect(formatCalendarDate(row.nextChargeOn)).toBe(formatCalendarDate(CHARGE));
        expect(chargedInvoices(subscriptions[0].id)).toHaveLength(0);
      }
    }
    // Outside the notice window nothing is sent.
    expect(noticesTo(a.user.email)).toHaveLength(0);
  });

  it('sends each notice once, RENEWAL_NOTICE_DAYS ahead, across repeated scans and two workers', async () => {
    await scanTwiceAtOnce(addDays(CHARGE, -(NOTICE_DAYS + 1)));
    expect(noticesTo(a.user.email)).toHaveLength(0);
    await scanTwiceAtOnce(addDays(CHARGE, -NOTICE_DAYS));
    await scanTwiceAtOnce(addDays(CHARGE, -NOTICE_DAYS));
    await scanTwiceAtOnce(addDays(CHARGE, -NOTICE_DAYS + 1));
    for (const client of [a, b]) {
      const notices = noticesTo(client.user.email);
      expect(notices.map((m) => m.subject).sort()).toEqual(
        [
          `Compliance Binder (Annual) for ${BUSINESS} renews on ${dateText(CHARGE)}: $120.00`,
          `Registered Agent Service for ${BUSINESS} renews on ${dateText(CHARGE)}: $150.00`,
        ].sort(),
      );
      for (const notice of notices) expect(notice.text).toMatch(/\/api\/renewals\/cancel\/[A-Za-z0-9_-]{43}/);
      const agentNotice = notices.find((m) => m.subject.startsWith('Registered Agent'))!;
      expect(agentNotice.text).toContain('Every state requires your company to keep a registered agent');
    }
    expect(await ctx.db.renewalNotice.count({ where: { renewal: { entityId: a.entity.id } } })).toBe(2);
    // The notice is the one email about the agent's charge: the calendar's reminders leave it out.
    expect(sent.filter((m) => m.subject.startsWith(`Registered Agent Renewal for ${BUSINESS}`))).toEqual([]);
    expect(sent.some((m) => m.subject.startsWith(`Annual Report and License Tax for ${BUSINESS}`))).toBe(true);
  });

  it('cancels from the notice link without signing in, and from the entity page, at once; never charged', async () => {
    const notice = noticesTo(a.user.email).find((m) => m.subject.startsWith('Registered Agent'))!;
    const link = new URL(/(http\S+\/api\/renewals\/cancel\/\S+)/.exec(notice.text)![1]);
    const visitor = new TestAgent(ctx.app);
    const opened = await visitor.request({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Every state requires your company to keep a registered agent');
    expect(opened.body).toContain('Keep it');
    // Opening the link (as a mail scanner would) cancels nothing.
    const agentRow = await ctx.db.serviceRenewal.findFirstOrThrow({
      where: { entityId: a.entity.id, serviceId: REGISTERED_AGENT },
    });
    expect(agentRow.cancelAtPeriodEnd).toBe(false);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(opened.body)![1];
    const used = await visitor.request({
      method: 'POST',
      url: link.pathname,
      headers: { accept: 'application/json' },
      payload: { _csrf: csrf },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ state: 'ending', canCancel: false });
    expect(ctx.stub.billing.subscriptions.get(agentRow.stripeSubscriptionId!)?.cancel_at_period_end).toBe(true);
    expect(await agentEntries(a.agent)).toEqual([
      expect.objectContaining({
        dueDate: formatCalendarDate(CHARGE),
        feeUSD: 0,
        feeNote: expect.stringMatching(/^Cancelled/),
      }),
    ]);
    const wrong = await visitor.request({
      method: 'POST',
      url: '/api/renewals/cancel/not-a-real-token',
      headers: { accept: 'application/json' },
      payload: { _csrf: csrf },
    });
    expect(wrong.statusCode).toBe(404);

    const binder = (await renewalsOf(a.agent, a.entity.id)).find((r) => r.serviceId === 'BINDER_ANNUAL')!;
    const cancelled = await a.agent.request({ method: 'POST', url: `/api/renewals/${binder.id}/cancel`, csrf: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'ending', nextChargeOn: formatCalendarDate(CHARGE) });
    expect(cancelled.json()).toMatchObject({ canResume: true, canCancel: false });
    const again = await a.agent.request({ method: 'POST', url: `/api/renewals/${binder.id}/cancel`, csrf: true });
    expect(again.statusCode).toBe(409);

    // Taken back before the paid year ends: Stripe renews it again; the twin client cannot reach it.
    const foreign = await b.agent.request({ method: 'POST', url: `/api/renewals/${binder.id}/resume`, csrf: true });
    expect(foreign.statusCode).toBe(404);
    const resumed = await a.agent.request({ method: 'POST', url: `/api/renewals/${binder.id}/resume`, csrf: true });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ state: 'renews', canCancel: true, canResume: false });
    const binderRow = await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: binder.id } });
    expect(binderRow).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null });
    expect(ctx.stub.billing.subscriptions.get(binderRow.stripeSubscriptionId!)?.cancel_at_period_end).toBe(false);
    const resumedAgain = await a.agent.request({
      method: 'POST',
      url: `/api/renewals/${binder.id}/resume`,
      csrf: true,
    });
    expect(resumedAgain.statusCode).toBe(409);
    expect(await ctx.db.auditEntry.count({ where: { action: 'compliance.renewal_resumed', target: binder.id } })).toBe(
      1,
    );
    const cancelledAgain = await a.agent.request({
      method: 'POST',
      url: `/api/renewals/${binder.id}/cancel`,
      csrf: true,
    });
    expect(cancelledAgain.json()).toMatchObject({ state: 'ending' });
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'compliance.renewal_cancelled', target: { in: [binder.id, agentRow.id] } },
      }),
    ).toBe(3);

    // The anniversary comes: a's cancelled renewals end uncharged; b's are charged once.
    await control('subscriptions/advance', { to: CHARGE.getTime() / 1000 });
    await ctx.stub.billing.delivered();
    const rows = await ctx.db.serviceRenewal.findMany({ where: { entityId: { in: [a.entity.id, b.entity.id] } } });
    for (const row of rows) {
      const charged = chargedInvoices(row.stripeSubscriptionId!);
      if (row.entityId === a.entity.id) {
        expect(charged).toHaveLength(0);
        expect(row).toMatchObject({ status: 'canceled', lastChargedAt: null });
      } else {
        expect(charged).toHaveLength(1);
        expect(row.status).toBe('active');
        expect(row.lastChargedAt).not.toBeNull();
        expect(formatCalendarDate(row.nextChargeOn)).toBe(formatCalendarDate(addDays(CHARGE, 365)));
      }
    }
    // Advancing again past the same date charges nobody twice.
    await control('subscriptions/advance', { to: CHARGE.getTime() / 1000 });
    for (const row of rows) expect(chargedInvoices(row.stripeSubscriptionId!).length).toBeLessThanOrEqual(1);
    expect((await renewalsOf(a.agent, a.entity.id)).map((r) => r.state)).toEqual(['ended', 'ended']);
    // The calendar follows each renewal: b's agent at its next charge and amount, a's ended and gone from it.
    const bAgent = rows.find((r) => r.entityId === b.entity.id && r.serviceId === REGISTERED_AGENT)!;
    expect(await agentEntries(b.agent)).toEqual([
      expect.objectContaining({ dueDate: formatCalendarDate(bAgent.nextChargeOn), feeUSD: 150, status: 'UPCOMING' }),
    ]);
    expect(await agentEntries(a.agent)).toEqual([]);
  });

  it('keeps the state in step with webhooks replayed or out of order, and shows failed charges to staff', async () => {
    const row = await ctx.db.serviceRenewal.findFirstOrThrow({
      where: { entityId: b.entity.id, serviceId: 'BINDER_ANNUAL' },
    });
    await control(`subscriptions/${row.stripeSubscriptionId}/renewal_failed`);
    await ctx.stub.billing.delivered();
    const failed = await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: row.id } });
    expect(failed).toMatchObject({ status: 'past_due', paymentFailed: true });

    // Every event of this subscription delivered again, newest first: each a duplicate, nothing changes.
    const events = ctx.stub.events.filter(
      (e) =>
        (e.data.object as { id?: string }).id === row.stripeSubscriptionId ||
        (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === row.stripeSubscriptionId,
    );
    expect(events.length).toBeGreaterThan(3);
    for (const event of [...events].reverse()) {
      const delivery = await ctx.stub.deliver(event);
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.body)).toMatchObject({ duplicate: true });
    }
    // An older event, first delivered now (a new id), is stale: the later state stays.
    const older = events.find((e) => e.type === 'customer.subscription.created')!;
    const late = { ...older, id: `evt_late_${randomUUID().slice(0, 8)}`, created: older.created - 60 };
    expect((await ctx.stub.deliver(late as Stripe.Event)).status).toBe(200);
    expect(await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'past_due',
      paymentFailed: true,
      stripeSubscriptionId: row.stripeSubscriptionId,
    });

    const staff = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const failedList = await staff.agent.request({
      method: 'GET',
      url: `/api/admin/renewals?filter=${encodeURIComponent('{"view":"failed"}')}&range=[0,499]`,
    });
    expect(failedList.statusCode).toBe(200);
    const failedRows = failedList.json() as { id: string; businessName: string; clientEmail: string }[];
    expect(failedRows.find((r) => r.id === row.id)).toMatchObject({
      businessName: BUSINESS,
      clientEmail: b.user.email,
    });
    expect(failedRows.some((r) => r.businessName === BUSINESS && r.clientEmail === a.user.email)).toBe(false);

    const client = await clientWithEntity();
    const due = await staff.agent.request({ method: 'GET', url: '/api/admin/renewals?range=[0,499]' });
    expect(due.statusCode).toBe(200);
    expect(due.headers['content-range']).toMatch(/^renewals 0-\d+\/\d+$/);
    const dueRows = due.json() as { entityId: string; nextChargeOn: string }[];
    expect(dueRows.filter((r) => r.entityId === client.entity.id).map((r) => r.nextChargeOn)).toEqual([
      formatCalendarDate(CHARGE),
      formatCalendarDate(CHARGE),
    ]);
    expect(dueRows.some((r) => r.entityId === a.entity.id)).toBe(false);
    const refused = await client.agent.request({ method: 'GET', url: '/api/admin/renewals' });
    expect(refused.statusCode).toBe(403);
    const hostile = await staff.agent.request({ method: 'GET', url: '/api/admin/renewals?filter={"view":"all"}' });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toHaveProperty('message');
  });

  it.skipIf(!mailpit.available)(
    'emails each client its own cancellations, resumption, charges and refused charge, once (read from Mailpit)',
    async () => {
      const server = await startMailCatcher();
      try {
        const rows = await ctx.db.serviceRenewal.findMany({ where: { entityId: { in: [a.entity.id, b.entity.id] } } });
        const ours = new Set(rows.map((r) => r.id));
        const mine = (n: ClientNotice) => 'renewalId' in n && ours.has(n.renewalId);
        expect(await relayClientNotices(ctx, server, mine)).toBeGreaterThanOrEqual(7);
        // Run again (a redelivered entry): nothing is sent twice.
        await relayClientNotices(ctx, server, mine);

        const toA = await mailTo(server, a.user.email);
        expect(toA.map((m) => m.subject)).toEqual([
          `Registered Agent Service for ${BUSINESS} is cancelled: it ends on ${emailDay(CHARGE)}`,
          `Compliance Binder (Annual) for ${BUSINESS} is cancelled: it ends on ${emailDay(CHARGE)}`,
          `Compliance Binder (Annual) for ${BUSINESS} renews again on ${emailDay(CHARGE)}: $120.00`,
          `Compliance Binder (Annual) for ${BUSINESS} is cancelled: it ends on ${emailDay(CHARGE)}`,
        ]);
        expect(toA[0].text).toContain('You cancelled the renewal of Registered Agent Service');
        expect(toA[0].text).toContain('Every state requires your company to keep a registered agent');
        expect(toA[2].text).toContain(`${PUBLIC_URL}/entities/${a.entity.id}`);

        // The twin client (same business name) hears of its own charges and refused charge, never of a's changes.
        const toB = (await mailTo(server, b.user.email)).map((m) => m.subject).sort();
        expect(toB).toEqual(
          [
            `Payment failed: $120.00 for Compliance Binder (Annual) for ${BUSINESS}`,
            `Payment received: $120.00 for Compliance Binder (Annual) for ${BUSINESS}`,
            `Payment received: $150.00 for Registered Agent Service for ${BUSINESS}`,
          ].sort(),
        );
      } finally {
        await server.close();
      }
    },
    300_000,
  );

  it("applies the subscription's state fetched from Stripe: a late failure of the same second never undoes a paid renewal", async () => {
    const row = await ctx.db.serviceRenewal.findFirstOrThrow({
      where: { entityId: b.entity.id, serviceId: 'BINDER_ANNUAL' },
    });
    const subscriptionId = row.stripeSubscriptionId!;
    const ofSubscription = (e: Stripe.Event) =>
      (e.data.object as { id?: string }).id === subscriptionId ||
      (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === subscriptionId;
    const failure = ctx.stub.events.filter(ofSubscription);
    const failedInvoice = failure.findLast((e) => e.type === 'invoice.payment_failed')!;
    const pastDue = failure.findLast(
      (e) => e.type === 'customer.subscription.updated' && (e.data.object as Stripe.Subscription).status === 'past_due',
    )!;
    expect(failedInvoice && pastDue).toBeTruthy();

    await control(`subscriptions/${subscriptionId}/renew`);
    await ctx.stub.billing.delivered();
    const renewed = await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: row.id } });
    expect(renewed).toMatchObject({ status: 'active', paymentFailed: false });

    // The failure's two events delivered late (new ids) and stamped the same second as the last applied ones, so
    // their timestamps cannot tell they are older: the state fetched from Stripe (active, the invoice open) decides.
    const fetchesBefore = ctx.stub.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`,
    ).length;
    const seconds = (date: Date | null) => Math.floor((date?.getTime() ?? 0) / 1000);
    for (const [event, created] of [
      [pastDue, seconds(renewed.lastEventAt)],
      [failedInvoice, seconds(renewed.lastInvoiceEventAt)],
    ] as const) {
      const late = { ...event, id: `evt_late_${randomUUID().slice(0, 8)}`, created };
      const delivery = await ctx.stub.deliver(late as Stripe.Event);
      expect(delivery.status, delivery.body).toBe(200);
    }
    expect(await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'active',
      paymentFailed: false,
      nextChargeOn: renewed.nextChargeOn,
    });
    const fetchesAfter = ctx.stub.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`,
    ).length;
    expect(fetchesAfter - fetchesBefore).toBe(2);
  });

  it('ends the renewals of a dissolved company with the year paid for, and sends it no notice', async () => {
    const client = await clientWithEntity();
    const deps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer,
      log: silentLog,
      publicUrl: ctx.config.publicUrl,
      noticeDays: NOTICE_DAYS,
    };
    await runRenewals(deps, addDays(CHARGE, -(NOTICE_DAYS + 5)));
    await ctx.db.formedEntity.update({
      where: { id: client.entity.id },
      data: { status: 'DISSOLVED', dissolvedOn: toCalendarDate(new Date()) },
    });
    const result = await runRenewals(deps, addDays(CHARGE, -NOTICE_DAYS));
    expect(result.ended).toBeGreaterThanOrEqual(2);
    await ctx.stub.billing.delivered();
    const rows = await ctx.db.serviceRenewal.findMany({ where: { entityId: client.entity.id } });
    expect(
      rows.map((r) => [
        r.cancelAtPeriodEnd,
        ctx.stub.billing.subscriptions.get(r.stripeSubscriptionId!)?.cancel_at_period_end,
      ]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(noticesTo(client.user.email)).toHaveLength(0);
    expect((await renewalsOf(client.agent, client.entity.id)).map((r) => r.state)).toEqual(['ending', 'ending']);
  });
});

function dateText(date: Date) {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
