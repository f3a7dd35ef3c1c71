// Dashboard figures for the back-office: counted from the database on each request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '../../domain/contracts/admin-stats';
import { CUSTOMER_ROLES, type Role } from '../../domain/roles';
import { countRiskFlags } from '../../platform/services/risk-flags';
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
      const { db } = app;
      const [activeClients, pendingOrders, assetsManaged, riskFlags] = await Promise.all([
        db.user.count({
          where: {
            role: { in: CUSTOMER_ROLES as Role[] },
            orders: { some: { paymentStatus: 'PAID' } },
          },
        }),
        db.order.count({ where: { paymentStatus: 'PAID', stage: 'PENDING_REVIEW' } }),
        db.asset.count({ where: { deletedAt: null } }),
        countRiskFlags(db),
      ]);
      return { activeClients, pendingOrders, assetsManaged, riskFlags };
    },
  );
};
