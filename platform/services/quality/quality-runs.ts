// Starting quality runs from the API: one pending run per suite at a time, the row RUNNING at once, the job on
// the `quality-runs` queue for the worker process.
import type { FastifyInstance } from 'fastify';
import { configuredUrls, parseSuiteConfig, type TestType } from '../../../domain/quality-config';
import { platformOrigins, refusedTarget } from '../../../domain/quality-targets';
import { badRequest, serviceUnavailable } from '../../errors';
import type { Db } from '../../infra/prisma';
import { cronProblem, enqueueRun, type QualityQueue, runJobId, syncSuiteSchedule } from '../../queues/quality';

export const PENDING_STATUSES = ['QUEUED', 'RUNNING'] as const;
const QUEUE_TIMEOUT_MS = 5000;

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

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(serviceUnavailable(`${what}: the queue (Redis) is not answering`)),
        QUEUE_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

/** Keeps the suite's job scheduler in step; a Redis outage is logged (the worker re-syncs on start). */
export async function syncScheduleQuietly(
  app: FastifyInstance,
  producer: QualityQueue,
  suite: Parameters<typeof syncSuiteSchedule>[1],
) {
  try {
    await withTimeout(syncSuiteSchedule(producer.queue, suite), 'Schedule');
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

/** Creates the run (null when one is already pending) and enqueues it for the worker. */
export async function startRun(db: Db, producer: QualityQueue, input: NewRun) {
  const run = await createPendingRun(db, input);
  if (!run) return null;
  try {
    await withTimeout(enqueueRun(producer.queue, run.id), 'Run');
  } catch (err) {
    await db.testRun.update({
      where: { id: run.id },
      data: {
        status: 'FAILED',
        error: 'Could not enqueue the run: the queue (Redis) is not answering',
        endTime: new Date(),
      },
    });
    throw err;
  }
  return db.testRun.update({ where: { id: run.id }, data: { jobId: runJobId(run.id) } });
}
