// Obligations as the two screens read them: a client's own (another client's is absent, as if it did not exist) and
// staff's list of every formed entity's, with the client's email, a page at a time or streamed for the CSV export.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import {
  type AdminObligationFilter,
  adminObligationOrder,
  adminObligationWhere,
  statusWhere,
} from './obligation-filters';
import { obligationInclude, obligationView } from './obligation-view';

const adminInclude = {
  ...obligationInclude,
  entity: {
    select: {
      ...obligationInclude.entity.select,
      user: { select: { email: true } },
      organization: { select: { name: true } },
    },
  },
} as const;

type AdminObligationRow = Prisma.ComplianceObligationGetPayload<{ include: typeof adminInclude }>;

const adminView = (row: AdminObligationRow, now: Date) => ({
  ...obligationView(row, now),
  clientEmail: row.entity.user?.email ?? null,
  organizationName: row.entity.organization?.name ?? null,
});

/** A client's obligations, soonest first, and their total. */
export async function listClientObligations(
  db: Db,
  userId: string,
  query: { status?: Parameters<typeof statusWhere>[0]; offset: number; limit: number },
  now: Date,
) {
  const where: Prisma.ComplianceObligationWhereInput = {
    entity: { userId },
    ...(query.status ? statusWhere(query.status, now) : {}),
  };
  const [rows, total] = await Promise.all([
    db.complianceObligation.findMany({
      where,
      include: obligationInclude,
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      skip: query.offset,
      take: query.limit,
    }),
    db.complianceObligation.count({ where }),
  ]);
  return { views: rows.map((row) => obligationView(row, now)), total };
}

/** One of the client's own obligations; null for an unknown one or another client's. */
export async function findClientObligation(db: Db, userId: string, id: string, now: Date) {
  const row = await db.complianceObligation.findFirst({
    where: { id, entity: { userId } },
    include: obligationInclude,
  });
  return row ? obligationView(row, now) : null;
}

/** One page of staff's list, and its total. */
export async function listAdminObligations(
  db: Db,
  query: { filter: AdminObligationFilter; sortField: string; sortOrder: 'asc' | 'desc'; skip: number; take: number },
  now: Date,
) {
  const where = adminObligationWhere(query.filter, now);
  const [rows, total] = await Promise.all([
    db.complianceObligation.findMany({
      where,
      include: adminInclude,
      orderBy: adminObligationOrder(query.sortField, query.sortOrder),
      skip: query.skip,
      take: query.take,
    }),
    db.complianceObligation.count({ where }),
  ]);
  return { views: rows.map((row) => adminView(row, now)), total };
}

/** One obligation as staff see it; null when there is none. */
export async function findAdminObligation(db: Db, id: string, now: Date) {
  const row = await db.complianceObligation.findUnique({ where: { id }, include: adminInclude });
  return row ? adminView(row, now) : null;
}

/** A filed obligation as staff see it, and the next one its filing scheduled (as the client sees it). */
export async function filedWithNext(db: Db, id: string, nextId: string | null, now: Date) {
  const [filed, next] = await Promise.all([
    db.complianceObligation.findUniqueOrThrow({ where: { id }, include: adminInclude }),
    nextId ? db.complianceObligation.findUniqueOrThrow({ where: { id: nextId }, include: obligationInclude }) : null,
  ]);
  return { filed: adminView(filed, now), next: next ? obligationView(next, now) : null };
}

const EXPORT_BATCH = 500;

/** Every row of staff's filtered list, fetched in pages by id so memory stays flat however long the list. */
export async function* adminObligationsForExport(db: Db, filter: AdminObligationFilter, now: Date) {
  const where = adminObligationWhere(filter, now);
  let cursor: string | undefined;
  for (;;) {
    const rows: AdminObligationRow[] = await db.complianceObligation.findMany({
      where,
      include: adminInclude,
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: EXPORT_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const row of rows) yield { view: obligationView(row, now), clientEmail: row.entity.user?.email ?? '' };
    if (rows.length < EXPORT_BATCH) return;
    cursor = rows[rows.length - 1].id;
  }
}
