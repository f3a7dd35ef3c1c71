// The worker's side of a quality run's row: finding the run a queue job stands for, claiming it once, recording
// each check's progress and the final state together with the metric it produces.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { recordQualityMetric } from './quality-metrics';

/** The run a queue job created, if any (a scheduler tick or a failed job is traced back by its job id). */
export const findRunOfJob = (db: Db, jobId: string | undefined) =>
  db.testRun.findFirst({ where: { jobId }, select: { id: true } });

/** The suite, or null when it was deleted. */
export const findSuiteOrNull = (db: Db, id: string) => db.testSuite.findUnique({ where: { id } });

export const findRunState = (db: Db, runId: string) => db.testRun.findUnique({ where: { id: runId } });

export const findRunWithSuite = (db: Db, runId: string) =>
  db.testRun.findUnique({ where: { id: runId }, include: { suite: true } });

/** When the run was picked up (set by claimRun). */
export const runPickedUpAt = async (db: Db, runId: string) =>
  (await db.testRun.findUniqueOrThrow({ where: { id: runId } })).pickedUpAt;

/**
 * Stamps a pending run as picked up with its number of checks; false when it was already stamped (an earlier
 * worker died mid-run) or has ended.
 */
export async function claimRun(db: Db, runId: string, total: number, testType: Prisma.TestRunUpdateInput['testType']) {
  const claimed = await db.testRun.updateMany({
    where: { id: runId, pickedUpAt: null, status: { in: ['QUEUED', 'RUNNING'] } },
    data: { pickedUpAt: new Date(), status: 'RUNNING', progressTotal: total, totalTests: total, testType },
  });
  return claimed.count > 0;
}

export const recordRunProgress = (
  db: Db,
  runId: string,
  progress: { progressDone: number; passedTests: number; results: object },
) => db.testRun.update({ where: { id: runId }, data: progress });

/** The run's final state and the metric it produces, together. */
export async function finishRun(db: Db, runId: string, data: Prisma.TestRunUpdateInput) {
  await db.$transaction(async (tx) => {
    await tx.testRun.update({ where: { id: runId }, data });
    await recordQualityMetric(tx, runId);
  });
}
