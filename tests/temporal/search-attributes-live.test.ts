// Searchable onboarding workflows on a real Temporal dev server (started with the project's search attributes):
// the relay starts each paid order's workflow with its stage, customer email, states and amount and a memo of
// the order, the workflow keeps the stage (attribute and memo) current as staff move the order, and client.workflow.list finds
// orders by those attributes. The worker process also serves the worker's and the Temporal SDK's metrics.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineState } from '../../domain/pipeline';
import { upsertUser } from '../../platform/services/identity';
import { freePort } from '../../scripts/temporal/dev-server';
import { onboardingWorkflowId, pipelineQuery } from '../../workflows/definitions';
import { CUSTOMER_EMAIL, ORDER_AMOUNT_USD, ORDER_STAGE, ORDER_STATES } from '../../workflows/search-attributes';
import { signedInAs, TestAgent } from '../helpers/api';
import { liveSuiteAvailability, recordHistory as saveHistory, useLiveStack } from '../helpers/live-stack';
import {
  checkoutRecord,
  createPaymentsApp,
  DEFAULT_BUSINESS_NAME,
  payCheckout,
  TEST_STRIPE_ENV,
} from '../helpers/payments';
import { signatureRequestsWritten, signPending } from '../helpers/signing';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live search attribute suite');

describe.skipIf(!availability.available)('searchable onboarding workflows on a live Temporal service', () => {
  let workerMetricsPort: number;
  let temporalMetricsPort: number;
  const live = useLiveStack({
    name: 'onboarding-search',
    app: (env, gateway) => createPaymentsApp(env, { temporal: gateway }),
    workerEnv: async (ctx) => {
      workerMetricsPort = await freePort();
      temporalMetricsPort = await freePort();
      return {
        ...TEST_STRIPE_ENV,
        STRIPE_API_BASE: ctx.stub.url,
        NODE_ENV: 'test',
        WORKER_METRICS_PORT: String(workerMetricsPort),
        TEMPORAL_METRICS_PORT: String(temporalMetricsPort),
      };
    },
  });
  let staff: TestAgent;

  beforeAll(async () => {
    staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
  });

  const handleFor = (orderId: string) => live.temporal.client.workflow.getHandle(onboardingWorkflowId(orderId));
  const act = async (orderId: string, payload: object) => {
    const response = await staff.request({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/actions`,
      payload,
      csrf: true,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The runs saved for the replay tests, so that the search attribute upserts stay deterministic too. */
  const recordHistory = (orderId: string, name: string) =>
    saveHistory(live.temporal, onboardingWorkflowId(orderId), name);

  /** Workflow ids the visibility store returns for a query (eventually consistent: callers poll). */
  async function listIds(query: string): Promise<string[]> {
    const ids: string[] = [];
    for await (const run of live.temporal.client.workflow.list({ query })) ids.push(run.workflowId);
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
    const order = await payCheckout(live.ctx, record);
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
          DE: { businessName: DEFAULT_BUSINESS_NAME, entityType: 'LLC' },
        },
        businessNames: { WY: 'Engines Wyoming LLC', DE: DEFAULT_BUSINESS_NAME },
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
    const client = new TestAgent(live.ctx.app);
    await upsertUser(live.ctx.db, { email: first, password: 'client-password-1234', role: 'CLIENT' });
    await client.login(first, 'client-password-1234');
    await signatureRequestsWritten(live.ctx.db, delaware.id);
    await signPending(client, delaware.id, 'Ada Lovelace');
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
    expect(sdk).toMatch(new RegExp(`task_queue="${live.taskQueue}"`));
  });
});
