// The back-office dashboard's figures: active clients (with a paid order), paid orders waiting for review,
// assets managed and risk flags. Orders placed with a partner's test key are not counted.
import { CUSTOMER_ROLES, type Role } from '../../../domain/roles';
import type { Db } from '../../infra/prisma';
import { countRiskFlags } from '../loans/risk-flags';

export async function dashboardFigures(db: Db) {
  const [activeClients, pendingOrders, assetsManaged, riskFlags] = await Promise.all([
    db.user.count({
      where: {
        role: { in: CUSTOMER_ROLES as Role[] },
        orders: { some: { paymentStatus: 'PAID' } },
      },
    }),
    db.order.count({ where: { paymentStatus: 'PAID', stage: 'PENDING_REVIEW', testMode: false } }),
    db.asset.count({ where: { deletedAt: null } }),
    countRiskFlags(db),
  ]);
  return { activeClients, pendingOrders, assetsManaged, riskFlags };
}
