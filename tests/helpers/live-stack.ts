// What every live-Temporal suite runs on: a real Temporal service, the API under test on a storage folder of its
// own, optionally an SMTP catcher, and the real worker process on the suite's task queue. A suite states only its
// app, its own worker variables and its clean-up; `useLiveStack` starts all in beforeAll and stops all in afterAll.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { afterAll, beforeAll } from 'vitest';
import { createTemporalGateway, type TemporalGateway } from '../../platform/infra/temporal';
import { type MailCatcher, startMailCatcher } from '../../scripts/go-tools/mail-catcher';
import { type TestContext, testEnv } from './api';
import { type LiveTemporal, liveTemporalAvailability, startLiveTemporal } from './live-temporal';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

const STARTUP_MS = 120_000;
const SHUTDOWN_MS = 60_000;
const HISTORIES_DIR = path.resolve(import.meta.dirname, '..', 'workflows', 'histories');

export interface LiveStackOptions<Ctx extends TestContext> {
  /** Names the task queue and the storage folder. */
  name: string;
  /** The API under test on the suite's storage folder; `gateway` reaches the live service on the suite's queue. */
  app(env: { STORAGE_DIR: string }, gateway: TemporalGateway): Promise<Ctx>;
  /** Whether the worker sends its emails to a catcher (SMTP_URL) the suite reads. */
  mail?: boolean;
  /** The suite's own worker variables, on top of the Temporal, storage, Redis and SMTP ones. */
  workerEnv?(ctx: Ctx): NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>;
  /** Runs once the worker has stopped, before the API closes (e.g. to remove the suite's rows). */
  cleanup?(ctx: Ctx): Promise<void>;
}

export interface LiveStack<Ctx extends TestContext> {
  temporal: LiveTemporal;
  gateway: TemporalGateway;
  ctx: Ctx;
  storageDir: string;
  taskQueue: string;
  /** The SMTP catcher (with `mail: true`). */
  mail: MailCatcher;
  workerEnv: NodeJS.ProcessEnv;
  worker: WorkerProcess;
  /** A new worker process with the same variables (after the suite killed one), once it polls. */
  startWorker(): Promise<void>;
}

/** Whether a live suite can run; prints why when it cannot (the suite then skips with `describe.skipIf`). */
export function liveSuiteAvailability(suite: string) {
  const availability = liveTemporalAvailability();
  if (!availability.available) console.info(`${suite} skipped: ${availability.reason}.`);
  return availability;
}

/** Starts the stack in beforeAll and stops it in afterAll; its fields are set once beforeAll has run. */
export function useLiveStack<Ctx extends TestContext>(options: LiveStackOptions<Ctx>): LiveStack<Ctx> {
  const live = {
    taskQueue: `${options.name}-${Date.now()}`,
    async startWorker() {
      live.worker = startWorkerProcess(live.workerEnv);
      await live.worker.ready;
    },
  } as LiveStack<Ctx>;

  beforeAll(async () => {
    live.temporal = await startLiveTemporal();
    const { address, namespace } = live.temporal;
    live.gateway = createTemporalGateway({ address, namespace, taskQueue: live.taskQueue });
    live.storageDir = await mkdtemp(path.join(tmpdir(), `${options.name}-`));
    if (options.mail) live.mail = await startMailCatcher();
    live.ctx = await options.app({ STORAGE_DIR: live.storageDir }, live.gateway);
    live.workerEnv = {
      ...testEnv(),
      STORAGE_DIR: live.storageDir,
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: namespace,
      TEMPORAL_TASK_QUEUE: live.taskQueue,
      REDIS_PREFIX: live.ctx.config.redisPrefix,
      ...(live.mail ? { SMTP_URL: live.mail.url } : {}),
      ...(await options.workerEnv?.(live.ctx)),
    };
    await live.startWorker();
  }, STARTUP_MS);

  afterAll(async () => {
    await live.worker?.kill();
    if (live.ctx) await options.cleanup?.(live.ctx);
    await live.ctx?.close();
    await live.gateway?.close();
    await live.mail?.close();
    await live.temporal?.stop();
    if (live.storageDir) await rm(live.storageDir, { recursive: true, force: true });
  }, SHUTDOWN_MS);

  return live;
}

/**
 * With RECORD_HISTORIES=1 a run's history is saved for the replay tests (tests/workflows/histories/): record
 * again after a deliberate change of the workflow, so replay keeps catching accidental ones.
 */
export async function recordHistory(temporal: LiveTemporal, workflowId: string, name: string) {
  if (process.env.RECORD_HISTORIES !== '1') return;
  const history = await temporal.client.workflow.getHandle(workflowId).fetchHistory();
  await writeFile(path.join(HISTORIES_DIR, `${name}.json`), `${historyToJSON(history)}\n`);
}
