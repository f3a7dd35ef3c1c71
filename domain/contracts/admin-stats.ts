// The back-office dashboard's figures, GET /api/admin/stats.
import { z } from 'zod';

export const adminStatsSchema = z.object({
  /** Customers (CLIENT or MEMBER) with at least one paid order. */
  activeClients: z.number().int(),
  /** Paid orders waiting for review. */
  pendingOrders: z.number().int(),
  assetsManaged: z.number().int(),
  /** Loans that are late or delinquent, or whose covenants are not in compliance (platform/services/risk-flags.ts). */
  riskFlags: z.number().int(),
});
