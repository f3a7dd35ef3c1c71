// The audit log as staff read it: a page of entries and the stat tiles, both on one set of criteria (the same the
// CSV export reads with SQL in audit-export.ts).
import { ADMIN_ROLES, ROLES } from '../../../domain/roles';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import type { ListQuery } from '../../list-query';
import type { AuditCriteria } from './audit-export';

function auditWhere({ prefixes, range, q }: AuditCriteria): Prisma.AuditEntryWhereInput {
  const and: Prisma.AuditEntryWhereInput[] = [];
  if (prefixes) and.push({ OR: prefixes.map((prefix) => ({ action: { startsWith: prefix } })) });
  if (range.gte || range.lt) and.push({ createdAt: range });
  if (q) {
    and.push({
      OR: [
        { action: { contains: q, mode: 'insensitive' } },
        { target: { contains: q, mode: 'insensitive' } },
        { actorEmail: { contains: q, mode: 'insensitive' } },
        { ip: { contains: q } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

/** One page of entries, newest first unless sorted otherwise, with the total for Content-Range. */
export async function listAuditEntries(
  db: Db,
  criteria: AuditCriteria,
  page: Pick<ListQuery<unknown>, 'sortField' | 'sortOrder' | 'skip' | 'take'>,
) {
  const where = auditWhere(criteria);
  const [rows, total] = await Promise.all([
    db.auditEntry.findMany({
      where,
      orderBy: [{ [page.sortField]: page.sortOrder }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.auditEntry.count({ where }),
  ]);
  return { rows, total };
}

export async function auditStats(db: Db, criteria: AuditCriteria) {
  const where = auditWhere(criteria);
  const [total, failed, adminActions, actors, roles] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.count({ where: { AND: [where, { success: false }] } }),
    db.auditEntry.count({ where: { AND: [where, { role: { in: [...ADMIN_ROLES] } }] } }),
    db.auditEntry.groupBy({ by: ['actorId'], where: { AND: [where, { actorId: { not: null } }] } }),
    db.auditEntry.groupBy({ by: ['role'], where: { AND: [where, { role: { not: null } }] } }),
  ]);
  return { total, failed, adminActions, activeUsers: actors.length, roles: roles.length, rolesTotal: ROLES.length };
}
