// Searchable onboarding workflows on a real Temporal dev server (started with the project's search attributes):
// the relay starts each paid order's workflow with its stage, customer email, states and amount and a memo of
// the order, the workflow keeps the stage (attribute and memo) current as staff move the order, and client.workflow.list finds
// orders by those attributes. The worker process also serves the worker's and the Temporal SDK's metrics.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineState } from '../../domain/pipeline';
import { createTemporalGateway, type TemporalGateway } from '../../platform/infra/temporal';
import { upsertUser } from '../../platform/services/users';
import { freePort } from '../../scripts/temporal/dev-server';
import { onboardingWorkflowId, pipelineQuery } from '../../workflows/definitions';
import { CUSTOMER_EMAIL, ORDER_AMOUNT_USD, ORDER_STAGE, ORDER_STATES } from '../../workflows/search-attributes';
import { createUser, TestAgent, testEnv } from '../helpers/api';
import { type LiveTemporal, liveTemporalAvailability, startLiveTemporal } from '../helpers/live-temporal';
import {
  checkoutRecord,
  createPaymentsApp,
  type PaymentsContext,
  payCheckout,
  TEST_STRIPE_ENV,
} from '../helpers/payments';
import { startWorkerProcess, type WorkerProcess } from '../helpers/worker-process';

const HISTORIES_DIR = path.resolve(import.meta.dirname, '..', 'workflows', 'histories');
const availability = liveTemporalAvailability();
if (!availability.available) console.info(`Live search attribute suite skipped: ${availability.reason}.`);

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, stepMs = 100) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe.skipIf(!availability.available)('searchable onboarding workflows on a live Temporal service', () => {
  let temporal: LiveTemporal;
  let gateway: TemporalGateway;
  let ctx: PaymentsContext;
  let worker: WorkerProcess;
  let staff: TestAgent;
  let storageDir: string;
  let workerMetricsPort: number;
  let temporalMetricsPort: number;
  const taskQueue = `onboarding-search-${Date.now()}`;

  beforeAll(async () => {
    temporal = await startLiveTemporal();
    gateway = createTemporalGateway({ address: temporal.address, namespace: temporal.namespace, taskQueue });
    storageDir = await mkdtemp(path.join(tmpdir(), 'search-documents-'));
    ctx = await createPaymentsApp({ STORAGE_DIR: storageDir }, { temporal: gateway });
    workerMetricsPort = await freePort();
    temporalMetricsPort = await freePort();
    worker = startWorkerProcess({
      ...testEnv(),
      ...TEST_STRIPE_ENV,
      STRIPE_API_BASE: ctx.stub.url,
      STORAGE_DIR: storageDir,
      NODE_ENV: 'test',
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_NAMESPACE: temporal.namespace,
      TEMPORAL_TASK_QUEUE: taskQueue,
      REDIS_PREFIX: ctx.config.redisPrefix,
      WORKER_METRICS_PORT: String(workerMetricsPort),
      TEMPORAL_METRICS_PORT: String(temporalMetricsPort),
    });
    const admin = await createUser(ctx.db, 'ADMIN');
    staff = new TestAgent(ctx.app);
    await staff.login(admin.email, admin.password);
    await worker.ready;
  }, 120_000);

  afterAll(async () => {
    await worker?.kill();
    await ctx?.close();
    await gateway?.close();
    await temporal?.stop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  const handleFor = (orderId: string) => temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const act = async (orderId: string, payload: object) => {
    const response = await staff.request({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/actions`,
      payload,
      csrf: true,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /**
   * With RECORD_HISTORIES=1 the runs are saved for the replay tests (tests/workflows/histories/), so that the
   * search attribute upserts stay deterministic too.
   */
  async function recordHistory(orderId: string, name: string) {
    if (process.env.RECORD_HISTORIES !== '1') return;
    const history = await handleFor(orderId).fetchHistory();
    await writeFile(path.join(HISTORIES_DIR, `${name}.json`), `${historyToJSON(history)}\n`);
  }

  /** Workflow ids the visibility store returns for a query (eventually consistent: callers poll). */
  async function listIds(query: string): Promise<string[]> {
    const ids: string[] = [];
    for await (const run of temporal.client.workflow.list({ query })) ids.push(run.workflowId);
    return ids.sort();
  }
  const eventually = (query: string, expected: string[]) =>
    waitFor(
      async () => {
        const ids = await listIds(query);
        return JSON.stringify(ids) === JSON.stringify([...expected].sort()) ? ids : null;
      },
      30_000,
      250,
    );

  async function paidInReview(record: ReturnType<typeof checkoutRecord>) {
    const order = await payCheckout(ctx, record);
    await waitFor(
      async () =>
        (
          (await handleFor(order.id)
            .query(pipelineQuery)
            .catch(() => null)) as PipelineState | null
        )?.history.some((h) => h.action === 'paid'),
      30_000,
    );
    return order;
  }

  it('finds orders by stage, customer email, state and amount, the stage kept current as the order moves', async () => {
    // Two customers with the same names: only the email tells their orders apart.
    const contact = (email: string) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+1 555 0100',
      company: 'Analytical Engines',
    });
    const run = Date.now();
    const first = `ada-${run}@one.example`;
    const second = `ada-${run}@two.example`;
    const delaware = await paidInReview(checkoutRecord({ contact: contact(first) }));
    const wyoming = await paidInReview(
      checkoutRecord({
        contact: contact(second),
        states: ['WY', 'DE'],
        entityDetails: {
          WY: { businessName: 'Engines Wyoming LLC', entityType: 'LLC' },
          DE: { businessName: 'Engines LLC', entityType: 'LLC' },
        },
        businessNames: { WY: 'Engines Wyoming LLC', DE: 'Engines LLC' },
      }),
    );
    const idOf = (order: { id: string }) => onboardingWorkflowId(order.id);

    // Set at start by the relay, with the memo.
    const described = await handleFor(wyoming.id).describe();
    expect(described.typedSearchAttributes.get(CUSTOMER_EMAIL)).toBe(second);
    expect(described.typedSearchAttributes.get(ORDER_STATES)).toEqual(['WY', 'DE']);
    expect(described.typedSearchAttributes.get(ORDER_AMOUNT_USD)).toBe(wyoming.totalUSD);
    expect(await described.memo).toMatchObject({
      orderId: wyoming.id,
      customer: 'Ada Lovelace',
      email: second,
      states: ['WY', 'DE'],
      totalUSD: wyoming.totalUSD,
      stage: 'PENDING_REVIEW',
    });
    const memoStage = async (orderId: string) =>
      ((await (await handleFor(orderId).describe()).memo) as { stage?: string } | undefined)?.stage;

    await eventually(`CustomerEmail = '${first}'`, [idOf(delaware)]);
    await eventually(`CustomerEmail = '${second}'`, [idOf(wyoming)]);
    await eventually(`CustomerEmail IN ('${first}', '${second}') AND OrderStage = 'PENDING_REVIEW'`, [
      idOf(delaware),
      idOf(wyoming),
    ]);
    await eventually(`CustomerEmail IN ('${first}', '${second}') AND OrderStates = 'WY'`, [idOf(wyoming)]);
    await eventually(`CustomerEmail IN ('${first}', '${second}') AND OrderAmountUSD = ${wyoming.totalUSD}`, [
      ...(delaware.totalUSD === wyoming.totalUSD ? [idOf(delaware)] : []),
      idOf(wyoming),
    ]);
    await eventually(`CustomerEmail IN ('${first}', '${second}') AND OrderAmountUSD > ${wyoming.totalUSD + 1}`, []);

    // Staff move the Delaware order to documents, then filing: the stage follows, the other order stays.
    await act(delaware.id, { action: 'approve' });
    await eventually(`CustomerEmail = '${first}' AND OrderStage = 'DOCUMENTS'`, [idOf(delaware)]);
    await waitFor(
      async () => !((await handleFor(delaware.id).query(pipelineQuery)) as PipelineState).generating,
      60_000,
    );
    await act(delaware.id, { action: 'confirmDocuments' });
    // Filing starts once the client has signed the documents confirmed for signature.
    const client = new TestAgent(ctx.app);
    await upsertUser(ctx.db, { email: first, password: 'client-password-1234', role: 'CLIENT' });
    await client.login(first, 'client-password-1234');
    // Confirming answers once the workflow accepts it; the signature requests are written a moment later (their
    // audit entry last).
    await waitFor(() =>
      ctx.db.auditEntry.findFirst({ where: { action: 'order.signature_requested', target: delaware.id } }),
    );
    const signatures = await client.request({ method: 'GET', url: `/api/orders/${delaware.id}/signatures` });
    expect(signatures.statusCode, signatures.body).toBe(200);
    for (const document of signatures.json().documents as { assetId: string; status: string; version: number }[]) {
      if (document.status !== 'PENDING') continue;
      const signed = await client.request({
        method: 'POST',
        url: `/api/orders/${delaware.id}/documents/${document.assetId}/sign`,
        payload: { consent: true, fullName: 'Ada Lovelace', version: document.version },
        csrf: true,
      });
      expect(signed.statusCode, signed.body).toBe(200);
    }
    await eventually(`OrderStage = 'FILING' AND OrderStates = 'DE' AND CustomerEmail = '${first}'`, [idOf(delaware)]);
    await eventually(`CustomerEmail = '${second}' AND OrderStage = 'PENDING_REVIEW'`, [idOf(wyoming)]);
    expect((await handleFor(delaware.id).describe()).typedSearchAttributes.get(ORDER_STAGE)).toBe('FILING');
    // The memo's stage moves with it (the rest of the summary is kept); the other order's memo stays in review.
    expect(await memoStage(delaware.id)).toBe('FILING');
    expect(await (await handleFor(delaware.id).describe()).memo).toMatchObject({ email: first, states: ['DE'] });
    expect(await memoStage(wyoming.id)).toBe('PENDING_REVIEW');

    // A cancel shows as CANCELED.
    await act(wyoming.id, { action: 'cancel', reason: 'Customer changed plans' });
    await eventually(`CustomerEmail = '${second}' AND OrderStage = 'CANCELED'`, [idOf(wyoming)]);
    expect(await memoStage(wyoming.id)).toBe('CANCELED');

    // The search-attributes-* histories (memo without its stage) stay as recorded: they prove older runs replay.
    await recordHistory(delaware.id, 'memo-stage-to-filing');
    await recordHistory(wyoming.id, 'memo-stage-cancel');
  }, 180_000);

  it('serves the worker’s queue figures and the Temporal SDK’s own metrics on their ports', async () => {
    const worker = await (await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`)).text();
    expect(worker).toMatch(/^bullmq_queue_jobs\{.*queue="document-generation".*\} \d+/m);
    expect(worker).toMatch(/^outbox_lag_seconds\{process_role="worker"\} /m);
    // The SDK exports once a second: wait for its first workflow task figures.
    const sdk = await waitFor(
      async () => {
        const text = await (await fetch(`http://127.0.0.1:${temporalMetricsPort}/metrics`)).text();
        return /workflow_task|poll/.test(text) ? text : null;
      },
      15_000,
      500,
    );
    expect(sdk).toMatch(new RegExp(`task_queue="${taskQueue}"`));
  });
});
