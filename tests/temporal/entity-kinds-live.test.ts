// Later kinds on a real Temporal service, each from the payment webhook to completion with its effect checked,
// through the real API, worker and workflow: annual reports (one completed on its order page, one from the
// compliance screen by two staff at once: one order and one filing each, the next report scheduled), an amendment
// (name and registered agent), a foreign qualification (a new entity with its own obligations) and certificates of
// good standing (the file on the entity page of its own client only). Same-named entities of two clients order the
// same kind at once.
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MISSING, certificateFileName } from '../../domain/order-certificates';
import { signedInAs, type TestAgent } from '../helpers/api';
import { entityOrderSteps } from '../helpers/entity-orders-live';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPaymentsApp, TEST_STRIPE_ENV } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (entity kinds)');

describe.skipIf(!availability.available)('later kinds and their effects on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'entity-kinds-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
  });
  const steps = entityOrderSteps(live);
  const { clientWithEntity, orderAndPay, approveAndGenerate, toFiling, finish, runToCompletion } = steps;
  const db = () => live.ctx.db;
  const staffAgent = async (role: 'ADMIN' | 'COMPLIANCE_OFFICER') => (await signedInAs(live.ctx, role)).agent;
  const entityOf = (id: string) => db().formedEntity.findUniqueOrThrow({ where: { id } });
  const completed = (orderId: string) => steps.handleFor(orderId).result();

  const openReportOf = (entityId: string) =>
    db().complianceObligation.findFirstOrThrow({
      where: { entityId, ruleId: 'WY-LLC-ANNUAL-REPORT', filedOn: null },
      orderBy: { dueDate: 'asc' },
    });
  const recordFromComplianceScreen = (staff: TestAgent, obligationId: string, confirmation: string) =>
    staff.request({
      method: 'POST',
      url: `/api/admin/compliance/${obligationId}/filing`,
      payload: { filedOn: '2026-11-27', confirmation },
      csrf: true,
    });

  /** The obligation is filed once, by the order, and the next report is scheduled after it. */
  async function expectFiledByOrder(entityId: string, obligationId: string, orderId: string, confirmation: string) {
    await waitFor(
      async () => (await db().complianceObligation.findUniqueOrThrow({ where: { id: obligationId } })).filedOn,
      30_000,
      50,
    );
    const filings = await db().complianceFiling.findMany({ where: { obligation: { entityId } } });
    expect(filings).toHaveLength(1);
    expect(filings[0]).toMatchObject({ obligationId, orderId, confirmation });
    const orders = await db().order.findMany({ where: { entityId }, select: { id: true } });
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    const reports = await db().complianceObligation.findMany({
      where: { entityId, ruleId: 'WY-LLC-ANNUAL-REPORT' },
      orderBy: { dueDate: 'asc' },
    });
    expect(reports.map((r) => r.id)[0]).toBe(obligationId);
    expect(reports).toHaveLength(2);
    expect(reports[1].filedOn).toBeNull();
    const filed = await db().orderFiling.findMany({ where: { orderId } });
    expect(filed).toMatchObject([{ stateCode: 'WY', status: 'FILED', confirmationNumber: confirmation }]);
  }

  it('annual reports of two same-named entities at once: one on its order page, one from the compliance screen by two staff at once', async () => {
    const [staff, officer] = await Promise.all([staffAgent('ADMIN'), staffAgent('COMPLIANCE_OFFICER')]);
    const [alice, bob] = await Promise.all([clientWithEntity(), clientWithEntity()]);
    const [aliceReport, bobReport] = await Promise.all([openReportOf(alice.entityId), openReportOf(bob.entityId)]);
    const [aliceOrder, bobOrder] = await Promise.all([
      orderAndPay(alice.agent, alice.entityId, 'ANNUAL_REPORT', {}),
      orderAndPay(bob.agent, bob.entityId, 'ANNUAL_REPORT', {}),
    ]);
    await Promise.all([approveAndGenerate(staff, aliceOrder), approveAndGenerate(staff, bobOrder)]);

    // Before its filing step the compliance screen records nothing and says where the order is.
    const early = await recordFromComplianceScreen(officer, bobReport.id, 'WY-AR-BOB');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain(`Annual-report order #${bobOrder.slice(0, 8)} files this report`);

    await Promise.all([finish(staff, alice.agent, aliceOrder, 'WY-AR-ALICE'), toFiling(staff, bob.agent, bobOrder)]);
    const answers = await Promise.all([
      recordFromComplianceScreen(staff, bobReport.id, 'WY-AR-BOB'),
      recordFromComplianceScreen(officer, bobReport.id, 'WY-AR-BOB'),
    ]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
    // The compliance screen's filing completed the order through its workflow.
    await expect(completed(bobOrder)).resolves.toMatchObject({ stage: 'COMPLETE' });
    await expect(completed(aliceOrder)).resolves.toMatchObject({ stage: 'COMPLETE' });
    expect((await steps.orderRow(bobOrder)).status).toBe('COMPLETE');

    await expectFiledByOrder(alice.entityId, aliceReport.id, aliceOrder, 'WY-AR-ALICE');
    await expectFiledByOrder(bob.entityId, bobReport.id, bobOrder, 'WY-AR-BOB');
    const recordedOrders = {
      checkoutKey: { startsWith: 'recorded-filing:' },
      entityId: { in: [alice.entityId, bob.entityId] },
    };
    expect(await db().order.count({ where: recordedOrders })).toBe(0);
  }, 240_000);

  it("an amendment changes the entity's name and registered agent", async () => {
    const staff = await staffAgent('ADMIN');
    const client = await clientWithEntity();
    const agent = 'Cheyenne Registered Agents LLC, 1 Capitol Ave, Cheyenne, WY 82001';
    const orderId = await orderAndPay(client.agent, client.entityId, 'AMENDMENT', {
      newName: 'Twin Name Amended LLC',
      newRegisteredAgent: agent,
    });
    await runToCompletion(staff, client.agent, orderId, 'WY-AM-1');
    await waitFor(async () => (await entityOf(client.entityId)).businessName === 'Twin Name Amended LLC', 30_000, 50);
    expect(await entityOf(client.entityId)).toMatchObject({
      businessName: 'Twin Name Amended LLC',
      registeredAgent: agent,
    });
    const page = await client.agent.request({ method: 'GET', url: `/api/entities/${client.entityId}` });
    expect(page.json()).toMatchObject({ businessName: 'Twin Name Amended LLC', registeredAgent: agent });
  }, 180_000);

  it('a foreign qualification forms the entity in the new state, with its own obligations', async () => {
    const staff = await staffAgent('ADMIN');
    const client = await clientWithEntity();
    const orderId = await orderAndPay(client.agent, client.entityId, 'FOREIGN_QUALIFICATION', { stateCode: 'NV' });
    await runToCompletion(staff, client.agent, orderId, 'NV-FQ-1');
    await waitFor(() => db().formedEntity.findFirst({ where: { homeEntityId: client.entityId } }), 30_000, 50);
    const registered = await db().formedEntity.findFirstOrThrow({
      where: { homeEntityId: client.entityId },
      include: { obligations: true },
    });
    expect(registered).toMatchObject({
      stateCode: 'NV',
      businessName: 'Twin Name LLC',
      userId: client.userId,
      orderId,
      status: 'ACTIVE',
    });
    expect(registered.obligations.length).toBeGreaterThan(0);
    expect(registered.obligations.every((o) => o.ruleId.startsWith('NV-'))).toBe(true);
    const list = await client.agent.request({ method: 'GET', url: '/api/entities' });
    expect((list.json() as { id: string; stateCode: string }[]).map((e) => e.stateCode).sort()).toEqual(['NV', 'WY']);
  }, 180_000);

  it('certificates of good standing for two same-named entities at once: each on its own client’s entity page', async () => {
    const staff = await staffAgent('ADMIN');
    const [alice, bob] = await Promise.all([clientWithEntity(), clientWithEntity()]);
    const details = { purpose: 'Bank account' };
    const [aliceOrder, bobOrder] = await Promise.all([
      orderAndPay(alice.agent, alice.entityId, 'GOOD_STANDING', details),
      orderAndPay(bob.agent, bob.entityId, 'GOOD_STANDING', details),
    ]);
    // Alice's step by step: the certificate completes the order, so recording the filing without it is refused.
    const outcome = { action: 'recordFiling', stateCode: 'WY', confirmationNumber: 'WY-GS-A', filedAt: '2026-11-27' };
    const completeAlice = async () => {
      await approveAndGenerate(staff, aliceOrder);
      await toFiling(staff, alice.agent, aliceOrder);
      const refused = await staff.request({
        method: 'POST',
        url: `/api/admin/orders/${aliceOrder}/actions`,
        payload: outcome,
        csrf: true,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CERTIFICATE_MISSING);
      await steps.uploadCertificate(staff, aliceOrder);
      await steps.act(staff, aliceOrder, outcome);
    };
    await Promise.all([completeAlice(), runToCompletion(staff, bob.agent, bobOrder, 'WY-GS-B')]);
    await Promise.all([completed(aliceOrder), completed(bobOrder)]);

    const name = certificateFileName('Twin Name LLC', 'WY');
    const certificateOf = (orderId: string) =>
      db().asset.findFirstOrThrow({ where: { orderId, name, deletedAt: null }, select: { id: true } });
    const [aliceFile, bobFile] = await Promise.all([certificateOf(aliceOrder), certificateOf(bobOrder)]);
    const documentsOf = async (agent: TestAgent, entityId: string) =>
      (
        (await agent.request({ method: 'GET', url: `/api/entities/${entityId}` })).json().documents as { id: string }[]
      ).map((d) => d.id);
    const aliceDocs = await documentsOf(alice.agent, alice.entityId);
    expect(aliceDocs).toContain(aliceFile.id);
    expect(aliceDocs).not.toContain(bobFile.id);
    const bobDocs = await documentsOf(bob.agent, bob.entityId);
    expect(bobDocs).toContain(bobFile.id);
    expect(bobDocs).not.toContain(aliceFile.id);
    const foreign = await bob.agent.request({ method: 'GET', url: `/api/documents/${aliceFile.id}/link` });
    expect(foreign.statusCode).toBe(404);
    const own = await alice.agent.request({ method: 'GET', url: `/api/documents/${aliceFile.id}/link` });
    const download = await alice.agent.request({ method: 'GET', url: own.json().url });
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 240_000);
});
