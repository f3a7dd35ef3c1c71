// Starting quality runs from the API: one pending run per suite at a time, the row RUNNING at once, the job on
// the `quality-runs` queue for the worker process. A run is kept only once its job is queued: with the queue away
// the request answers 503 and leaves no run behind.
import type { FastifyInstance } from 'fastify';
import { configuredUrls, parseSuiteConfig, type TestType } from '../../../domain/quality-config';
import { platformOrigins, refusedTarget } from '../../../domain/quality-targets';
import { badRequest } from '../../errors';
import type { Db } from '../../infra/prisma';
import { onQueue } from '../../queues/connection';
import { cronProblem, enqueueRun, type QualityQueue, runJobId, syncSuiteSchedule } from '../../queues/quality';

export const PENDING_STATUSES = ['QUEUED', 'RUNNING'] as const;

/** The platform's own addresses: PUBLIC_URL and the address this API listens on. */
function ownOrigins(app: FastifyInstance): string[] {
  const address = app.server.address();
  return platformOrigins([app.config.publicUrl], address && typeof address === 'object' ? address.port : undefined);
}

/** Throws a 400 naming the field when the configuration, a target or the schedule is not acceptable. */
export function validateSuite(
  app: FastifyInstance,
  input: { testType: TestType; configuration: unknown; schedule?: string | null },
) {
  const parsed = parseSuiteConfig(input.testType, input.configuration);
  if (!parsed.ok) throw badRequest(parsed.message);
  for (const url of configuredUrls(parsed.config)) {
    const refused = refusedTarget(url, ownOrigins(app));
    if (refused) throw badRequest(`configuration.endpoint: ${refused}`);
  }
  if (input.schedule) {
    const problem = cronProblem(input.schedule);
    if (problem) throw badRequest(`schedule: not a valid cron pattern (${problem})`);
  }
}

/** Keeps the suite's job scheduler in step; a Redis outage is logged (the worker re-syncs on start). */
export async function syncScheduleQuietly(
  app: FastifyInstance,
  producer: QualityQueue,
  suite: Parameters<typeof syncSuiteSchedule>[1],
) {
  try {
    await onQueue(producer.connection, app.config, 'Schedule', () => syncSuiteSchedule(producer.queue, suite));
  } catch (err) {
    app.log.warn({ err: (err as Error).message, suite: suite.id }, 'quality: schedule not registered now');
  }
}

export interface NewRun {
  suiteId: string;
  testType: TestType;
  triggeredBy: string;
  environment: string;
  jobId?: string;
}

/**
 * Creates a RUNNING run unless the suite already has a pending one (then null). An advisory lock per suite makes
 * two clicks, or a click and a scheduler tick, start one run.
 */
export function createPendingRun(db: Db, input: NewRun) {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`quality-run:${input.suiteId}`}))`;
    const pending = await tx.testRun.count({
      where: { suiteId: input.suiteId, status: { in: [...PENDING_STATUSES] } },
    });
    if (pending > 0) return null;
    return tx.testRun.create({ data: { ...input, status: 'RUNNING' } });
  });
}

/**
 * Creates the run (null when one is already pending) and enqueues it for the worker; when the job cannot be queued
 * the run is removed again (a job that still arrives later finds no run and does nothing) and the 503 goes on.
 */
export async function startRun(
  db: Db,
  producer: QualityQueue,
  input: NewRun,
  config: { redisCommandTimeoutMs: number },
) {
  const what = 'The run was not started';
  // With the queue away nothing is created at all.
  await onQueue(producer.connection, config, what, async () => {});
  const run = await createPendingRun(db, input);
  if (!run) return null;
  try {
    await onQueue(producer.connection, config, what, () => enqueueRun(producer.queue, run.id));
  } catch (err) {
    await db.testRun.deleteMany({ where: { id: run.id, pickedUpAt: null } });
    throw err;
  }
  return db.testRun.update({ where: { id: run.id }, data: { jobId: runJobId(run.id) } });
}
