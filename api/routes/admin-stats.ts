// Dashboard figures for the back-office: counted from the database on each request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '../../domain/contracts/admin-stats';
import { dashboardFigures } from '../../platform/services/reports';
import { requireArea } from '../plugins/auth';

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      preHandler: requireArea('dashboard'),
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: active clients, pending orders, assets, risk flags',
        response: { 200: adminStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return dashboardFigures(app.db);
    },
  );
};
