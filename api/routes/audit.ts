// The audit log: a filtered, paginated list (ra-data-simple-rest) and the stat tiles, both on the same filter.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_FAMILIES, AUDIT_FAMILY_PREFIXES, AUDIT_PERIODS, auditTimeRange } from '../../domain/audit-actions';
import { auditEntrySchema, auditStatsSchema } from '../../domain/contracts/audit';
import { listQuerySchema, parseFilter, parseListQuery, setContentRange } from '../../platform/list-query';
import { type AuditCriteria, auditStats, listAuditEntries } from '../../platform/services/audit';
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
      const { rows, total } = await listAuditEntries(app.db, auditCriteria(query.filter), query);
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
      return auditStats(app.db, auditCriteria(parseFilter(auditFilter, request.query.filter)));
    },
  );
};
