// The `quality-runs` queue: the API enqueues runs and keeps one job scheduler per scheduled suite; the worker
// process executes them (worker/quality/worker.ts).
import type { Queue } from 'bullmq';
import { CronExpressionParser } from 'cron-parser';
import type { Config } from '../config';
import type { Db } from '../infra/prisma';
import { createProducerQueue, type ProducerQueue } from './connection';
import { QUALITY_QUEUE } from './names';

export { QUALITY_QUEUE } from './names';
/** A run row already exists (Run button, Schedule Quality Check): data { runId }. */
export const RUN_JOB = 'run';
/** Fired by a suite's job scheduler: the worker creates the run row, once per tick. */
export const SCHEDULED_JOB = 'scheduled-run';

export interface RunJobData {
  runId?: string;
  suiteId?: string;
}

/** @internal */
export const schedulerKey = (suiteId: string) => `suite-${suiteId}`;
export const runJobId = (runId: string) => `run-${runId}`;

/** Null when the pattern is a valid cron expression (5 fields, or 6 with seconds), else why not. */
export function cronProblem(pattern: string): string | null {
  try {
    CronExpressionParser.parse(pattern);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

export type QualityQueue = ProducerQueue<RunJobData>;

export function createQualityQueue(config: Config, name = 'quality-queue'): QualityQueue {
  return createProducerQueue<RunJobData>(config, QUALITY_QUEUE, name);
}

export async function enqueueRun(queue: Queue<RunJobData>, runId: string) {
  await queue.add(RUN_JOB, { runId }, { jobId: runJobId(runId), removeOnComplete: 1000, removeOnFail: 1000 });
}

type ScheduledSuite = { id: string; isActive: boolean; schedule: string | null };

/** Registers, changes or removes the suite's job scheduler to match the suite (idempotent: safe on every start). */
export async function syncSuiteSchedule(queue: Queue<RunJobData>, suite: ScheduledSuite) {
  if (suite.isActive && suite.schedule) {
    await queue.upsertJobScheduler(
      schedulerKey(suite.id),
      { pattern: suite.schedule },
      { name: SCHEDULED_JOB, data: { suiteId: suite.id }, opts: { removeOnComplete: 1000, removeOnFail: 1000 } },
    );
  } else {
    await queue.removeJobScheduler(schedulerKey(suite.id));
  }
}

/** Makes the schedulers in Redis match the suites in the database (after a restart or a Redis flush). */
export async function syncAllSchedules(db: Db, queue: Queue<RunJobData>) {
  const suites = await db.testSuite.findMany({ select: { id: true, isActive: true, schedule: true } });
  for (const suite of suites) await syncSuiteSchedule(queue, suite);
  const known = new Set(suites.map((suite) => schedulerKey(suite.id)));
  for (const scheduler of await queue.getJobSchedulers()) {
    if (scheduler.key.startsWith('suite-') && !known.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
  }
}
