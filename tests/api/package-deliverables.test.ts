// A paid All-In-One order delivers what its card lists, for two clients with the same names: its deliverables made
// at payment and shown on both order pages, the trust formed beside the LLC, the included EIN run as an order of the
// formed LLC paid by the package (no charge), the entity page selling none of it again, staff marking the binder,
// memo and series segmentation (audited), and the order complete only when nothing is pending: its pipeline's
// completion leaves it In Progress, saying what is still to deliver, until the EIN's order and staff finish the rest.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCLUDED_IN_PACKAGE } from '../../domain/deliverables';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { deliverOrderDeliveredNotice, recordStageTransition } from '../../platform/services/orders';
import { onOrderCompleted } from '../../worker/pipeline/on-order-completed';
import { signedInAs, type TestAgent } from '../helpers/api';
import { checkoutRecord, createPaymentsApp, type PaymentsContext, payCheckout } from '../helpers/payments';

let ctx: PaymentsContext;
const orderIds: string[] = [];
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => {
  await ctx.db.order.deleteMany({
    where: { OR: [{ id: { in: orderIds } }, { entity: { orderId: { in: orderIds } } }] },
  });
  await ctx.close();
});

const NAME = `Same Name ${randomBytes(3).toString('hex')} LLC`;
const TRUST = `Same Name ${randomBytes(3).toString('hex')} Trust`;

/** A signed-in client (Ada Lovelace, as every client here) with a paid All-In-One order in Wyoming. */
async function clientWithAllInOne() {
  const client = await signedInAs(ctx, 'CLIENT');
  const record = checkoutRecord({
    packages: ['ALL_IN_ONE'],
    states: ['WY'],
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: client.user.email, phone: '', company: '' },
    business: { businessName: NAME, businessType: 'LLC', industry: '', description: '', trustName: TRUST },
    entityDetails: { WY: { businessName: NAME, entityType: 'LLC' } },
    businessNames: { WY: NAME },
  });
  const order = await payCheckout(ctx, record);
  orderIds.push(order.id);
  return { ...client, order };
}

/** The pipeline's last filing recorded: the stage transition, then the completion hook the worker runs. */
async function completePipeline(orderId: string) {
  await recordStageTransition(ctx.db, {
    orderId,
    eventId: randomUUID(),
    stage: 'COMPLETE',
    action: 'recordFiling',
    actor: null,
    note: null,
  });
  await onOrderCompleted(ctx.db, orderId);
}

const codesAndStatus = (deliverables: { code: string; status: string }[]) =>
  Object.fromEntries(deliverables.map((d) => [d.code, d.status]));

const mark = (agent: TestAgent, orderId: string, deliverableId: string, payload: object) =>
  agent.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/deliverables/${deliverableId}`,
    payload,
    csrf: true,
  });

describe('a paid All-In-One order', () => {
  let alice: Awaited<ReturnType<typeof clientWithAllInOne>>;
  let bob: Awaited<ReturnType<typeof clientWithAllInOne>>;
  let staff: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    alice = await clientWithAllInOne();
    bob = await clientWithAllInOne();
    staff = await signedInAs(ctx, 'ADMIN');
  });

  it('has every service of the package and its EIN as deliverables, shown to its client and staff only', async () => {
    expect(alice.order.totalUSD).toBe(510_000);
    const page = await alice.agent.request({ method: 'GET', url: `/api/orders/${alice.order.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().deliverables.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['LLC Formation', 'PENDING'],
      ['Trust Formation', 'PENDING'],
      ['Nominee Service (Annual)', 'PENDING'],
      ['Compliance Binder Setup', 'PENDING'],
      ['BOI/CTA Watch (Annual)', 'PENDING'],
      ['Series Segmentation', 'PENDING'],
      ['Business Valuation Binder', 'PENDING'],
      ['EIN application', 'PENDING'],
    ]);
    const staffPage = await staff.agent.request({ method: 'GET', url: `/api/admin/orders/${alice.order.id}` });
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.json().deliverables).toHaveLength(8);
    expect(staffPage.json().completionBlocker).toMatch(/^Still to deliver: LLC Formation, Trust Formation/);
    // The twin client reaching for Alice's order: 404, as for any order not theirs.
    const foreign = await bob.agent.request({ method: 'GET', url: `/api/orders/${alice.order.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('forms the trust beside the LLC and starts the included EIN as a paid order of the LLC, without a charge', async () => {
    const intentsBefore = ctx.stub.intents.size;
    for (const { order } of [alice, bob]) {
      await completePipeline(order.id);
      await onOrderCompleted(ctx.db, order.id); // a retried activity changes nothing twice
    }
    for (const { order, user } of [alice, bob]) {
      const formed = await ctx.db.formedEntity.findMany({
        where: { orderId: order.id },
        orderBy: { createdAt: 'asc' },
      });
      expect(formed.map((e) => [e.entityType, e.businessName, e.stateCode, e.userId])).toEqual([
        ['LLC', NAME, 'WY', user.id],
        ['TRUST', TRUST, 'WY', user.id],
      ]);
      const ein = await ctx.db.order.findMany({ where: { kind: 'EIN', entity: { orderId: order.id } } });
      expect(ein).toHaveLength(1);
      expect(ein[0]).toMatchObject({
        entityId: formed[0].id,
        userId: user.id,
        totalUSD: 0,
        paymentStatus: 'PAID',
        status: 'PENDING',
        stage: 'PENDING_REVIEW',
        stripePaymentIntentId: null,
        details: { responsiblePartyName: 'Ada Lovelace', responsiblePartyHasSsn: true },
      });
      const starts = await ctx.db.outboxEntry.count({
        where: { kind: OUTBOX_KINDS.onboardingStart, payload: { equals: { orderId: ein[0].id } } },
      });
      expect(starts).toBe(1);
      const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { deliverables: true } });
      // Filed is not delivered: the order stays In Progress, its pipeline complete, until nothing is pending.
      expect(row).toMatchObject({ stage: 'COMPLETE', status: 'IN_PROGRESS', completedAt: null });
      expect(codesAndStatus(row.deliverables)).toEqual({
        LLC_FORM: 'DONE',
        TRUST_FORM: 'DONE',
        NOMINEE_ANNUAL: 'DONE',
        BOI_CTA_ANNUAL: 'DONE',
        BINDER_SETUP: 'PENDING',
        SERIES_SEG: 'PENDING',
        VALUATION_MEMO: 'PENDING',
        EIN_APPLICATION: 'PENDING',
      });
      expect(row.deliverables.find((d) => d.code === 'EIN_APPLICATION')?.deliveryOrderId).toBe(ein[0].id);
      const renewals = await ctx.db.serviceRenewal.findMany({ where: { entityId: formed[0].id } });
      expect(renewals.map((r) => r.serviceId).sort()).toEqual(['BOI_CTA_ANNUAL', 'NOMINEE_ANNUAL', 'REGISTERED_AGENT']);
    }
    expect(ctx.stub.intents.size).toBe(intentsBefore);
  });

  it('shows the filed order in progress with what is still to deliver, to its client, staff and the board', async () => {
    const blocker =
      'Still to deliver: Compliance Binder Setup, Series Segmentation, Business Valuation Binder, EIN application';
    const page = await alice.agent.request({ method: 'GET', url: `/api/orders/${alice.order.id}` });
    expect(page.json()).toMatchObject({ stage: 'COMPLETE', status: 'IN_PROGRESS', completionBlocker: blocker });
    expect(page.json().progress.holder).toMatchObject({ kind: 'team', client: blocker });
    const list = await alice.agent.request({ method: 'GET', url: '/api/orders' });
    const row = list.json().find((o: { id: string }) => o.id === alice.order.id);
    expect(row).toMatchObject({ status: 'IN_PROGRESS', progress: { holder: { client: blocker } } });
    const staffPage = await staff.agent.request({ method: 'GET', url: `/api/admin/orders/${alice.order.id}` });
    expect(staffPage.json()).toMatchObject({ stage: 'COMPLETE', status: 'IN_PROGRESS', completionBlocker: blocker });
  });

  it('never offers the EIN for money on the LLC’s page: Included in your package', async () => {
    const llc = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: alice.order.id, entityType: 'LLC' } });
    const page = await alice.agent.request({ method: 'GET', url: `/api/entities/${llc.id}` });
    expect(page.statusCode).toBe(200);
    const offers = page.json().offers as { kind: string; included: string | null; pricing: unknown; refusal: string }[];
    expect(offers.find((o) => o.kind === 'EIN')).toMatchObject({
      included: INCLUDED_IN_PACKAGE,
      refusal: INCLUDED_IN_PACKAGE,
      pricing: null,
    });
    expect(offers.filter((o) => o.included).map((o) => o.kind)).toEqual(['EIN']);
    const again = await alice.agent.request({
      method: 'POST',
      url: `/api/entities/${llc.id}/orders`,
      payload: { kind: 'EIN', details: { responsiblePartyName: 'Ada Lovelace', responsiblePartyHasSsn: true } },
      csrf: true,
    });
    expect(again.statusCode).toBe(409);
    expect((await bob.agent.request({ method: 'GET', url: `/api/entities/${llc.id}` })).statusCode).toBe(404);
  });

  it('lists what is still to deliver until staff marked the binder, memo and series done or waived and the EIN order completed', async () => {
    const orderId = alice.order.id;
    const rows = await ctx.db.orderDeliverable.findMany({ where: { orderId } });
    const id = (code: string) => rows.find((r) => r.code === code)!.id;
    const bobRows = await ctx.db.orderDeliverable.findMany({ where: { orderId: bob.order.id } });

    expect((await mark(alice.agent, orderId, id('BINDER_SETUP'), { action: 'done' })).statusCode).toBe(403);
    // Bob's deliverable through Alice's order: not on that order.
    const crossed = await mark(staff.agent, orderId, bobRows.find((r) => r.code === 'BINDER_SETUP')!.id, {
      action: 'done',
    });
    expect(crossed.statusCode).toBe(404);
    const pipelines = await mark(staff.agent, orderId, id('EIN_APPLICATION'), { action: 'done' });
    expect(pipelines.statusCode).toBe(409);
    expect(pipelines.json().message).toMatch(/delivered by the pipeline/);
    const noReason = await mark(staff.agent, orderId, id('SERIES_SEG'), { action: 'waive', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);

    const binder = await mark(staff.agent, orderId, id('BINDER_SETUP'), { action: 'done' });
    expect(binder.statusCode).toBe(200);
    expect(binder.json().completionBlocker).toMatch(/^Still to deliver: .*EIN application/);
    expect((await mark(staff.agent, orderId, id('BINDER_SETUP'), { action: 'done' })).statusCode).toBe(409);
    const waived = await mark(staff.agent, orderId, id('SERIES_SEG'), {
      action: 'waive',
      reason: 'The client forms no series',
    });
    expect(waived.statusCode).toBe(200);
    const memo = await mark(staff.agent, orderId, id('VALUATION_MEMO'), { action: 'done' });
    expect(memo.json()).toMatchObject({
      status: 'IN_PROGRESS',
      completionBlocker: 'Still to deliver: EIN application',
    });
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).completedAt).toBeNull();

    // The EIN order runs its pipeline: its filing with the IRS's number, then its completion.
    const ein = await ctx.db.order.findFirstOrThrow({ where: { kind: 'EIN', entity: { orderId } } });
    await ctx.db.orderFiling.create({
      data: {
        orderId: ein.id,
        stateCode: ein.state,
        status: 'FILED',
        confirmationNumber: '12-3456789',
        filedAt: new Date(),
      },
    });
    await completePipeline(ein.id);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: ein.id } })).status).toBe('COMPLETE');
    const llc = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId, entityType: 'LLC' } });
    expect(llc.ein).toBe('12-3456789');

    const page = await alice.agent.request({ method: 'GET', url: `/api/orders/${orderId}` });
    expect(page.json()).toMatchObject({ status: 'COMPLETE', completionBlocker: null });
    expect(page.json().progress.holder.kind).toBe('none');
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).completedAt).toBeInstanceOf(Date);
    // Completed once: a retried completion hook (the EIN order's, the formation's) changes nothing.
    await onOrderCompleted(ctx.db, ein.id);
    await onOrderCompleted(ctx.db, orderId);
    const completions = await ctx.db.auditEntry.findMany({ where: { target: orderId, action: 'order.stage' } });
    expect(completions.filter((a) => (a.details as { status?: string }).status === 'COMPLETE')).toHaveLength(1);
    const waivedRow = page.json().deliverables.find((d: { code: string }) => d.code === 'SERIES_SEG');
    expect(waivedRow).toMatchObject({
      status: 'WAIVED',
      waivedReason: 'The client forms no series',
      doneBy: staff.user.email,
    });
    const audits = await ctx.db.auditEntry.findMany({
      where: { target: orderId, action: { in: ['order.deliverable_done', 'order.deliverable_waived'] } },
    });
    expect(audits.map((a) => a.action).sort()).toEqual([
      'order.deliverable_done',
      'order.deliverable_done',
      'order.deliverable_waived',
    ]);
    // The client is told once that everything is delivered (the outbox's entry, sent once whatever the retries).
    const entries = await ctx.db.outboxEntry.findMany({ where: { kind: OUTBOX_KINDS.orderDeliveredEmail } });
    const of = (id: string) => entries.filter((e) => (e.payload as { orderId: string }).orderId === id);
    expect(of(orderId)).toHaveLength(1);
    expect(of(bob.order.id)).toHaveLength(0);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { transport: 'log', send: async (message) => void sent.push(message) };
    for (let i = 0; i < 2; i++)
      await deliverOrderDeliveredNotice({ db: ctx.db, mailer, publicUrl: 'http://x' }, { orderId });
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(alice.user.email);
    expect(sent[0].subject).toMatch(/is complete: everything it includes is delivered$/);
    expect(sent[0].text).toContain('Not delivered, as agreed: Series Segmentation (The client forms no series)');
    expect(sent[0].text).toMatch(/Delivered: .*Compliance Binder Setup.*EIN application/);
    // Bob's order is not complete: nothing to tell him.
    await deliverOrderDeliveredNotice({ db: ctx.db, mailer, publicUrl: 'http://x' }, { orderId: bob.order.id });
    expect(sent).toHaveLength(1);

    // Bob's order is untouched: in progress, still listing his own binder, memo, series segmentation and EIN.
    const bobPage = await bob.agent.request({ method: 'GET', url: `/api/orders/${bob.order.id}` });
    expect(bobPage.json()).toMatchObject({ status: 'IN_PROGRESS', stage: 'COMPLETE' });
    expect(bobPage.json().completionBlocker).toMatch(/^Still to deliver: Compliance Binder Setup, .*EIN application$/);
    expect(bobPage.json().deliverables.filter((d: { doneBy: string | null }) => d.doneBy)).toEqual([]);
    // The EIN is delivered: the LLC's page still says it was included, and sells it to nobody.
    const entity = await alice.agent.request({ method: 'GET', url: `/api/entities/${llc.id}` });
    expect(entity.json().offers.find((o: { kind: string }) => o.kind === 'EIN').included).toBe(INCLUDED_IN_PACKAGE);
  });
});
