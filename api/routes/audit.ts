// The audit log: a filtered, paginated list (ra-data-simple-rest) and the stat tiles, both on the same filter.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_FAMILIES, AUDIT_FAMILY_PREFIXES, AUDIT_PERIODS, auditTimeRange } from '../../domain/audit-actions';
import { auditEntrySchema, auditStatsSchema } from '../../domain/contracts/audit';
import { ADMIN_ROLES, ROLES } from '../../domain/roles';
import type { Db } from '../../platform/infra/prisma';
import type { AuditCriteria } from '../../platform/services/audit-export';
import { listQuerySchema, parseFilter, parseListQuery, setContentRange } from '../../platform/services/list-query';
import type { Prisma } from '../../prisma/generated/client';
import { requireArea } from '../plugins/auth';

// PostgreSQL has no year 0000 (the ISO calendar's 1 BC): such a bound is refused here, not by the database.
const fromYearOne = (text: string) => new Date(text).getUTCFullYear() >= 1;
const YEAR_ONE_MESSAGE = 'must be in the year 0001 or later';

const instant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
  })
  .refine(fromYearOne, YEAR_ONE_MESSAGE);

export const auditFilter = z
  .object({
    q: z.string().trim().max(200).optional(),
    /** Action family (domain/audit-actions.ts): 'login' matches login, login.failed, logout, access.denied... */
    action: z.enum(['all', ...AUDIT_FAMILIES]).optional(),
    period: z.enum(AUDIT_PERIODS).optional(),
    /** Custom period bounds: a date is a whole UTC day (to is included). */
    from: instant.optional(),
    to: instant.optional(),
    since: z.iso.datetime({ offset: true }).refine(fromYearOne, YEAR_ONE_MESSAGE).optional(),
  })
  .refine((f) => !(f.from && f.to) || new Date(f.from) <= new Date(f.to), {
    path: ['to'],
    message: 'must not be before from',
  });
export type AuditFilter = z.infer<typeof auditFilter>;

export function auditCriteria(filter: AuditFilter, now = new Date()): AuditCriteria {
  const range = auditTimeRange(filter, now);
  if (filter.since) range.gte = new Date(filter.since);
  return {
    prefixes: filter.action && filter.action !== 'all' ? AUDIT_FAMILY_PREFIXES[filter.action] : null,
    range,
    q: filter.q || undefined,
  };
}

export function auditWhere(filter: AuditFilter, now = new Date()): Prisma.AuditEntryWhereInput {
  const { prefixes, range, q } = auditCriteria(filter, now);
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

export async function auditStatsFor(db: Db, where: Prisma.AuditEntryWhereInput) {
  const [total, failed, adminActions, actors, roles] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.count({ where: { AND: [where, { success: false }] } }),
    db.auditEntry.count({ where: { AND: [where, { role: { in: [...ADMIN_ROLES] } }] } }),
    db.auditEntry.groupBy({ by: ['actorId'], where: { AND: [where, { actorId: { not: null } }] } }),
    db.auditEntry.groupBy({ by: ['role'], where: { AND: [where, { role: { not: null } }] } }),
  ]);
  return { total, failed, adminActions, activeUsers: actors.length, roles: roles.length, rolesTotal: ROLES.length };
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      preHandler: requireArea('audit'),
      schema: {
        tags: ['admin'],
        summary: 'Audit entries, newest first (ra-data-simple-rest list; filter q, action, period, from, to)',
        querystring: listQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['createdAt', 'action', 'target', 'actorEmail', 'role', 'ip', 'success'],
        defaultSort: ['createdAt', 'DESC'],
        filter: auditFilter,
      });
      const where = auditWhere(query.filter);
      const [rows, total] = await Promise.all([
        app.db.auditEntry.findMany({
          where,
          orderBy: [{ [query.sortField]: query.sortOrder }, { id: 'desc' }],
          skip: query.skip,
          take: query.take,
        }),
        app.db.auditEntry.count({ where }),
      ]);
      reply.header('Cache-Control', 'no-store');
      setContentRange(reply, 'audit', query.skip, rows.length, total);
      return rows;
    },
  );

  app.get(
    '/api/audit/stats',
    {
      preHandler: requireArea('audit'),
      schema: {
        tags: ['admin'],
        summary: 'Audit stat tiles for the same filter as the list',
        querystring: z.object({ filter: z.string().optional() }),
        response: { 200: auditStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return auditStatsFor(app.db, auditWhere(parseFilter(auditFilter, request.query.filter)));
    },
  );
};
