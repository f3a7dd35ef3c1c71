// Recording an annual report from the compliance screen, on the real database with the workflow's stand-in: an
// ANNUAL_REPORT order under way for the obligation is completed through the staff action path and the filing names
// it; before its filing step the recording is refused with where it is; with no order, one is written complete.
// Two clients with identically named entities, and two staff recording the same filing at once: always exactly
// one order and one filing record per obligation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { initialPipelineState } from '../../domain/pipeline';
import { applyEntityOrderCompletion } from '../../platform/services/entities';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';

let ctx: TestContext;
let pipeline: FakePipeline;
const SAME_NAME = 'Twin Reports LLC';

beforeAll(async () => {
  pipeline = fakePipeline(() => ctx.db);
  ctx = await createTestApp({}, undefined, { pipelineClient: pipeline });
});
afterAll(async () => {
  await ctx.db.order.deleteMany({ where: { kind: 'ANNUAL_REPORT', entity: { businessName: SAME_NAME } } });
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

/** A client's Wyoming LLC (named like every other here) and its open annual-report obligation. */
async function clientReport() {
  const client = await signedInAs(ctx, 'CLIENT');
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME }],
    parseCalendarDate('2025-01-20')!,
  );
  const report = obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
  return { ...client, entityId: report.entityId, obligationId: report.id };
}

/** A paid ANNUAL_REPORT order for the entity at `stage` (the workflow's stand-in there too). */
async function reportOrder(entityId: string, stage: 'PENDING_REVIEW' | 'FILING') {
  const { order } = await findOrCreateEntityOrder(ctx.db, { entityId, kind: 'ANNUAL_REPORT', details: {} });
  await ctx.db.order.update({
    where: { id: order.id },
    data: { paymentStatus: 'PAID', paidAt: new Date(), status: stage === 'FILING' ? 'IN_PROGRESS' : 'PENDING', stage },
  });
  pipeline.states.set(order.id, { ...initialPipelineState(order.id, ['WY'], []), stage });
  return order.id;
}

const record = (agent: TestAgent, obligationId: string, confirmation: string) =>
  agent.request({
    method: 'POST',
    url: `/api/admin/compliance/${obligationId}/filing`,
    payload: { filedOn: '2026-02-20', confirmation },
    csrf: true,
  });

const recordsOf = async (entityId: string, obligationId: string) => ({
  orders: await ctx.db.order.findMany({ where: { entityId }, select: { id: true, checkoutKey: true } }),
  filings: await ctx.db.complianceFiling.findMany({ where: { obligationId } }),
  reports: await ctx.db.complianceObligation.count({ where: { entityId, ruleId: 'WY-LLC-ANNUAL-REPORT' } }),
});

describe('recording an annual report from the compliance screen', () => {
  it('completes the order under way through its workflow: one order and one filing, also for two staff at once', async () => {
    const [first, second] = await Promise.all([signedInAs(ctx, 'COMPLIANCE_OFFICER'), signedInAs(ctx, 'ADMIN')]);
    const [alice, bob] = await Promise.all([clientReport(), clientReport()]);
    const aliceOrder = await reportOrder(alice.entityId, 'FILING');
    const bobOrder = await reportOrder(bob.entityId, 'PENDING_REVIEW');

    const answers = await Promise.all([
      record(first.agent, alice.obligationId, 'WY-AR-1'),
      record(second.agent, alice.obligationId, 'WY-AR-1'),
    ]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok.filed).toMatchObject({ status: 'FILED', confirmation: 'WY-AR-1' });
    expect(ok.next.dueDate).toBe('2027-01-01');

    // The workflow was asked to record the state's filing, as the order page's action would.
    const asked = pipeline.calls.filter((c) => c.orderId === aliceOrder);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked[0].action).toEqual({
      action: 'recordFiling',
      stateCode: 'WY',
      confirmationNumber: 'WY-AR-1',
      filedAt: '2026-02-20',
    });
    expect(asked[0].actor.id).toBeDefined();
    const records = await recordsOf(alice.entityId, alice.obligationId);
    expect(records.orders.map((o) => o.id)).toEqual([aliceOrder]);
    expect(records.filings).toHaveLength(1);
    expect(records.filings[0].orderId).toBe(aliceOrder);
    expect(records.reports).toBe(2);
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'order.action', target: aliceOrder, success: true } }),
    ).toBe(asked.length);

    // The order's completion, when the worker runs it, finds its filing recorded: nothing twice.
    await applyEntityOrderCompletion(ctx.db, aliceOrder);
    expect((await recordsOf(alice.entityId, alice.obligationId)).filings).toHaveLength(1);

    // Bob's same-named entity: its order is still at review, so the filing is refused with where it is.
    const early = await record(first.agent, bob.obligationId, 'WY-AR-2');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(`Annual-report order #${bobOrder.slice(0, 8)} files this report`);
    expect(early.json().message).toContain("'Review'");
    expect(pipeline.calls.filter((c) => c.orderId === bobOrder)).toHaveLength(0);
    const bobRecords = await recordsOf(bob.entityId, bob.obligationId);
    expect(bobRecords.orders.map((o) => o.id)).toEqual([bobOrder]);
    expect(bobRecords.filings).toHaveLength(0);
  });

  it('with no order under way, two staff at once make one completed order and one filing naming it', async () => {
    const [first, second] = await Promise.all([signedInAs(ctx, 'COMPLIANCE_OFFICER'), signedInAs(ctx, 'ADMIN')]);
    const carol = await clientReport();
    const answers = await Promise.all([
      record(first.agent, carol.obligationId, 'WY-AR-3'),
      record(second.agent, carol.obligationId, 'WY-AR-4'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const records = await recordsOf(carol.entityId, carol.obligationId);
    expect(records.orders).toHaveLength(1);
    expect(records.orders[0].checkoutKey).toBe(`recorded-filing:${carol.obligationId}`);
    expect(records.filings).toHaveLength(1);
    expect(records.filings[0].orderId).toBe(records.orders[0].id);
    expect(records.reports).toBe(2);
  });
});
