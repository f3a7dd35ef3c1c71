// Dashboard figures for the back-office: counted from the database on each request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CUSTOMER_ROLES, type Role } from '../../domain/roles';
import { requireArea } from '../plugins/auth';
import { countRiskFlags } from '../services/risk-flags';

const adminStats = z.object({
  /** Customers (CLIENT or MEMBER) with at least one paid order. */
  activeClients: z.number().int(),
  /** Paid orders waiting for review. */
  pendingOrders: z.number().int(),
  assetsManaged: z.number().int(),
  /** Loans that are late or delinquent, or whose covenants are not in compliance (api/services/risk-flags.ts). */
  riskFlags: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      preHandler: requireArea('dashboard'),
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: active clients, pending orders, assets, risk flags',
        response: { 200: adminStats },
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
