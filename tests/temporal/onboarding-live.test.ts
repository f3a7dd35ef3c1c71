// The onboarding pipeline on a real Temporal service: the real API takes the payment webhook and the staff
// actions, the real worker process (outbox relay + Temporal worker + activities + document queue) runs against
// the test database, Redis and the Stripe stand-in.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { PipelineState } from '../../domain/pipeline';
import { createTemporalGateway } from '../../platform/infra/temporal';
import { upsertUser } from '../../platform/services/identity';
import { createOutboxHandlers } from '../../worker/outbox-handlers';
import { OutboxRelay } from '../../worker/outbox-relay';
import {
  ORDER_STILL_STARTING,
  onboardingWorkflowId,
  pipelineQuery,
  staffActionUpdate,
  stageQuery,
} from '../../workflows/definitions';
import { signedInAs, TestAgent } from '../helpers/api';
import { liveSuiteAvailability, recordHistory as saveHistory, useLiveStack } from '../helpers/live-stack';
import { checkoutRecord, createPaymentsApp, payCheckout, TEST_STRIPE_ENV } from '../helpers/payments';
import { offeredDocuments, postWetInk, signatureRequestsWritten, signDocument, signPending } from '../helpers/signing';
import { silentLog } from '../helpers/silent-log';
import { pdfWithPage } from '../helpers/uploads';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** User + system CPU time of a process so far (Linux /proc), to tell work from waiting on a busy machine. */
async function processCpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return Number.NaN;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A name formed on the platform can no longer be ordered in its state: each order that may complete names its own. */
const uniqueName = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;

/** A Delaware checkout whose company name no other order of the run uses. */
const uniqueCheckout = () => {
  const name = `${uniqueName('Pipeline Engines')} LLC`;
  return checkoutRecord({
    entityDetails: { DE: { businessName: name, entityType: 'LLC' } },
    businessNames: { DE: name },
  });
};

const twoStates = (base = 'Live Engines') =>
  checkoutRecord({
    states: ['DE', 'WY'],
    entityDetails: {
      DE: { businessName: `${base} LLC`, entityType: 'LLC' },
      WY: { businessName: `${base} Wyoming LLC`, entityType: 'LLC' },
    },
    businessNames: { DE: `${base} LLC`, WY: `${base} Wyoming LLC` },
  });

describe.skipIf(!availability.available)('onboarding pipeline on a live Temporal service', () => {
  /** The "day" of the signature reminders in this suite: reminders after 2, 6 and 14 s, staff after 20 s. */
  const SIGNATURE_DAY_MS = 2000;
  const live = useLiveStack({
    name: 'onboarding-live',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    mail: true,
    workerEnv: (ctx) => ({
      ...TEST_STRIPE_ENV,
      STRIPE_API_BASE: ctx.stub.url,
      NODE_ENV: 'test',
      SIGNATURE_REMINDER_DAY_MS: String(SIGNATURE_DAY_MS),
    }),
  });
  let staff: TestAgent;

  beforeAll(async () => {
    staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
  });

  const handleFor = (orderId: string) => live.temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const orderRow = (orderId: string) => live.ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  /** A staff action answers once the workflow accepts it; its database write follows within moments. */
  const databaseAt = (orderId: string, stage: string) =>
    waitFor(async () => (await orderRow(orderId)).stage === stage, 10_000, 20);
  const act = (orderId: string, payload: object) =>
    staff.request({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, payload, csrf: true });
  async function actOk(orderId: string, payload: object) {
    const response = await act(orderId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { stage: string; allowedActions: string[] };
  }
  /** The order's client, signed in to the client area. */
  async function clientOf(order: { contactEmail: string }) {
    const agent = new TestAgent(live.ctx.app);
    await upsertUser(live.ctx.db, { email: order.contactEmail, password: 'client-password-1234', role: 'CLIENT' });
    await agent.login(order.contactEmail, 'client-password-1234');
    return agent;
  }
  /** The client signs every document its order waits on; answers the keys signed. */
  async function signAll(orderId: string, agent: TestAgent, round = 1) {
    await signatureRequestsWritten(live.ctx.db, orderId, round);
    return signPending(agent, orderId, 'Casey Client');
  }
  /** Waits until the workflow has finished rendering the documents (confirm is offered again). */
  const documentsReady = (orderId: string) =>
    waitFor(async () => !((await handleFor(orderId).query(pipelineQuery)) as PipelineState).generating, 60_000, 100);

  /** A run's history saved for the replay tests (with RECORD_HISTORIES=1). */
  const recordHistory = (orderId: string, name: string) =>
    saveHistory(live.temporal, onboardingWorkflowId(orderId), name);

  /** The stand-in's intent as after the customer paid (the tests deliver the webhook themselves). */
  function markPaidOnStripe(intentId: string) {
    const intent = live.ctx.stub.intents.get(intentId)!;
    return Object.assign(intent, { status: 'succeeded' as const, amount_received: intent.amount });
  }

  /** When the workflow's first activity started (from its history), once it has. */
  async function firstActivityStartedAt(orderId: string): Promise<number | null> {
    const history = await handleFor(orderId)
      .fetchHistory()
      .catch(() => null);
    const started = history?.events?.find((event) => event.activityTaskStartedEventAttributes);
    if (!started?.eventTime?.seconds) return null;
    return Number(started.eventTime.seconds) * 1000 + Math.floor((started.eventTime.nanos ?? 0) / 1e6);
  }

  /** Pays an order through the signed webhook; answers once its workflow has recorded Pending Review. */
  async function paidOrderInReview(record = uniqueCheckout()) {
    const order = await payCheckout(live.ctx, record);
    await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20);
    await waitFor(
      async () =>
        ((await handleFor(order.id).query(pipelineQuery)) as PipelineState).history.some((h) => h.action === 'paid'),
      30_000,
      10,
    );
    return order;
  }

  it('starts a paid order’s workflow from the outbox exactly once, even when the start is delivered twice', async () => {
    const paidAt = Date.now();
    const order = await payCheckout(live.ctx, uniqueCheckout());
    const firstActivity = await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20);
    expect(firstActivity).toBeGreaterThanOrEqual(paidAt - 1000);
    expect((await orderRow(order.id)).workflowId).toBe(onboardingWorkflowId(order.id));
    const firstRun = (await handleFor(order.id).describe()).runId;

    const duplicate = await live.ctx.db.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId: order.id } },
    });
    await waitFor(
      async () => (await live.ctx.db.outboxEntry.findUnique({ where: { id: duplicate.id } }))?.status === 'DONE',
      30_000,
      10,
    );
    const runs = [];
    for await (const run of live.temporal.client.workflow.list({
      query: `WorkflowId = '${onboardingWorkflowId(order.id)}'`,
    }))
      runs.push(run);
    expect(runs.map((run) => run.runId)).toEqual([firstRun]);
    expect(await handleFor(order.id).query(stageQuery)).toBe('PENDING_REVIEW');
  });

  it('takes a staff action sent the moment the payment is in: it waits for the workflow to start, never showing Temporal’s words', async () => {
    const orders = await Promise.all([
      payCheckout(live.ctx, uniqueCheckout()),
      payCheckout(live.ctx, uniqueCheckout()),
    ]);
    const answers = await Promise.all(orders.map((order) => act(order.id, { action: 'approve' })));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().stage).toBe('DOCUMENTS');
    }
    for (const order of orders) await databaseAt(order.id, 'DOCUMENTS');
  }, 60_000);

  it('runs one order with two states through every stage by staff actions through the API, the database in step', async () => {
    const order = await paidOrderInReview(twoStates());
    const id = order.id;

    // Review: a change request, answered by the client on its order page.
    expect((await actOk(id, { action: 'requestChanges', message: 'Please confirm the Wyoming name' })).stage).toBe(
      'PENDING_REVIEW',
    );
    expect((await act(id, { action: 'approve' })).statusCode).toBe(409);
    const client = new TestAgent(live.ctx.app);
    await upsertUser(live.ctx.db, { email: order.contactEmail, password: 'client-password-1234', role: 'CLIENT' });
    await client.login(order.contactEmail, 'client-password-1234');
    const clientView = await client.request({ method: 'GET', url: `/api/orders/${id}` });
    expect(clientView.json().changeRequest).toMatchObject({ message: 'Please confirm the Wyoming name' });
    const answer = await client.request({
      method: 'POST',
      url: `/api/orders/${id}/change-response`,
      payload: { message: 'Live Engines Wyoming LLC is right' },
      csrf: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ stage: 'PENDING_REVIEW', changeRequest: null });
    expect((await live.ctx.db.changeRequest.findFirstOrThrow({ where: { orderId: id } })).response).toBe(
      'Live Engines Wyoming LLC is right',
    );

    // Documents: rendered through the document-generation queue as the order's assets.
    expect((await actOk(id, { action: 'approve' })).stage).toBe('DOCUMENTS');
    await databaseAt(id, 'DOCUMENTS');
    expect(await orderRow(id)).toMatchObject({ stage: 'DOCUMENTS', status: 'IN_PROGRESS' });
    await documentsReady(id);
    const assets = await live.ctx.db.asset.findMany({ where: { orderId: id } });
    expect(assets.map((a) => a.name).sort()).toEqual([
      'Live Engines LLC - Articles of Organization (DE).pdf',
      'Live Engines LLC - Operating Agreement (DE).pdf',
      'Live Engines LLC - Registered Agent Consent (DE).pdf',
      'Live Engines Wyoming LLC - Articles of Organization (WY).pdf',
      'Live Engines Wyoming LLC - Operating Agreement (WY).pdf',
      'Live Engines Wyoming LLC - Registered Agent Consent (WY).pdf',
    ]);
    expect(new Set(assets.map((a) => a.ownerId))).toEqual(new Set([order.userId]));

    // Confirmed documents wait for the client's signatures; the last one moves the order to filing.
    expect((await actOk(id, { action: 'confirmDocuments' })).stage).toBe('DOCUMENTS');
    expect(await orderRow(id)).toMatchObject({ stage: 'DOCUMENTS' });
    expect(await signAll(id, client)).toHaveLength(6);
    expect(await orderRow(id)).toMatchObject({ stage: 'FILING' });

    // Filing: Delaware filed, Wyoming rejected -> its documents again (signed again) -> filed -> complete.
    await actOk(id, { action: 'recordFiling', stateCode: 'DE', confirmationNumber: 'DE-777', filedAt: '2026-11-20' });
    expect(
      (await act(id, { action: 'recordFiling', stateCode: 'DE', confirmationNumber: 'again', filedAt: '2026-11-20' }))
        .statusCode,
    ).toBe(409);
    expect((await actOk(id, { action: 'rejectFiling', stateCode: 'WY', reason: 'Name not available' })).stage).toBe(
      'DOCUMENTS',
    );
    await databaseAt(id, 'DOCUMENTS');
    expect(await orderRow(id)).toMatchObject({ stage: 'DOCUMENTS' });
    await documentsReady(id);
    const wyoming = await live.ctx.db.asset.findMany({ where: { orderId: id, name: { contains: '(WY)' } } });
    // Version 1 rendered, 2 signed, 3 rendered again after the rejection.
    expect(wyoming.map((a) => a.version)).toEqual([3, 3, 3]);
    await actOk(id, { action: 'confirmDocuments' });
    expect(await signAll(id, client, 2)).toEqual([
      'WY:articles_organization',
      'WY:operating_agreement',
      'WY:registered_agent_consent',
    ]);
    const done = await actOk(id, {
      action: 'recordFiling',
      stateCode: 'WY',
      confirmationNumber: 'WY-778',
      filedAt: '2026-11-21',
    });
    expect(done.stage).toBe('COMPLETE');
    await databaseAt(id, 'COMPLETE');
    // Filed, not yet delivered: Premium's binder (staff's) and its EIN (an order of its own) keep it In Progress.
    expect(await orderRow(id)).toMatchObject({ stage: 'COMPLETE', status: 'IN_PROGRESS', completedAt: null });
    // Once the completion hook has formed the LLC, what is left is the package's rest.
    const blocker = async () =>
      (await staff.request({ method: 'GET', url: `/api/admin/orders/${id}` })).json().completionBlocker;
    await waitFor(
      async () => (await blocker()) === 'Still to deliver: Compliance Binder Setup, EIN application',
      30_000,
    );
    expect(await orderRow(id)).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
    expect(await handleFor(id).result()).toEqual({ orderId: id, stage: 'COMPLETE', canceled: false });
    expect(
      await live.ctx.db.orderFiling.findMany({ where: { orderId: id }, orderBy: { stateCode: 'asc' } }),
    ).toMatchObject([
      { stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-777' },
      { stateCode: 'WY', status: 'FILED', confirmationNumber: 'WY-778' },
    ]);
    const history = await live.ctx.db.orderStageEvent.findMany({
      where: { orderId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map((h) => h.action)).toEqual([
      'paid',
      'requestChanges',
      'clientResponse',
      'approve',
      'documentsReady',
      'confirmDocuments',
      ...Array(6).fill('signDocument'),
      'recordFiling',
      'rejectFiling',
      'documentsReady',
      'confirmDocuments',
      ...Array(3).fill('signDocument'),
      'recordFiling',
    ]);
    // Filed with its package's rest still to deliver: nothing is left to cancel on the pipeline.
    const late = await act(id, { action: 'cancel', reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The order is filed: what it has still to deliver is marked done or waived/);
    await recordHistory(id, 'two-states-change-request-rejection');
  }, 180_000);

  it('refuses an action that does not fit with a 409, before it enters the workflow history', async () => {
    const order = await paidOrderInReview();
    const before = (await handleFor(order.id).fetchHistory()).events?.length;
    const response = await act(order.id, { action: 'confirmDocuments' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Confirming documents is only possible in Document Preparation; the order is in Pending Review',
    );
    expect((await handleFor(order.id).fetchHistory()).events?.length).toBe(before);
    expect((await orderRow(order.id)).stage).toBe('PENDING_REVIEW');
  });

  it('cancels a paid order through the API: CANCELED with its reason and refunded once through Stripe', async () => {
    const order = await paidOrderInReview();
    const intent = markPaidOnStripe(order.stripePaymentIntentId!);
    await actOk(order.id, { action: 'approve' });
    await actOk(order.id, { action: 'cancel', reason: 'client asked' });
    expect(await handleFor(order.id).result()).toMatchObject({ canceled: true, stage: 'DOCUMENTS' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'CANCELED', cancelReason: 'client asked', paymentStatus: 'REFUNDED' });
    const refunds = [...live.ctx.stub.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunds.map((r) => r.id)).toEqual([row.refundId]);
    expect(refunds[0].amount).toBe(intent.amount);
    expect((await act(order.id, { action: 'approve' })).statusCode).toBe(409);
    await recordHistory(order.id, 'cancel-with-refund');
  }, 60_000);

  it('while Temporal cannot take it, a paid order waits in Pending Review with its outbox entry; it starts once Temporal answers', async () => {
    await live.worker.kill();
    const order = await payCheckout(live.ctx, uniqueCheckout());
    const entry = await live.ctx.db.outboxEntry.findFirstOrThrow({
      where: { kind: OUTBOX_KINDS.onboardingStart, payload: { equals: { orderId: order.id } } },
    });
    const away = createTemporalGateway({
      address: '127.0.0.1:1',
      namespace: live.temporal.namespace,
      taskQueue: live.taskQueue,
    });
    const relay = new OutboxRelay({
      db: live.ctx.db,
      log: silentLog,
      kinds: [OUTBOX_KINDS.onboardingStart],
      handlers: createOutboxHandlers({
        db: live.ctx.db,
        config: live.ctx.config,
        log: silentLog,
        temporal: away,
        deliverInvitation: async () => {},
      }),
    });
    await waitFor(async () => (await relay.processBatch()).retried > 0, 30_000, 200);
    await away.close();
    expect(await live.ctx.db.outboxEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      status: 'PENDING',
      attempts: 1,
    });
    try {
      expect(await orderRow(order.id)).toMatchObject({ stage: 'PENDING_REVIEW', status: 'PENDING' });
      expect(await firstActivityStartedAt(order.id)).toBeNull();
      // Waits a bounded moment for the start, then says so in the product's words.
      const early = await act(order.id, { action: 'approve' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(ORDER_STILL_STARTING);
    } finally {
      await live.startWorker();
    }
    await waitFor(
      async () => (await live.ctx.db.outboxEntry.findUnique({ where: { id: entry.id } }))?.status === 'DONE',
      30_000,
      100,
    );
    await waitFor(() => firstActivityStartedAt(order.id), 30_000, 50);
    expect((await orderRow(order.id)).workflowId).toBe(onboardingWorkflowId(order.id));
    await waitFor(async () => (await act(order.id, { action: 'approve' })).statusCode === 200, 10_000, 200);
    await databaseAt(order.id, 'DOCUMENTS');
    expect((await orderRow(order.id)).stage).toBe('DOCUMENTS');
  }, 90_000);

  it('finishes an order whose worker was killed mid-stage once a new worker starts', async () => {
    const order = await paidOrderInReview();
    await actOk(order.id, { action: 'approve' });
    await documentsReady(order.id);

    await live.worker.kill('SIGKILL');
    // An action sent while no worker runs waits in Temporal instead of being lost.
    const pending = handleFor(order.id).executeUpdate(staffActionUpdate, {
      args: [{ action: { action: 'confirmDocuments' }, actor: { id: null, email: 'staff@test.example' } }],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await orderRow(order.id)).stage).toBe('DOCUMENTS');

    await live.startWorker();
    expect(await pending).toMatchObject({ stage: 'DOCUMENTS', signing: true });
    await signAll(order.id, await clientOf(order));
    expect((await orderRow(order.id)).stage).toBe('FILING');
    await actOk(order.id, {
      action: 'recordFiling',
      stateCode: 'DE',
      confirmationNumber: 'DE-9',
      filedAt: '2026-11-22',
    });
    expect(await handleFor(order.id).result()).toMatchObject({ stage: 'COMPLETE', canceled: false });
    // Premium's binder and EIN are still to deliver: filed, in progress.
    expect(await orderRow(order.id)).toMatchObject({ stage: 'COMPLETE', status: 'IN_PROGRESS' });
    await recordHistory(order.id, 'main-path');
  }, 120_000);

  it('waits on the client’s signatures with email reminders on durable timers, across a killed worker, until a wet-ink override completes them', async () => {
    const order = await paidOrderInReview();
    const client = await clientOf(order);
    await actOk(order.id, { action: 'approve' });
    await documentsReady(order.id);
    const confirmedAt = Date.now();
    expect((await actOk(order.id, { action: 'confirmDocuments' })).stage).toBe('DOCUMENTS');
    const to = order.contactEmail.toLowerCase();
    const mailsTo = async (subject: RegExp) =>
      (await live.mail.mails()).filter((m) => m.to.includes(to) && subject.test(m.subject));
    await waitFor(async () => (await mailsTo(/^Please sign your formation documents/)).length === 1, 15_000, 50);
    expect((await mailsTo(/^Please sign/))[0].text).toContain(`/orders/${order.id}`);

    // Day 1 (2 s here): the first reminder.
    await waitFor(async () => (await mailsTo(/^Reminder: 3 documents/)).length === 1, 20_000, 50);
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(SIGNATURE_DAY_MS - 200);

    // The worker dies before day 3: the timer is Temporal's, and the reminder comes once a worker is back.
    await live.worker.kill('SIGKILL');
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, confirmedAt + 3 * SIGNATURE_DAY_MS + 500 - Date.now())),
    );
    expect(await mailsTo(/^Reminder: 3 documents/)).toHaveLength(1);
    await live.startWorker();
    await waitFor(async () => (await mailsTo(/^Reminder: 3 documents/)).length >= 2, 30_000, 50);
    expect(
      await live.ctx.db.auditEntry.count({ where: { action: 'order.signature_reminder', target: order.id } }),
    ).toBeGreaterThanOrEqual(2);

    // The client signs two documents; staff record the third as a wet-ink scan, with the reason.
    const list = await offeredDocuments(client, order.id);
    for (const document of list.slice(0, 2)) await signDocument(client, order.id, document, 'Casey Client');
    expect((await orderRow(order.id)).stage).toBe('DOCUMENTS');
    expect(
      await act(order.id, { action: 'recordFiling', stateCode: 'DE', confirmationNumber: 'x', filedAt: '2026-11-22' }),
    ).toMatchObject({ statusCode: 409 });
    const wetInk = await postWetInk(staff, order.id, list[2].assetId, {
      reason: 'Signed on paper at the office',
      version: list[2].version,
      scan: await pdfWithPage('Registered agent consent, signed in ink'),
    });
    expect(wetInk.statusCode, wetInk.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ stage: 'FILING' });
    const state = (await handleFor(order.id).query(pipelineQuery)) as PipelineState;
    expect(state.signatures.map((s) => s.method)).toEqual(['electronic', 'electronic', 'wetInk']);
    expect(
      await live.ctx.db.auditEntry.findFirst({ where: { action: 'order.wet_ink_signature', target: order.id } }),
    ).toMatchObject({
      details: { reason: 'Signed on paper at the office' },
    });

    await actOk(order.id, {
      action: 'recordFiling',
      stateCode: 'DE',
      confirmationNumber: 'DE-55',
      filedAt: '2026-11-23',
    });
    expect(await handleFor(order.id).result()).toMatchObject({ stage: 'COMPLETE', canceled: false });
    await recordHistory(order.id, 'e-signature-reminders-wet-ink');
  }, 120_000);

  it('keeps each run’s history readable through the client and the Web UI, as operators see it', async () => {
    const order = await paidOrderInReview();
    markPaidOnStripe(order.stripePaymentIntentId!);
    await actOk(order.id, { action: 'cancel', reason: 'history check' });
    const handle = handleFor(order.id);
    await handle.result();

    const history = await handle.fetchHistory();
    const started = history.events![0].workflowExecutionStartedEventAttributes!;
    expect(started.workflowType?.name).toBe('onboardingWorkflow');
    expect(started.taskQueue?.name).toBe(live.taskQueue);
    const activities = (history.events ?? [])
      .map((event) => event.activityTaskScheduledEventAttributes?.activityType?.name)
      .filter(Boolean);
    expect(activities).toEqual([
      'loadOrderPlan',
      'recordTransition',
      'recordTransition',
      'cancelOrder',
      'refundPayment',
      'recordTransition',
    ]);

    if (live.temporal.uiUrl) {
      const { runId } = await handle.describe();
      const response = await fetch(
        `${live.temporal.uiUrl}/api/v1/namespaces/${live.temporal.namespace}/workflows/${encodeURIComponent(handle.workflowId)}/history?execution.runId=${runId}`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { history?: { events?: unknown[] } };
      expect(body.history?.events?.length).toBe(history.events!.length);
    }
  }, 60_000);

  it('renders 50 orders of identical business names approved at once, each order its own 6 documents, and times it', async () => {
    const ids: string[] = [];
    const names = uniqueName('Burst Engines');
    for (let i = 0; i < 50; i++) ids.push((await paidOrderInReview(twoStates(names))).id);

    const workerCpuBefore = await processCpuMs(live.worker.child.pid);
    const approvedAt = Date.now();
    const answers = await Promise.all(ids.map((id) => act(id, { action: 'approve' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const ready = () =>
      live.ctx.db.orderStageEvent.count({ where: { orderId: { in: ids }, action: 'documentsReady' } });
    await waitFor(async () => (await ready()) === ids.length, 120_000, 20);
    const elapsedMs = Date.now() - approvedAt;
    const workerCpuMs = (await processCpuMs(live.worker.child.pid)) - workerCpuBefore;
    // Where the time went, from each workflow's history: waiting to be scheduled, queued, running.
    const phases = { toScheduled: [] as number[], queued: [] as number[], running: [] as number[] };
    for (const id of ids.slice(0, 10)) {
      const events = (await handleFor(id).fetchHistory()).events ?? [];
      const at = (e: (typeof events)[number]) => Number(e.eventTime?.seconds) * 1000 + (e.eventTime?.nanos ?? 0) / 1e6;
      const scheduled = new Map<string, number>();
      const started = new Map<string, number>();
      for (const e of events) {
        const type = e.activityTaskScheduledEventAttributes?.activityType?.name;
        if (type === 'generateOrderDocument' || type === 'generateOrderDocuments') {
          scheduled.set(String(e.eventId), at(e));
          phases.toScheduled.push(at(e) - approvedAt);
        }
        const start = e.activityTaskStartedEventAttributes;
        if (start && scheduled.has(String(start.scheduledEventId))) {
          started.set(String(start.scheduledEventId), at(e));
          phases.queued.push(at(e) - scheduled.get(String(start.scheduledEventId))!);
        }
        const done = e.activityTaskCompletedEventAttributes;
        if (done && started.has(String(done.scheduledEventId)))
          phases.running.push(at(e) - started.get(String(done.scheduledEventId))!);
      }
    }
    console.info(
      `Live Temporal: 50 orders x 6 documents approved at once -> all documents ready in ${elapsedMs} ms ` +
        `(${Math.round(300_000 / elapsedMs)} PDFs/s), worker process CPU ${Math.round(workerCpuMs)} ms; ` +
        `median ms (10 orders): approve -> activity scheduled ${median(phases.toScheduled)}, ` +
        `scheduled -> started ${median(phases.queued)}, started -> completed ${median(phases.running)}`,
    );

    const assets = await live.ctx.db.asset.findMany({ where: { orderId: { in: ids } }, include: { versions: true } });
    expect(assets).toHaveLength(300);
    for (const id of ids) {
      const own = assets.filter((asset) => asset.orderId === id);
      expect(own.map((asset) => asset.documentKey).sort()).toEqual(
        ['DE', 'WY'].flatMap((state) =>
          ['articles_organization', 'operating_agreement', 'registered_agent_consent'].map(
            (template) => `order-${id}-${state}-${template}`,
          ),
        ),
      );
      for (const asset of own) {
        expect(asset.version).toBe(1);
        expect(asset.versions.map((v) => v.s3Key)).toEqual([asset.s3Key]);
        expect(asset.s3Key).toContain(`order-${id}-`);
      }
    }
    for (const id of ids) await actOk(id, { action: 'cancel', reason: 'measurement done' });
  }, 600_000);

  it('measures payment-to-first-activity and staff-action-to-database latency (median of 20 orders)', async () => {
    const toFirstActivity: number[] = [];
    const toDatabase: number[] = [];
    const orders = [];
    for (let i = 0; i < 20; i++) {
      const paidAt = Date.now();
      const order = await payCheckout(live.ctx, uniqueCheckout());
      toFirstActivity.push((await waitFor(() => firstActivityStartedAt(order.id), 30_000, 20)) - paidAt);
      orders.push(order);
    }
    for (const order of orders) {
      await waitFor(
        async () =>
          ((await handleFor(order.id).query(pipelineQuery)) as PipelineState).history.some((h) => h.action === 'paid'),
        30_000,
        10,
      );
      const actedAt = Date.now();
      const action = act(order.id, { action: 'approve' });
      await waitFor(async () => (await orderRow(order.id)).stage === 'DOCUMENTS', 30_000, 5);
      toDatabase.push(Date.now() - actedAt);
      expect((await action).statusCode).toBe(200);
      await actOk(order.id, { action: 'cancel', reason: 'measurement done' });
    }
    console.info(
      `Live Temporal: payment webhook -> first activity median ${median(toFirstActivity)} ms; ` +
        `staff action (API) -> database stage median ${median(toDatabase)} ms (20 orders each)`,
    );
    expect(toFirstActivity).toHaveLength(20);
    expect(toDatabase).toHaveLength(20);
  }, 240_000);
});
