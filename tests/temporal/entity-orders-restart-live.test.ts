// A worker killed with SIGKILL in the middle of a later kind's plan, on a real Temporal service: during the
// documents of a foreign qualification, and right after the EIN the IRS assigned is recorded. A new worker finishes
// each order, and its effect happens once: one new entity in the new state with one set of obligations, one EIN,
// one set of documents. Two clients whose entities have the same name order the same kind each time.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { complianceRulesFor } from '../../domain/compliance-rules';
import { signedInAs } from '../helpers/api';
import { entityOrderSteps } from '../helpers/entity-orders-live';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPaymentsApp, TEST_STRIPE_ENV } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (entity orders across a killed worker)');

describe.skipIf(!availability.available)('entity orders across a worker killed mid-plan', () => {
  const live = useLiveStack({
    name: 'entity-orders-restart-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
  });
  const steps = entityOrderSteps(live);
  const db = () => live.ctx.db;

  /** The workflow's activities of this type not yet answered (scheduled, or running on a worker). */
  const pending = async (orderId: string, activity: string) =>
    ((await steps.handleFor(orderId).describe()).raw.pendingActivities ?? []).filter(
      (a) => a.activityType?.name === activity,
    ).length;

  /** Freezes the worker the moment the activity is pending, then kills it: its answer is never reported. */
  async function killDuring(orderId: string, activity: string) {
    await waitFor(async () => (await pending(orderId, activity)) > 0, 30_000, 5);
    live.worker.child.kill('SIGSTOP');
    expect(await pending(orderId, activity), `${activity} still pending when the worker died`).toBe(1);
    await live.worker.kill('SIGKILL');
  }

  const entityChanges = (orderId: string) =>
    db().auditEntry.count({
      where: { action: AUDIT_ACTIONS.orderEntityChanged, details: { path: ['orderId'], equals: orderId } },
    });

  it('a foreign qualification whose worker dies while its documents are generated registers one new entity', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const [alice, bob] = await Promise.all([steps.clientWithEntity(), steps.clientWithEntity()]);
    const details = { stateCode: 'NV' };
    const [aliceOrder, bobOrder] = await Promise.all([
      steps.orderAndPay(alice.agent, alice.entityId, 'FOREIGN_QUALIFICATION', details),
      steps.orderAndPay(bob.agent, bob.entityId, 'FOREIGN_QUALIFICATION', details),
    ]);

    await steps.act(staff, aliceOrder, { action: 'approve' });
    await killDuring(aliceOrder, 'generateOrderDocuments');
    expect((await steps.orderRow(aliceOrder)).stage).toBe('DOCUMENTS');
    await live.startWorker();
    // The lost attempt is retried once its 20 s limit passes; then the plan goes on as usual.
    await waitFor(async () => !(await steps.pipeline(aliceOrder)).generating, 90_000, 200);
    await Promise.all([
      steps.finish(staff, alice.agent, aliceOrder, 'NV-FQ-ALICE'),
      steps.runToCompletion(staff, bob.agent, bobOrder, 'NV-FQ-BOB'),
    ]);
    for (const orderId of [aliceOrder, bobOrder])
      await expect(steps.handleFor(orderId).result()).resolves.toMatchObject({ stage: 'COMPLETE', canceled: false });

    for (const [client, orderId] of [
      [alice, aliceOrder],
      [bob, bobOrder],
    ] as const) {
      // One new entity, the client's own, in Nevada, pointing home, with one set of Nevada's obligations.
      const formed = await db().formedEntity.findMany({ where: { orderId }, include: { obligations: true } });
      expect(formed).toHaveLength(1);
      expect(formed[0]).toMatchObject({
        stateCode: 'NV',
        businessName: 'Twin Name LLC',
        userId: client.userId,
        homeEntityId: client.entityId,
      });
      expect(formed[0].obligations).toHaveLength(complianceRulesFor('NV', 'LLC').length);
      expect(await entityChanges(orderId)).toBe(1);
    }
    // One file per document, at the same versions as the order whose worker lived (signing adds one): the retried
    // generation made nothing twice.
    const documentsOf = async (orderId: string) =>
      (
        await db().asset.findMany({
          where: { orderId, deletedAt: null },
          select: { name: true, version: true },
          orderBy: { name: 'asc' },
        })
      ).map((d) => ({ ...d, name: d.name.replace(/^.* - /, '') }));
    const aliceDocuments = await documentsOf(aliceOrder);
    expect(aliceDocuments.map((d) => d.name)).toEqual([
      expect.stringContaining('Application for Authority (NV)'),
      expect.stringContaining('Registered Agent Consent (NV)'),
    ]);
    expect(aliceDocuments).toEqual(await documentsOf(bobOrder));
  }, 240_000);

  it('an EIN order whose worker dies right after its EIN is recorded stores that EIN once', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const [alice, bob] = await Promise.all([steps.clientWithEntity(), steps.clientWithEntity()]);
    const details = { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: false };
    const [aliceOrder, bobOrder] = await Promise.all([
      steps.orderAndPay(alice.agent, alice.entityId, 'EIN', details),
      steps.orderAndPay(bob.agent, bob.entityId, 'EIN', details),
    ]);
    for (const [client, orderId] of [
      [alice, aliceOrder],
      [bob, bobOrder],
    ] as const) {
      await steps.approveAndGenerate(staff, orderId);
      await steps.toOutcome(staff, client.agent, orderId);
    }

    // The EIN is accepted by the workflow; the worker dies before or while its writes and the completion run.
    const ein = { action: 'recordFiling', stateCode: 'WY', filedAt: '2026-11-27' };
    await steps.act(staff, aliceOrder, { ...ein, confirmationNumber: '12-7000001' });
    await live.worker.kill('SIGKILL');
    await live.startWorker();
    await steps.act(staff, bobOrder, { ...ein, confirmationNumber: '12-7000002' });

    for (const orderId of [aliceOrder, bobOrder])
      await expect(steps.handleFor(orderId).result()).resolves.toMatchObject({ stage: 'COMPLETE', canceled: false });
    const einOf = async (id: string) => (await db().formedEntity.findUniqueOrThrow({ where: { id } })).ein;
    await waitFor(
      async () => (await entityChanges(aliceOrder)) === 1 && (await entityChanges(bobOrder)) === 1,
      30_000,
      50,
    );
    expect([await einOf(alice.entityId), await einOf(bob.entityId)]).toEqual(['12-7000001', '12-7000002']);
    // The completion ran once in effect: one change recorded, whatever the retries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await entityChanges(aliceOrder)).toBe(1);
    const history = await db().orderStageEvent.findMany({ where: { orderId: aliceOrder }, select: { action: true } });
    expect(history.filter((e) => e.action === 'recordFiling')).toHaveLength(1);
    expect(history.filter((e) => e.action === 'recordSubmission')).toHaveLength(1);
  }, 240_000);
});
