// Orders for formed entities on a real Temporal service, from the payment webhook to completion, through the real
// API, worker and workflow: two clients with identically named entities order the same kind at once, and each
// completion changes only its own entity.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import type { PipelineState } from '../../domain/pipeline';
import { upsertUser } from '../../platform/services/users';
import { onboardingWorkflowId, pipelineQuery } from '../../workflows/definitions';
import { signedInAs, TestAgent } from '../helpers/api';
import { formEntities } from '../helpers/compliance';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPaymentsApp, paymentEvent, signedDelivery, TEST_STRIPE_ENV } from '../helpers/payments';
import { signatureRequestsWritten, signPending } from '../helpers/signing';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (entity orders)');

describe.skipIf(!availability.available)('entity orders on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'entity-orders-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
  });

  const handleFor = (orderId: string) => live.temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const pipeline = (orderId: string) => handleFor(orderId).query(pipelineQuery) as Promise<PipelineState>;

  async function clientWithEntity() {
    const email = `entity-live-${randomUUID()}@test.example`;
    const user = await upsertUser(live.ctx.db, { email, password: 'client-password-1234', role: 'CLIENT' });
    const agent = new TestAgent(live.ctx.app);
    await agent.login(email, 'client-password-1234');
    const { obligations } = await formEntities(
      live.ctx.db,
      user.id,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Twin Name LLC' }],
      parseCalendarDate('2026-02-10')!,
    );
    return { agent, entityId: obligations[0].entityId };
  }

  /** Orders and pays the kind; answers the order id once its workflow has recorded the payment. */
  async function orderAndPay(agent: TestAgent, entityId: string, kind: string, details: object) {
    const response = await agent.request({
      method: 'POST',
      url: `/api/entities/${entityId}/orders`,
      payload: { kind, details },
      csrf: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json() as { orderId: string };
    const row = await live.ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    const event = paymentEvent('payment_intent.succeeded', {
      id: row.stripePaymentIntentId!,
      amount: row.totalUSD,
      metadata: { orderId },
    });
    const paid = await live.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(event)),
    });
    expect(paid.statusCode).toBe(200);
    await waitFor(
      async () => (await pipeline(orderId).catch(() => null))?.history.some((h) => h.action === 'paid'),
      30_000,
      50,
    );
    return orderId;
  }

  /** Staff review, confirm, the client signs, staff record the filing: the order completes. */
  async function runToCompletion(staff: TestAgent, client: TestAgent, orderId: string, confirmation: string) {
    const act = async (payload: object) => {
      const response = await staff.request({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/actions`,
        payload,
        csrf: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await act({ action: 'approve' });
    await waitFor(async () => !(await pipeline(orderId)).generating, 60_000, 100);
    await act({ action: 'confirmDocuments' });
    await signatureRequestsWritten(live.ctx.db, orderId, 1);
    await signPending(client, orderId, 'Casey Client');
    await waitFor(async () => (await pipeline(orderId)).stage === 'FILING', 30_000, 50);
    const { state, kind } = await live.ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    // An EIN's plan records the SS-4's submission to the IRS before the EIN it assigns.
    if (kind === 'EIN') {
      await expect(
        staff.request({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/actions`,
          payload: {
            action: 'recordFiling',
            stateCode: state,
            confirmationNumber: confirmation,
            filedAt: '2026-11-27',
          },
          csrf: true,
        }),
      ).resolves.toMatchObject({ statusCode: 409 });
      await act({ action: 'recordSubmission', stateCode: state, submittedAt: '2026-11-27', note: 'Faxed' });
    }
    await act({ action: 'recordFiling', stateCode: state, confirmationNumber: confirmation, filedAt: '2026-11-27' });
    await waitFor(
      async () => (await live.ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).status === 'COMPLETE',
      30_000,
      50,
    );
  }

  it('runs an EIN order for each of two same-named entities at once; each gets its own EIN', async () => {
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const [alice, bob] = await Promise.all([clientWithEntity(), clientWithEntity()]);
    const details = { responsiblePartyName: 'Casey Client', responsiblePartyHasSsn: false };
    const [aliceOrder, bobOrder] = await Promise.all([
      orderAndPay(alice.agent, alice.entityId, 'EIN', details),
      orderAndPay(bob.agent, bob.entityId, 'EIN', details),
    ]);
    expect(aliceOrder).not.toBe(bobOrder);
    const documents = (await pipeline(aliceOrder)).documents.map((d) => d.template);
    expect(documents).toEqual(['ss4', 'form_8821']);
    await Promise.all([
      runToCompletion(staff, alice.agent, aliceOrder, '12-0000001'),
      runToCompletion(staff, bob.agent, bobOrder, '12-0000002'),
    ]);
    // The order is COMPLETE when its stage is written; the completion's change follows as the next activity.
    const einOf = async (id: string) => (await live.ctx.db.formedEntity.findUniqueOrThrow({ where: { id } })).ein;
    await waitFor(async () => (await einOf(alice.entityId)) && (await einOf(bob.entityId)), 30_000, 50);
    const eins = await Promise.all(
      [alice, bob].map(
        async (c) => (await live.ctx.db.formedEntity.findUniqueOrThrow({ where: { id: c.entityId } })).ein,
      ),
    );
    expect(eins).toEqual(['12-0000001', '12-0000002']);
    // Each step of the plan is in the order's recorded history.
    const steps = await live.ctx.db.orderStageEvent.findMany({
      where: { orderId: aliceOrder },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(steps.map((s) => s.action).slice(-2)).toEqual(['recordSubmission', 'recordFiling']);
    expect(steps.at(-2)).toMatchObject({ stage: 'FILING', note: 'WY: 2026-11-27 · Faxed' });
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
});
