// Automatic filing on a live Temporal service, through the real API and worker process: an entity on automatic
// filing whose annual report falls due within the lead time is ordered and charged once by the compliance scan an
// operator runs, its order starts on the real pipeline, staff run it to completion and the obligation is filed; the
// next scans make nothing more. Its twin (same client names, same business name) without automatic filing is left
// alone. A checkout the client left open is the order the scan charges; a payment for a report already paid is
// refunded and never started.
import { describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import { annualReportRule } from '../../domain/order-kind-plans';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { createComplianceQueue } from '../../platform/queues/compliance';
import { onboardingWorkflowId } from '../../workflows/definitions';
import { signedInAs, type TestAgent } from '../helpers/api';
import { formEntities, formedOnReportDueSoon, removeCreatedOrders } from '../helpers/compliance';
import { entityOrderSteps } from '../helpers/entity-orders-live';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import {
  createPaymentsApp,
  type PaymentsContext,
  paymentEvent,
  signedDelivery,
  TEST_STRIPE_ENV,
} from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (automatic filing)');
const BUSINESS = `Live Autofile ${Date.now().toString(36)} LLC`;
const TODAY = toCalendarDate(new Date());

describe.skipIf(!availability.available)('automatic filing on a live Temporal service', () => {
  const live = useLiveStack<PaymentsContext>({
    name: 'auto-filing-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: (ctx) => ({ ...TEST_STRIPE_ENV, STRIPE_API_BASE: ctx.stub.url, NODE_ENV: 'test' }),
    cleanup: (ctx) => removeCreatedOrders(ctx.db),
  });
  const steps = entityOrderSteps(live);

  async function clientWithReportDueSoon() {
    const client = await signedInAs(live.ctx, 'CLIENT');
    const { obligations } = await formEntities(
      live.ctx.db,
      client.user.id,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: BUSINESS }],
      formedOnReportDueSoon(TODAY),
    );
    const report = obligations.find((o) => o.ruleId === annualReportRule('WY', 'LLC')?.id);
    if (!report) throw new Error('no annual report obligation');
    return { ...client, entityId: report.entityId, report };
  }

  /** The client keeps a card entered through a SetupIntent and turns automatic filing on with it. */
  async function turnOn(agent: TestAgent, entityId: string) {
    const setup = await agent.request({ method: 'POST', url: `/api/entities/${entityId}/auto-file/card`, csrf: true });
    expect(setup.statusCode, setup.body).toBe(200);
    const { setupIntentId } = setup.json();
    await fetch(`${live.ctx.stub.url}/__test/setup_intents/${setupIntentId}/succeed`, { method: 'POST', body: '{}' });
    const on = await agent.request({
      method: 'PUT',
      url: `/api/entities/${entityId}/auto-file`,
      payload: { enabled: true, setupIntentId },
      csrf: true,
    });
    expect(on.statusCode, on.body).toBe(200);
  }

  /** An operator's scan of `date` through the API, run by the worker process; resolves once it completed. */
  async function scan(staff: TestAgent, date: Date) {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/compliance/scan',
      payload: { date: formatCalendarDate(date) },
      csrf: true,
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const { jobId } = answer.json() as { jobId: string };
    const producer = createComplianceQueue(live.ctx.config, 'auto-filing-live');
    try {
      await waitFor(async () => {
        const state = await producer.queue.getJobState(jobId);
        if (state === 'failed')
          throw new Error(`scan ${jobId} failed: ${(await producer.queue.getJob(jobId))?.failedReason}`);
        return state === 'completed';
      }, 60_000);
    } finally {
      await producer.close();
    }
  }

  const annualReports = (entityId: string) =>
    live.ctx.db.order.findMany({ where: { entityId, kind: 'ANNUAL_REPORT' } });
  const chargesFor = (obligationId: string) =>
    live.ctx.stub.setup.charges.filter((c) => c.metadata.obligationId === obligationId);

  it('orders, charges and starts the report once; staff file it; later scans make nothing more', async () => {
    const staff = (await signedInAs(live.ctx, 'COMPLIANCE_OFFICER')).agent;
    const alice = await clientWithReportDueSoon();
    const bob = await clientWithReportDueSoon();
    await turnOn(alice.agent, alice.entityId);

    await scan(staff, TODAY);
    const [order] = await annualReports(alice.entityId);
    expect(order).toMatchObject({ paymentStatus: 'PAID', userId: alice.user.id });
    expect(chargesFor(alice.report.id).map((c) => c.outcome)).toEqual(['ok']);
    expect(await annualReports(bob.entityId)).toEqual([]);
    // The charge started the order's workflow on the real pipeline (through the outbox), which recorded it paid.
    await waitFor(
      async () => (await steps.pipeline(order.id).catch(() => null))?.history.some((h) => h.action === 'paid'),
      30_000,
      50,
    );

    await steps.runToCompletion(staff, alice.agent, order.id, 'WY-AR-LIVE-1');
    const filed = await waitFor(async () => {
      const obligation = await live.ctx.db.complianceObligation.findUniqueOrThrow({
        where: { id: alice.report.id },
        include: { filing: true },
      });
      return obligation.filedOn ? obligation : null;
    });
    expect(filed.filedOn!.getTime()).toBeLessThanOrEqual(filed.dueDate.getTime());
    expect(filed.filing).toMatchObject({ confirmation: 'WY-AR-LIVE-1', orderId: order.id });
    const next = await live.ctx.db.complianceObligation.findFirstOrThrow({
      where: { entityId: alice.entityId, ruleId: alice.report.ruleId, filedOn: null, endedOn: null },
    });
    expect(next.dueDate.getTime()).toBeGreaterThan(filed.dueDate.getTime());

    // Again today and tomorrow: the report is filed, the next one is a year away. Nothing more.
    await scan(staff, TODAY);
    await scan(staff, addDays(TODAY, 1));
    expect(await annualReports(alice.entityId)).toHaveLength(1);
    expect(chargesFor(alice.report.id)).toHaveLength(1);
    expect(live.ctx.stub.setup.charges.filter((c) => c.metadata.obligationId === next.id)).toEqual([]);
    expect(await live.ctx.db.autoFiling.count({ where: { order: { entityId: alice.entityId } } })).toBe(1);
    expect(await annualReports(bob.entityId)).toEqual([]);
  }, 240_000);

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

  /** The client completes the checkout in the browser: Stripe takes the money and sends its signed event. */
  async function completePayment(checkout: { orderId: string; intentId: string }) {
    const intent = live.ctx.stub.intents.get(checkout.intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    const event = paymentEvent('payment_intent.succeeded', {
      id: intent.id,
      amount: intent.amount,
      amount_received: intent.amount,
      metadata: { orderId: checkout.orderId },
    });
    const delivered = await live.ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(event)),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
  }

  const workflowStarted = (orderId: string) =>
    live.temporal.client.workflow
      .getHandle(onboardingWorkflowId(orderId))
      .describe()
      .then(
        () => true,
        () => false,
      );

  it('the scan adopts the checkout the client left open; a payment for a report already paid is refunded and never started', async () => {
    const staff = (await signedInAs(live.ctx, 'COMPLIANCE_OFFICER')).agent;
    const alice = await clientWithReportDueSoon();
    const twin = await clientWithReportDueSoon();
    await turnOn(alice.agent, alice.entityId);

    // Alice opened the report's checkout and left it; the scan charges that order, the one order of the report.
    const open = await openCheckout(alice.agent, alice.entityId);
    await scan(staff, TODAY);
    const orders = await annualReports(alice.entityId);
    expect(orders.map((o) => [o.id, o.paymentStatus])).toEqual([[open.orderId, 'PAID']]);
    await waitFor(
      async () => (await steps.pipeline(open.orderId).catch(() => null))?.history.some((h) => h.action === 'paid'),
      30_000,
      50,
    );
    // She then completes the checkout she had open: the same intent, nothing more kept, charged or refunded.
    await completePayment(open);
    expect(await annualReports(alice.entityId)).toHaveLength(1);
    expect([...live.ctx.stub.refunds.values()].filter((r) => r.payment_intent === open.intentId)).toEqual([]);

    // The twin (no automatic filing) opens a checkout; staff record the report as filed meanwhile; the twin pays.
    const late = await openCheckout(twin.agent, twin.entityId);
    const recorded = await staff.request({
      method: 'POST',
      url: `/api/admin/compliance/${twin.report.id}/filing`,
      payload: { filedOn: formatCalendarDate(TODAY), confirmation: 'WY-RECORDED-LIVE' },
      csrf: true,
    });
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    await completePayment(late);
    await completePayment(late);
    const refunds = [...live.ctx.stub.refunds.values()].filter((r) => r.payment_intent === late.intentId);
    expect(refunds).toHaveLength(1);
    expect((await live.ctx.db.order.findUniqueOrThrow({ where: { id: late.orderId } })).paymentStatus).not.toBe('PAID');
    // The refunded order was never put on the pipeline: no outbox start, no workflow.
    expect(
      (await live.ctx.db.outboxEntry.findMany())
        .filter((entry) => (entry.payload as { orderId?: string }).orderId === late.orderId)
        .filter((entry) => entry.kind === OUTBOX_KINDS.onboardingStart),
    ).toEqual([]);
    expect(await workflowStarted(late.orderId)).toBe(false);
    expect(await workflowStarted(open.orderId)).toBe(true);
  }, 240_000);
});
