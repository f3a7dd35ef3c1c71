// Automatic filing end to end against the real database, Redis and the compliance queue's workers, with the Stripe
// stand-in: two clients with the same names turn it on with a card (SetupIntent), the scan run twice at once by two
// workers orders and charges each obligation once and starts it on the pipeline; a declined card is chased daily
// (one pay-link email), paid when the card works again, or escalated to staff once the due date passes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, parseCalendarDate } from '../../domain/calendar-dates';
import { usd } from '../../domain/money-text';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { createStripe } from '../../platform/infra/stripe';
import { createComplianceQueue, enqueueComplianceScan } from '../../platform/queues/compliance';
import type { ClientNotice } from '../../platform/services/notices';
import type { MailCatcher } from '../../scripts/go-tools/mail-catcher';
import type { StubCardBehaviour } from '../../stand-ins/stripe-setup';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { signedInAs, type TestAgent } from '../helpers/api';
import { mailpit, mailTo, PUBLIC_URL, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { clientWithWyomingLlc, removeCreatedOrders } from '../helpers/compliance';
import { twinComplianceWorkers } from '../helpers/compliance-workers';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const day = (text: string) => parseCalendarDate(text)!;
const BUSINESS = `Twin Filings ${randomUUID().slice(0, 6)} LLC`;
// A Wyoming LLC formed 2030-09-15 files its annual report by 2031-09-01: 45 days before is 2031-07-18.
const FORMED = day('2030-09-15');
const DUE = day('2031-09-01');

let ctx: PaymentsContext;
const { sent, mailer, workers, ...compliance } = twinComplianceWorkers();

beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
  await compliance.start(ctx);
});

afterAll(async () => {
  await compliance.stop();
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

type Client = Awaited<ReturnType<typeof clientWithEntity>>;
/** The twins of each test, for the emails read from Mailpit after it. */
const twins: Record<'charged' | 'card' | 'staff', { one: Client; other: Client }> = {} as never;
/** The notices about these clients' entities and orders. */
const noticesOf = async (clients: Client[]) => {
  const entities = new Set(clients.map((c) => c.entityId));
  const orders = new Set(
    (await ctx.db.order.findMany({ where: { entityId: { in: [...entities] } }, select: { id: true } })).map(
      (o) => o.id,
    ),
  );
  return (n: ClientNotice) =>
    ('entityId' in n && entities.has(n.entityId)) || ('orderId' in n && orders.has(n.orderId));
};

async function clientWithEntity() {
  const client = await clientWithWyomingLlc(ctx, { businessName: BUSINESS, formedOn: FORMED });
  const report = client.obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
  return { ...client, entityId: client.entity.id, report };
}

/** The client enters a card (answering as `card` does) and turns automatic filing on with it. */
async function turnOn(agent: TestAgent, entityId: string, card: StubCardBehaviour) {
  const setup = await agent.request({ method: 'POST', url: `/api/entities/${entityId}/auto-file/card`, csrf: true });
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupIntentId, clientSecret } = setup.json();
  expect(clientSecret).toMatch(/^seti_/);
  const confirmed = await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, {
    method: 'POST',
    body: JSON.stringify({ card }),
  }).then((r) => r.json());
  const on = await agent.request({
    method: 'PUT',
    url: `/api/entities/${entityId}/auto-file`,
    payload: { enabled: true, setupIntentId },
    csrf: true,
  });
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json()).toMatchObject({ autoFile: true, card: { brand: 'visa' } });
  return confirmed.paymentMethod.id as string;
}

async function scanTwiceAtOnce(date: string) {
  const queue = workers[0].queue;
  const ids = await Promise.all([
    enqueueComplianceScan(queue as never, { date }),
    enqueueComplianceScan(queue as never, { date }),
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
}

const chargesFor = (obligationId: string) =>
  ctx.stub.setup.charges.filter((c) => c.metadata.obligationId === obligationId);
const startsFor = async (orderId: string) =>
  (await ctx.db.outboxEntry.findMany({ where: { kind: OUTBOX_KINDS.onboardingStart } })).filter(
    (e) => (e.payload as { orderId?: string }).orderId === orderId,
  ).length;

describe('automatic filing', () => {
  it('orders and charges each obligation once, two scans at once, and starts it; a declined card is chased', async () => {
    const good = await clientWithEntity();
    const declined = await clientWithEntity();
    twins.charged = { one: good, other: declined };
    await turnOn(good.agent, good.entityId, 'ok');
    const declinedCard = await turnOn(declined.agent, declined.entityId, 'declined');

    // 53 days ahead: not yet.
    await scanTwiceAtOnce(formatCalendarDate(addDays(DUE, -53)));
    expect(
      await ctx.db.autoFiling.count({ where: { obligationId: { in: [good.report.id, declined.report.id] } } }),
    ).toBe(0);

    // 43 days ahead, twice at once on two workers, and twice more called directly at once.
    const scanDay = addDays(DUE, -43);
    await scanTwiceAtOnce(formatCalendarDate(scanDay));
    const deps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer,
      log: silentLog,
      publicUrl: 'http://x',
      leadDays: 45,
    };
    await Promise.all([runAutoFiling(deps, scanDay), runAutoFiling(deps, scanDay)]);

    const goodFiling = await ctx.db.autoFiling.findUniqueOrThrow({
      where: { obligationId: good.report.id },
      include: { order: true },
    });
    expect(goodFiling.status).toBe('PAID');
    expect(goodFiling.order).toMatchObject({ kind: 'ANNUAL_REPORT', paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });
    expect(goodFiling.order.userId).toBe(good.user.id);
    expect(await ctx.db.order.count({ where: { entityId: good.entityId, kind: 'ANNUAL_REPORT' } })).toBe(1);
    expect(chargesFor(good.report.id)).toHaveLength(1);
    expect(chargesFor(good.report.id)[0].outcome).toBe('ok');
    expect(await startsFor(goodFiling.orderId)).toBe(1);
    // The webhook of the charge arrives too: still one start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await startsFor(goodFiling.orderId)).toBe(1);

    const waiting = await ctx.db.autoFiling.findUniqueOrThrow({
      where: { obligationId: declined.report.id },
      include: { order: true },
    });
    expect(waiting.status).toBe('WAITING_PAYMENT');
    expect(waiting.order.userId).toBe(declined.user.id);
    expect(waiting.order.paymentStatus).not.toBe('PAID');
    expect(waiting.lastError).toMatch(/declined/);
    expect(await ctx.db.order.count({ where: { entityId: declined.entityId, kind: 'ANNUAL_REPORT' } })).toBe(1);
    expect(chargesFor(declined.report.id)).toHaveLength(1);
    const payLinks = () => sent.filter((m) => m.to === declined.user.email && m.subject.startsWith('Payment needed'));
    expect(payLinks()).toHaveLength(1);
    expect(payLinks()[0].text).toContain(`/entities/${declined.entityId}`);
    expect(sent.filter((m) => m.to === good.user.email && m.subject.startsWith('Payment needed'))).toHaveLength(0);

    // Staff see it on the board, waiting on payment; the paid one as an ordinary card.
    const officer = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const board = await officer.agent.request({
      method: 'GET',
      url: `/api/admin/onboarding/board?filter=${encodeURIComponent(JSON.stringify({ q: BUSINESS }))}`,
    });
    expect(board.statusCode, board.body).toBe(200);
    const cards = board.json().columns.PENDING.orders as { id: string; paymentHold: string | null }[];
    expect(cards.find((c) => c.id === waiting.orderId)?.paymentHold).toBe('WAITING_PAYMENT');
    expect(cards.find((c) => c.id === goodFiling.orderId)?.paymentHold).toBeNull();

    // The client's own 'File annual report' pays that very order.
    const pay = await declined.agent.request({
      method: 'POST',
      url: `/api/entities/${declined.entityId}/orders`,
      payload: { kind: 'ANNUAL_REPORT', details: {} },
      csrf: true,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().orderId).toBe(waiting.orderId);

    // Next day: tried again (no second email); the card works again the day after: paid and started, once.
    await scanTwiceAtOnce(formatCalendarDate(addDays(scanDay, 1)));
    expect(chargesFor(declined.report.id)).toHaveLength(2);
    expect(payLinks()).toHaveLength(1);
    await fetch(`${ctx.stub.url}/__test/payment_methods/${declinedCard}/card`, {
      method: 'POST',
      body: JSON.stringify({ card: 'ok' }),
    });
    await scanTwiceAtOnce(formatCalendarDate(addDays(scanDay, 2)));
    const paid = await ctx.db.autoFiling.findUniqueOrThrow({ where: { id: waiting.id }, include: { order: true } });
    expect(paid.status).toBe('PAID');
    expect(paid.order.paymentStatus).toBe('PAID');
    expect(chargesFor(declined.report.id).map((c) => c.outcome)).toEqual(['declined', 'declined', 'ok']);
    expect(new Set(chargesFor(declined.report.id).map((c) => c.intentId)).size).toBe(1);
    expect(await startsFor(paid.orderId)).toBe(1);
    // The good client's charge stayed one.
    expect(chargesFor(good.report.id)).toHaveLength(1);
  });

  it('a card that needs the client until the due date passes alerts staff once', async () => {
    const officer = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const client = await clientWithEntity();
    await turnOn(client.agent, client.entityId, 'authentication_required');
    await scanTwiceAtOnce(formatCalendarDate(addDays(DUE, -2)));
    const filing = await ctx.db.autoFiling.findUniqueOrThrow({ where: { obligationId: client.report.id } });
    expect(filing).toMatchObject({ status: 'WAITING_PAYMENT' });
    expect(filing.lastError).toMatch(/authentication/);
    await scanTwiceAtOnce(formatCalendarDate(addDays(DUE, 1)));
    await scanTwiceAtOnce(formatCalendarDate(addDays(DUE, 2)));
    expect((await ctx.db.autoFiling.findUniqueOrThrow({ where: { id: filing.id } })).status).toBe('ESCALATED');
    const alerts = sent.filter(
      (m) =>
        m.to.includes(officer.user.email) &&
        m.subject.startsWith('Unpaid automatic filing') &&
        m.text.includes(client.user.email),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toMatch(/Unpaid automatic filing past due/);
    expect(chargesFor(client.report.id)).toHaveLength(1);
  });
});

describe('the card on file', () => {
  it('is one card per client for automatic filing and renewals, changed once for all; the twin keeps their own', async () => {
    const alice = await clientWithEntity();
    const bob = await clientWithEntity();
    twins.card = { one: alice, other: bob };
    await turnOn(alice.agent, alice.entityId, 'ok');
    const bobCard = await turnOn(bob.agent, bob.entityId, 'ok');
    const cardOf = async (client: typeof alice) => {
      const shown = await client.agent.request({ method: 'GET', url: `/api/entities/${client.entityId}/card` });
      expect(shown.statusCode, shown.body).toBe(200);
      return shown.json().card;
    };
    expect(await cardOf(alice)).toEqual({ brand: 'visa', last4: '4242' });

    // Alice changes her card: a new one entered through the entity's SetupIntent (this one answers 'declined').
    const setup = await alice.agent.request({
      method: 'POST',
      url: `/api/entities/${alice.entityId}/auto-file/card`,
      csrf: true,
    });
    const { setupIntentId } = setup.json();
    const confirmed = await fetch(`${ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, {
      method: 'POST',
      body: JSON.stringify({ card: 'declined' }),
    }).then((r) => r.json());
    const change = (agent: TestAgent, entityId: string, payload: unknown) =>
      agent.request({ method: 'PUT', url: `/api/entities/${entityId}/card`, payload: payload as object, csrf: true });
    // Bob can neither see nor change Alice's card, nor use Alice's SetupIntent on his own entity.
    expect((await bob.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}/card` })).statusCode).toBe(
      404,
    );
    expect((await change(bob.agent, alice.entityId, { setupIntentId })).statusCode).toBe(404);
    const stolen = await change(bob.agent, bob.entityId, { setupIntentId });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ message: 'This card was not set up for this entity' });
    for (const hostile of [{}, { setupIntentId: '' }, { setupIntentId: 'x', extra: 1 }, [1]]) {
      const refused = await change(alice.agent, alice.entityId, hostile);
      expect(refused.statusCode, JSON.stringify(hostile)).toBe(400);
      expect(refused.json()).toHaveProperty('message');
    }
    const changed = await change(alice.agent, alice.entityId, { setupIntentId });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ card: { brand: 'visa', last4: '0002' } });
    expect(await cardOf(alice)).toEqual({ brand: 'visa', last4: '0002' });
    const autoFile = await alice.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}/auto-file` });
    expect(autoFile.json()).toMatchObject({ autoFile: true, card: { last4: '0002' } });
    expect(await cardOf(bob)).toEqual({ brand: 'visa', last4: '4242' });
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'compliance.card_on_file_changed', target: `entity:${alice.entityId}` },
      }),
    ).toBe(1);
    // The same change sent again (a second click) answers the same card and emails nothing more (checked below).
    const retried = await change(alice.agent, alice.entityId, { setupIntentId });
    expect(retried.json()).toEqual({ card: { brand: 'visa', last4: '0002' } });

    // The scan charges each client's own card on file as it is now: Alice's new card, Bob's kept one.
    const customerOf = async (userId: string) =>
      (await ctx.db.user.findUniqueOrThrow({ where: { id: userId } })).stripeCustomerId!;
    expect(
      ctx.stub.billing.customers.get(await customerOf(alice.user.id))?.invoice_settings.default_payment_method,
    ).toBe(confirmed.paymentMethod.id);
    const deps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer,
      log: silentLog,
      publicUrl: 'http://x',
      leadDays: 45,
    };
    await runAutoFiling(deps, addDays(DUE, -40));
    expect(chargesFor(alice.report.id).map((c) => [c.paymentMethod, c.outcome])).toEqual([
      [confirmed.paymentMethod.id, 'declined'],
    ]);
    expect(chargesFor(bob.report.id).map((c) => [c.paymentMethod, c.outcome])).toEqual([[bobCard, 'ok']]);
  });
});

describe('automatic filing API', () => {
  it("answers another client's entity 404, staff switch it on the client's behalf (audited), the scan by job id", async () => {
    const owner = await clientWithEntity();
    const other = await clientWithEntity();
    twins.staff = { one: owner, other };
    for (const request of [
      { method: 'GET' as const, url: `/api/entities/${owner.entityId}/auto-file` },
      { method: 'POST' as const, url: `/api/entities/${owner.entityId}/auto-file/card` },
      { method: 'PUT' as const, url: `/api/entities/${owner.entityId}/auto-file`, payload: { enabled: false } },
    ]) {
      const refused = await other.agent.request({ ...request, csrf: true });
      expect(refused.statusCode, request.url).toBe(404);
    }
    const officer = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const noCard = await officer.agent.request({
      method: 'PUT',
      url: `/api/admin/entities/${owner.entityId}/auto-file`,
      payload: { enabled: true },
      csrf: true,
    });
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().message).toMatch(/No card is kept/);
    await turnOn(owner.agent, owner.entityId, 'ok');
    const off = await officer.agent.request({
      method: 'PUT',
      url: `/api/admin/entities/${owner.entityId}/auto-file`,
      payload: { enabled: false },
      csrf: true,
    });
    expect(off.json()).toMatchObject({ autoFile: false });
    const on = await officer.agent.request({
      method: 'PUT',
      url: `/api/admin/entities/${owner.entityId}/auto-file`,
      payload: { enabled: true },
      csrf: true,
    });
    expect(on.json()).toMatchObject({ autoFile: true, card: { last4: '4242' } });
    const audits = await ctx.db.auditEntry.findMany({
      where: { action: 'compliance.auto_file_changed', target: `entity:${owner.entityId}` },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits.map((a) => [a.actorEmail, (a.details as { after: boolean }).after])).toEqual([
      [owner.user.email, true],
      [officer.user.email, false],
      [officer.user.email, true],
    ]);

    // The same switch as the back-office sends it: react-admin's update of the entity.
    const update = (payload: Record<string, unknown>) =>
      officer.agent.request({ method: 'PUT', url: `/api/admin/entities/${owner.entityId}`, payload, csrf: true });
    expect((await update({ enabled: false })).statusCode).toBe(400);
    const updated = await update({ autoFile: false });
    expect(updated.json()).toMatchObject({ id: owner.entityId, entityId: owner.entityId, autoFile: false });
    expect(
      await ctx.db.auditEntry.count({
        where: {
          action: 'compliance.auto_file_changed',
          target: `entity:${owner.entityId}`,
          actorEmail: officer.user.email,
        },
      }),
    ).toBe(3);
    expect(
      (
        await other.agent.request({
          method: 'PUT',
          url: `/api/admin/entities/${owner.entityId}`,
          payload: { autoFile: true },
          csrf: true,
        })
      ).statusCode,
    ).toBe(403);

    const paralegal = await signedInAs(ctx, 'PARALEGAL');
    const refused = await paralegal.agent.request({ method: 'POST', url: '/api/admin/compliance/scan', csrf: true });
    expect(refused.statusCode).toBe(403);
    const bad = await officer.agent.request({
      method: 'POST',
      url: '/api/admin/compliance/scan',
      payload: { date: '2031-02-30' },
      csrf: true,
    });
    expect(bad.statusCode).toBe(400);
    const scan = await officer.agent.request({
      method: 'POST',
      url: '/api/admin/compliance/scan',
      payload: { date: formatCalendarDate(addDays(DUE, -100)) },
      csrf: true,
    });
    expect(scan.statusCode, scan.body).toBe(202);
    const { jobId } = scan.json();
    const producer = createComplianceQueue(ctx.config, 'compliance-test');
    try {
      const job = await producer.queue.getJob(jobId);
      expect(job?.data).toEqual({ date: formatCalendarDate(addDays(DUE, -100)) });
    } finally {
      await producer.close();
    }
  });
});

describe.skipIf(!mailpit.available)('the emails of automatic filing and the card on file (read from Mailpit)', () => {
  let server: MailCatcher;
  beforeAll(async () => {
    server = await startMailCatcher();
  }, 300_000);
  afterAll(async () => server?.close());

  /** The subjects a client received, sorted (Mailpit orders messages sent in the same millisecond as it likes). */
  const subjects = async (client: Client) => (await mailTo(server, client.user.email)).map((m) => m.subject).sort();
  const receipt = (order: { id: string; totalUSD: number }) =>
    `Payment received: ${usd(order.totalUSD)} for your Annual report order ${order.id.slice(0, 8)}`;
  const annualReport = (client: Client) =>
    ctx.db.order.findFirstOrThrow({ where: { entityId: client.entityId, kind: 'ANNUAL_REPORT' } });

  it("a charge's receipt, in the kind's words, to each client whose card paid", async () => {
    const { one: good, other: declined } = twins.charged;
    await relayClientNotices(ctx, server, await noticesOf([good, declined]));
    const order = await annualReport(good);
    expect(await subjects(good)).toEqual([`Automatic filing is on for ${BUSINESS}`, receipt(order)]);
    const text = (await mailTo(server, good.user.email)).find((m) => m.subject === receipt(order))!.text;
    expect(text).toContain(`Annual report order for ${BUSINESS}`);
    expect(text).toContain(`${PUBLIC_URL}/orders/${order.id}`);
    // The twin's card was declined twice, then paid: one receipt, for its own order.
    expect(await subjects(declined)).toEqual([
      `Automatic filing is on for ${BUSINESS}`,
      receipt(await annualReport(declined)),
    ]);
  });

  it('the card changed, to its owner alone', async () => {
    const { one: alice, other: bob } = twins.card;
    await relayClientNotices(ctx, server, await noticesOf([alice, bob]));
    expect(await subjects(alice)).toEqual([
      `Automatic filing is on for ${BUSINESS}`,
      'Your card on file is now the Visa ending in 0002',
    ]);
    const on = (await mailTo(server, alice.user.email)).find((m) => m.subject.startsWith('Automatic'))!;
    expect(on.text).toContain('your card on file, the Visa ending in 4242');
    // Bob's card paid his filing (Alice's new card was declined): his receipt, no card change.
    expect(await subjects(bob)).toEqual([`Automatic filing is on for ${BUSINESS}`, receipt(await annualReport(bob))]);
  });

  it("staff's switches, each told to the client in staff's name, once; the twin hears nothing", async () => {
    const { one: owner, other } = twins.staff;
    await relayClientNotices(ctx, server, await noticesOf([owner, other]));
    await relayClientNotices(ctx, server, await noticesOf([owner, other]));
    expect(await subjects(owner)).toEqual([
      `Automatic filing is off for ${BUSINESS}`,
      `Automatic filing is off for ${BUSINESS}`,
      `Automatic filing is on for ${BUSINESS}`,
      `Automatic filing is on for ${BUSINESS}`,
    ]);
    const openings = (await mailTo(server, owner.user.email)).map((m) => m.text.split(' automatic filing')[0]);
    expect(openings.sort()).toEqual(['Our team switched', 'Our team switched', 'Our team switched', 'You switched']);
    expect(await subjects(other)).toEqual([]);
  });
});
