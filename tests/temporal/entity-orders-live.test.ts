// Orders for formed entities on a real Temporal service, from the payment webhook to completion, through the real
// API, worker and workflow: two clients with identically named entities order the same kind at once, and each
// completion changes only its own entity; every later kind runs its plan's stages, one recorded history each.
import { describe, expect, it } from 'vitest';
import { planSteps } from '../../domain/order-kind-stages';
import { ENTITY_ORDER_KINDS, type EntityOrderKind } from '../../domain/order-kinds';
import { onboardingWorkflowId } from '../../workflows/definitions';
import { signedInAs } from '../helpers/api';
import { entityOrderSteps } from '../helpers/entity-orders-live';
import { liveSuiteAvailability, recordHistory, useLiveStack } from '../helpers/live-stack';
import { createPaymentsApp, TEST_STRIPE_ENV } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (entity orders)');

describe.skipIf(!availability.available)('entity orders on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'entity-orders-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
  });
  const steps = entityOrderSteps(live);
  const { clientWithEntity, orderAndPay, runToCompletion } = steps;

  it('runs an EIN order for each of two same-named entities at once; each gets its own EIN', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const [alice, bob] = await Promise.all([clientWithEntity(), clientWithEntity()]);
    const details = { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: false };
    const [aliceOrder, bobOrder] = await Promise.all([
      orderAndPay(alice.agent, alice.entityId, 'EIN', details),
      orderAndPay(bob.agent, bob.entityId, 'EIN', details),
    ]);
    expect(aliceOrder).not.toBe(bobOrder);
    const documents = (await steps.pipeline(aliceOrder)).documents.map((d) => d.template);
    expect(documents).toEqual(['ss4', 'form_8821']);
    await Promise.all([
      runToCompletion(staff, alice.agent, aliceOrder, '12-0000001'),
      runToCompletion(staff, bob.agent, bobOrder, '12-0000002'),
    ]);
    // The order is COMPLETE when its stage is written; the completion's change follows as the next activity.
    const einOf = async (id: string) => (await live.ctx.db.formedEntity.findUniqueOrThrow({ where: { id } })).ein;
    await waitFor(async () => (await einOf(alice.entityId)) && (await einOf(bob.entityId)), 30_000, 50);
    expect([await einOf(alice.entityId), await einOf(bob.entityId)]).toEqual(['12-0000001', '12-0000002']);
    // Each step of the plan is in the order's recorded history.
    const recorded = await live.ctx.db.orderStageEvent.findMany({
      where: { orderId: aliceOrder },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(recorded.map((s) => s.action).slice(-2)).toEqual(['recordSubmission', 'recordFiling']);
    expect(recorded.at(-2)).toMatchObject({ stage: 'FILING', note: 'WY: 2026-11-27 · Faxed' });
  }, 180_000);

  it('dissolves an entity end to end: every open obligation ends', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const client = await clientWithEntity();
    const orderId = await orderAndPay(client.agent, client.entityId, 'DISSOLUTION', {});
    await runToCompletion(staff, client.agent, orderId, 'WY-DISSOLVED-1');
    await waitFor(
      async () =>
        (await live.ctx.db.formedEntity.findUniqueOrThrow({ where: { id: client.entityId } })).status === 'DISSOLVED',
      30_000,
      50,
    );
    const entity = await live.ctx.db.formedEntity.findUniqueOrThrow({
      where: { id: client.entityId },
      include: { obligations: true },
    });
    expect(entity.status).toBe('DISSOLVED');
    expect(entity.obligations.every((o) => o.endedOn !== null)).toBe(true);
  }, 120_000);

  // One order of each kind for one entity, in an order each still fits (the dissolution last); with
  // RECORD_HISTORIES=1 each run's history is saved as tests/workflows/histories/kind-<kind>.json for the replay test.
  const RUNS: { kind: EntityOrderKind; details: object; confirmation: string }[] = [
    { kind: 'ANNUAL_REPORT', details: {}, confirmation: 'WY-AR-1' },
    { kind: 'AMENDMENT', details: { newName: 'Twin Name Renamed LLC' }, confirmation: 'WY-AM-1' },
    { kind: 'FOREIGN_QUALIFICATION', details: { stateCode: 'NV' }, confirmation: 'NV-FQ-1' },
    { kind: 'GOOD_STANDING', details: { purpose: 'Bank account' }, confirmation: 'WY-GS-1' },
    {
      kind: 'EIN',
      details: { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: true },
      confirmation: '12-0000003',
    },
    { kind: 'CHANGE_OF_AGENT', details: { currentAgent: 'Other Agents Inc' }, confirmation: 'WY-RA-1' },
    { kind: 'DISSOLUTION', details: { reason: 'Closing' }, confirmation: 'WY-DS-1' },
  ];

  it("runs every later kind through its plan's stages, each recorded in the order's history", async () => {
    expect(RUNS.map((r) => r.kind).sort()).toEqual([...ENTITY_ORDER_KINDS].sort());
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const client = await clientWithEntity();
    for (const { kind, details, confirmation } of RUNS) {
      const orderId = await orderAndPay(client.agent, client.entityId, kind, details);
      await runToCompletion(staff, client.agent, orderId, confirmation);
      await expect(steps.handleFor(orderId).result()).resolves.toMatchObject({ stage: 'COMPLETE' });
      const actions = (
        await live.ctx.db.orderStageEvent.findMany({
          where: { orderId },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        })
      ).map((e) => e.action);
      const plan = planSteps(kind);
      expect(actions.includes('signDocument'), kind).toBe(plan.includes('signature'));
      expect(actions.includes('recordSubmission'), kind).toBe(plan.includes('submission'));
      expect(actions.at(-1), kind).toBe('recordFiling');
      await recordHistory(
        live.temporal,
        onboardingWorkflowId(orderId),
        `kind-${kind.toLowerCase().replaceAll('_', '-')}`,
      );
    }
    const entity = await live.ctx.db.formedEntity.findUniqueOrThrow({ where: { id: client.entityId } });
    expect(entity).toMatchObject({ businessName: 'Twin Name Renamed LLC', ein: '12-0000003', status: 'DISSOLVED' });
  }, 300_000);
});
