// The worker side of the `quality-runs` queue: executes runs (one at a time, they load the platform), creates a
// run for each scheduler tick, and keeps the suites' job schedulers in step with the database on start.
import { type Job, Worker } from 'bullmq';
import type { Config } from '../../platform/config';
import type { Log } from '../../platform/infra/log';
import type { Db } from '../../platform/infra/prisma';
import { createQueueConnection, queuePrefix } from '../../platform/queues/connection';
import {
  createQualityQueue,
  QUALITY_QUEUE,
  type QualityQueue,
  RUN_JOB,
  type RunJobData,
  SCHEDULED_JOB,
  syncAllSchedules,
} from '../../platform/queues/quality';
import { createPendingRun, findRunOfJob, findSuiteOrNull } from '../../platform/services/quality';
import { executeRun, failRun, type RunContext } from './execute-run';

/** @internal */
export const SCHEDULE_TRIGGER = 'schedule';

export interface QualityWorkerOptions {
  config: Config;
  db: Db;
  log: Log;
  /** The platform's base URL the checks target (default PUBLIC_URL). */
  baseUrl?: string;
  /** How long a job's lock lasts without renewal: a crashed worker's run is recovered after about this long. */
  lockDuration?: number;
  stalledInterval?: number;
}

export interface QualityWorkerHandle {
  worker: Worker<RunJobData>;
  producer: QualityQueue;
  /** Resolves once the suites' schedulers are registered. */
  synced: Promise<void>;
  close(): Promise<void>;
}

/**
 * A scheduler tick: one run row per job id, so a re-delivered tick never starts a second run; skipped while the
 * suite already has a run in progress.
 */
async function runForScheduledJob(db: Db, job: Job<RunJobData>, environment: string): Promise<string | null> {
  const existing = await findRunOfJob(db, job.id);
  if (existing) return existing.id;
  const suite = job.data.suiteId ? await findSuiteOrNull(db, job.data.suiteId) : null;
  if (!suite?.isActive) return null;
  const run = await createPendingRun(db, {
    suiteId: suite.id,
    testType: suite.testType,
    environment,
    triggeredBy: SCHEDULE_TRIGGER,
    jobId: job.id,
  });
  return run?.id ?? null;
}

export function startQualityWorker(options: QualityWorkerOptions): QualityWorkerHandle {
  const { config, db, log } = options;
  const baseUrl = options.baseUrl ?? config.publicUrl;
  const ctx: RunContext = {
    db,
    config,
    log,
    target: { baseUrl, ownOrigins: [config.publicUrl], listeningPort: config.port },
  };
  const connection = createQueueConnection(config, 'quality-worker');
  connection.on('error', () => {}); // the maintenance queue reports Redis outages
  const producer = createQualityQueue(config, 'quality-scheduler');

  const worker = new Worker<RunJobData>(
    QUALITY_QUEUE,
    async (job) => {
      const runId = job.name === SCHEDULED_JOB ? await runForScheduledJob(db, job, config.env) : job.data.runId;
      if (job.name !== RUN_JOB && job.name !== SCHEDULED_JOB) throw new Error(`Unknown quality job "${job.name}"`);
      if (runId) await executeRun(ctx, runId);
      return { runId };
    },
    {
      connection,
      prefix: queuePrefix(config),
      concurrency: 1,
      lockDuration: options.lockDuration ?? 30_000,
      stalledInterval: options.stalledInterval ?? 30_000,
    },
  );
  worker.on('error', () => {});
  worker.on('failed', (job, err) => {
    log.error({ job: job?.id, err: err.message }, 'quality run failed');
    if (!job) return;
    void (async () => {
      const runId = job.data.runId ?? (await findRunOfJob(db, job.id))?.id;
      if (runId) await failRun(ctx, runId, `The run stopped: ${err.message}`);
    })().catch(() => {});
  });
  // A job stalled more often than allowed is failed by BullMQ without reaching the processor again.
  worker.on('stalled', (jobId) => log.warn({ job: jobId }, 'quality run stalled: recovering'));

  const synced = syncAllSchedules(db, producer.queue)
    .then(() => log.info('quality: suite schedules registered'))
    .catch((err: Error) => log.error({ err: err.message }, 'quality: could not register suite schedules'));

  return {
    worker,
    producer,
    synced,
    async close() {
      if (connection.status === 'ready') await worker.close().catch(() => {});
      connection.disconnect();
      await producer.close();
    },
  };
}
