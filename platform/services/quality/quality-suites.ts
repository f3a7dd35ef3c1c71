// Quality test suites as staff keep them, each with whether a run of it is still pending; and the runs listed for
// the screen, with their suite's name.
import type { Prisma, TestSuite } from '../../../prisma/generated/client';
import { notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { PENDING_STATUSES } from './quality-runs';

export type SuiteFields = Omit<Prisma.TestSuiteCreateInput, 'configuration'> & {
  configuration: Record<string, unknown>;
};

/** Which of these suites have a run queued or running. */
async function pendingSuiteIds(db: Db, ids: string[]): Promise<Set<string | null>> {
  const rows = await db.testRun.findMany({
    where: { suiteId: { in: ids }, status: { in: [...PENDING_STATUSES] } },
    select: { suiteId: true },
    distinct: ['suiteId'],
  });
  return new Set(rows.map((row) => row.suiteId));
}

const withPending = async (db: Db, rows: TestSuite[]) => {
  const pending = await pendingSuiteIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, hasPendingRun: pending.has(row.id) }));
};

/** Suites, newest change first. */
export async function listSuites(db: Db, page: { offset: number; limit: number }) {
  const rows = await db.testSuite.findMany({
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    skip: page.offset,
    take: page.limit,
  });
  return withPending(db, rows);
}

export const createSuite = (db: Db, { configuration, ...fields }: SuiteFields) =>
  db.testSuite.create({ data: { ...fields, configuration: configuration as object } });

/** The suite; 404 when there is none. */
export async function findSuite(db: Db, id: string): Promise<TestSuite> {
  const suite = await db.testSuite.findUnique({ where: { id } });
  if (!suite) throw notFound('Test suite not found');
  return suite;
}

export async function updateSuite(db: Db, id: string, { configuration, ...fields }: SuiteFields) {
  const existing = await findSuite(db, id);
  return db.testSuite.update({
    where: { id: existing.id },
    data: { ...fields, configuration: configuration as object },
  });
}

export const suiteWithPending = async (db: Db, suite: TestSuite) => (await withPending(db, [suite]))[0];

/** The suites a scheduled check runs. */
export const activeSuites = (db: Db) =>
  db.testSuite.findMany({ where: { isActive: true }, orderBy: { name: 'asc' }, take: 200 });

const WITH_SUITE_NAME = { suite: { select: { name: true } } } as const;

/** Runs, newest first, optionally of one suite, without their results. */
export const listRuns = (db: Db, filter: { suiteId?: string; offset: number; limit: number }) =>
  db.testRun.findMany({
    where: filter.suiteId ? { suiteId: filter.suiteId } : {},
    orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
    skip: filter.offset,
    take: filter.limit,
    omit: { results: true },
    include: WITH_SUITE_NAME,
  });

/** One run with each check's result; null when there is none. */
export const findRun = (db: Db, id: string) => db.testRun.findUnique({ where: { id }, include: WITH_SUITE_NAME });
