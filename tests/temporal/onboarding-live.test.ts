// The onboarding pipeline on a real Temporal service: the real API takes the payment webhook, the real worker
// process (outbox relay + Temporal worker + activities) runs against the test database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { advanceUpdate, cancelSignal, onboardingWorkflowId, stageQuery } from '../../workflows/definitions';
import { testEnv } from '../helpers/api';
import { liveTemporalAvailability, startLiveTemporal, type LiveTemporal } from '../helpers/live-temporal';
import { checkoutRecord, createPaymentsApp, type PaymentsContext, payCheckout } from '../helpers/payments';
import { startWorkerProcess, type WorkerProcess } from '../helpers/worker-process';

const availability = liveTemporalAvailability();
if (!availability.available) console.info(`Live Temporal suite skipped: ${availability.reason}.`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, stepMs = 10) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe.skipIf(!availability.available)('onboarding pipeline on a live Temporal service', () => {
  let temporal: LiveTemporal;
  let ctx: PaymentsContext;
  let worker: WorkerProcess;
  let workerEnv: NodeJS.ProcessEnv;
  const taskQueue = `onboarding-live-${Date.now()}`;

  beforeAll(async () => {
    temporal = await startLiveTemporal();
    ctx = await createPaymentsApp();
    workerEnv = {
      ...testEnv(),
      NODE_ENV: 'test',
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_NAMESPACE: temporal.namespace,
      TEMPORAL_TASK_QUEUE: taskQueue,
      REDIS_PREFIX: ctx.config.redisPrefix,
    };
    worker = startWorkerProcess(workerEnv);
    await worker.ready;
  }, 120_000);

  afterAll(async () => {
    await worker?.kill();
    await ctx?.close();
    await temporal?.stop();
  }, 60_000);

  const handleFor = (orderId: string) => temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const orderRow = (orderId: string) => ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });

  /** When the workflow's first activity started (from its history), once it has. */
  async function firstActivityStartedAt(orderId: string): Promise<number | null> {
    // Not started yet: the history does not exist.
    const history = await handleFor(orderId)
      .fetchHistory()
      .catch(() => null);
    const events = history?.events;
    const started = events?.find((event) => event.activityTaskStartedEventAttributes);
    if (!started?.eventTime?.seconds) return null;
    return Number(started.eventTime.seconds) * 1000 + Math.floor((started.eventTime.nanos ?? 0) / 1e6);
  }

  /** Pays an order through the signed webhook; answers once its workflow runs and has recorded Pending Review. */
  async function paidOrderInReview() {
    const order = await payCheckout(ctx, checkoutRecord());
    await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20);
    await waitFor(async () => (await handleFor(order.id).query(stageQuery)) === 'PENDING_REVIEW');
    return order;
  }

  it('starts a paid order’s workflow from the outbox exactly once, even when the start is delivered twice', async () => {
    const paidAt = Date.now();
    const order = await payCheckout(ctx, checkoutRecord());
    const firstActivity = await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20);
    expect(firstActivity).toBeGreaterThanOrEqual(paidAt - 1000);
    expect((await orderRow(order.id)).workflowId).toBe(onboardingWorkflowId(order.id));
    const firstRun = (await handleFor(order.id).describe()).runId;

    // A second start for the same order (a redelivered entry) is a no-op.
    const duplicate = await ctx.db.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId: order.id } },
    });
    await waitFor(
      async () => (await ctx.db.outboxEntry.findUnique({ where: { id: duplicate.id } }))?.status === 'DONE',
    );
    const runs = [];
    for await (const run of temporal.client.workflow.list({
      query: `WorkflowId = '${onboardingWorkflowId(order.id)}'`,
    }))
      runs.push(run);
    expect(runs.map((run) => run.runId)).toEqual([firstRun]);
    expect(await handleFor(order.id).query(stageQuery)).toBe('PENDING_REVIEW');
  });

  it('moves an order stage by stage to COMPLETE with the database in step, then refuses another action', async () => {
    const order = await paidOrderInReview();
    const handle = handleFor(order.id);
    for (const stage of ['DOCUMENTS', 'FILING', 'COMPLETE'] as const) {
      expect(await handle.executeUpdate(advanceUpdate)).toBe(stage);
      expect(await orderRow(order.id)).toMatchObject({
        stage,
        status: stage === 'COMPLETE' ? 'COMPLETE' : 'IN_PROGRESS',
      });
    }
    expect(await handle.result()).toEqual({ orderId: order.id, stage: 'COMPLETE', canceled: false });
    await expect(handle.executeUpdate(advanceUpdate)).rejects.toThrow();
    const stages = await ctx.db.auditEntry.findMany({
      where: { action: 'order.stage', target: order.id },
      orderBy: { createdAt: 'asc' },
    });
    // Pending Review is recorded by the payment webhook itself; each later stage by the workflow's activity.
    expect(stages.map((entry) => (entry.details as { stage: string }).stage)).toEqual([
      'DOCUMENTS',
      'FILING',
      'COMPLETE',
    ]);
  });

  it('cancels an order in review: the order is CANCELED and later actions are refused', async () => {
    const order = await paidOrderInReview();
    const handle = handleFor(order.id);
    await handle.signal(cancelSignal, { reason: 'client asked' });
    expect(await handle.result()).toMatchObject({ canceled: true });
    expect((await orderRow(order.id)).status).toBe('CANCELED');
    await expect(handle.executeUpdate(advanceUpdate)).rejects.toThrow();
  });

  it('refuses an action that does not fit before it enters history', async () => {
    const order = await paidOrderInReview();
    const handle = handleFor(order.id);
    await handle.executeUpdate(advanceUpdate);
    await handle.executeUpdate(advanceUpdate);
    // The last advance is in flight; canceling now makes the validator refuse any further one.
    await handle.signal(cancelSignal, { reason: 'duplicate order' });
    await handle.result();
    const events = (await handle.fetchHistory()).events ?? [];
    const rejected = events.filter((event) => event.workflowExecutionUpdateRejectedEventAttributes);
    expect(rejected).toHaveLength(0);
    const error = await handle.executeUpdate(advanceUpdate).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    const after = (await handle.fetchHistory()).events ?? [];
    expect(after.length).toBe(events.length);
  });

  it('finishes an order whose worker was killed mid-stage once a new worker starts', async () => {
    const order = await paidOrderInReview();
    const handle = handleFor(order.id);
    expect(await handle.executeUpdate(advanceUpdate)).toBe('DOCUMENTS');

    await worker.kill('SIGKILL');
    // Staff act while no worker runs: the action waits in Temporal instead of being lost.
    const pending = handle.executeUpdate(advanceUpdate);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await orderRow(order.id)).stage).toBe('DOCUMENTS');

    worker = startWorkerProcess(workerEnv);
    await worker.ready;
    expect(await pending).toBe('FILING');
    expect(await handle.executeUpdate(advanceUpdate)).toBe('COMPLETE');
    expect(await handle.result()).toMatchObject({ stage: 'COMPLETE', canceled: false });
    expect(await orderRow(order.id)).toMatchObject({ stage: 'COMPLETE', status: 'COMPLETE' });
  }, 120_000);

  it('keeps each run’s history readable through the client and the Web UI, as operators see it', async () => {
    const order = await paidOrderInReview();
    const handle = handleFor(order.id);
    await handle.executeUpdate(advanceUpdate);
    await handle.signal(cancelSignal, { reason: 'history check' });
    await handle.result();

    const history = await handle.fetchHistory();
    const types = (history.events ?? []).map((event) => String(event.eventType));
    expect(types[0]).toMatch(/WORKFLOW_EXECUTION_STARTED|^1$/);
    const started = history.events![0].workflowExecutionStartedEventAttributes!;
    expect(started.workflowType?.name).toBe('onboardingWorkflow');
    expect(started.taskQueue?.name).toBe(taskQueue);
    const activities = (history.events ?? [])
      .map((event) => event.activityTaskScheduledEventAttributes?.activityType?.name)
      .filter(Boolean);
    expect(activities).toEqual(['setOrderStage', 'setOrderStage', 'cancelOrder']);

    if (temporal.uiUrl) {
      const { runId } = await handle.describe();
      const response = await fetch(
        `${temporal.uiUrl}/api/v1/namespaces/${temporal.namespace}/workflows/${encodeURIComponent(handle.workflowId)}/history?execution.runId=${runId}`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { history?: { events?: unknown[] } };
      expect(body.history?.events?.length).toBe(history.events!.length);
    }
  });

  it('measures payment-to-first-activity and staff-action-to-database latency (median of 20 orders)', async () => {
    const toFirstActivity: number[] = [];
    const toDatabase: number[] = [];
    const orders = [];
    for (let i = 0; i < 20; i++) {
      const paidAt = Date.now();
      const order = await payCheckout(ctx, checkoutRecord());
      toFirstActivity.push((await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20)) - paidAt);
      await waitFor(async () => (await handleFor(order.id).query(stageQuery)) === 'PENDING_REVIEW');
      orders.push(order);
    }
    for (const order of orders) {
      const handle = handleFor(order.id);
      const actedAt = Date.now();
      const update = handle.executeUpdate(advanceUpdate);
      await waitFor(async () => (await orderRow(order.id)).stage === 'DOCUMENTS', 30_000, 5);
      toDatabase.push(Date.now() - actedAt);
      await update;
      await handle.signal(cancelSignal, { reason: 'measurement done' });
    }
    console.info(
      `Live Temporal: payment webhook -> first activity median ${median(toFirstActivity)} ms; ` +
        `staff action -> database stage median ${median(toDatabase)} ms (20 orders each)`,
    );
    expect(toFirstActivity).toHaveLength(20);
    expect(toDatabase).toHaveLength(20);
  }, 180_000);
});
