import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Prisma } from '../../prisma/generated/client';
import { listQuerySchema, parseListQuery, setContentRange } from '../lib/list-query';
import { requireArea } from '../plugins/auth';

const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  target: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  role: z.string().nullable(),
  ip: z.string().nullable(),
  success: z.boolean(),
  createdAt: z.date(),
});

export const auditFilter = z.object({
  q: z.string().max(200).optional(),
  /** Action family: 'login' matches login, login.failed, ... */
  action: z.string().max(50).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
});

export function auditWhere(filter: z.infer<typeof auditFilter>): Prisma.AuditEntryWhereInput {
  const where: Prisma.AuditEntryWhereInput = {};
  if (filter.action && filter.action !== 'all') where.action = { startsWith: filter.action };
  if (filter.since) where.createdAt = { gte: new Date(filter.since) };
  if (filter.q) {
    where.OR = [
      { action: { contains: filter.q, mode: 'insensitive' } },
      { target: { contains: filter.q, mode: 'insensitive' } },
      { actorEmail: { contains: filter.q, mode: 'insensitive' } },
      { ip: { contains: filter.q } },
    ];
  }
  return where;
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      preHandler: requireArea('audit'),
      schema: {
        tags: ['admin'],
        summary: 'Audit entries, newest first (ra-data-simple-rest list)',
        querystring: listQuerySchema,
        response: { 200: z.array(auditEntry) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['createdAt', 'action', 'target', 'actorEmail', 'role', 'ip'],
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
      setContentRange(reply, 'audit', query.skip, rows.length, total);
      return rows;
    },
  );
};
