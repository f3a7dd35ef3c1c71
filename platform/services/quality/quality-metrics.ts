// Quality metrics and the health check, computed by domain/quality-scores.ts from the runs stored in the database.

import { toScoredRuns } from '../../../domain/quality-results';
import {
  computeHealthCheck,
  computeQualityScores,
  HEALTH_WINDOW_MS,
  RECENT_RUN_WINDOW,
} from '../../../domain/quality-scores';
import type { Db } from '../../infra/prisma';

const FINISHED = { status: { in: ['PASSED', 'FAILED'] as ('PASSED' | 'FAILED')[] } };
const SCORE_FIELDS = { testType: true, status: true, startTime: true, results: true } as const;

/**
 * Scores the newest finished runs and stores the metric; called in the transaction that ends each run, so a run
 * is never seen finished without its metric.
 */
export async function recordQualityMetric(db: Pick<Db, 'testRun' | 'qualityMetric'>, runId: string) {
  const runs = await db.testRun.findMany({
    where: FINISHED,
    orderBy: [{ endTime: 'desc' }, { startTime: 'desc' }],
    take: RECENT_RUN_WINDOW,
    select: SCORE_FIELDS,
  });
  const scores = computeQualityScores(toScoredRuns(runs));
  return db.qualityMetric.create({ data: { ...scores, runId } });
}

export async function loadHealthCheck(db: Db, now = new Date()) {
  const [runs, latest] = await Promise.all([
    db.testRun.findMany({
      where: { ...FINISHED, startTime: { gte: new Date(now.getTime() - HEALTH_WINDOW_MS) } },
      orderBy: { startTime: 'desc' },
      take: 1000,
      select: SCORE_FIELDS,
    }),
    db.qualityMetric.findFirst({ orderBy: { timestamp: 'desc' } }),
  ]);
  return computeHealthCheck(toScoredRuns(runs), latest, now);
}

/** Stored metrics, newest first. */
export const listQualityMetrics = (db: Db, page: { offset: number; limit: number }) =>
  db.qualityMetric.findMany({ orderBy: [{ timestamp: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit });

/** The newest metric; null before any run. */
export const latestQualityMetric = (db: Db) =>
  db.qualityMetric.findFirst({ orderBy: [{ timestamp: 'desc' }, { id: 'desc' }] });
