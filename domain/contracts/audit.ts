// Audit Logs answers: one entry of the list and the stat tiles, both on the same filter.
import { z } from 'zod';

/** One row of GET /api/audit. */
export const auditEntrySchema = z.object({
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

/** GET /api/audit/stats. */
export const auditStatsSchema = z.object({
  /** Entries matching the filter. */
  total: z.number().int(),
  /** Of those, failed or refused (sign-in failures, access refusals, failed actions). */
  failed: z.number().int(),
  /** Of those, done by ADMIN or SUPERADMIN users. */
  adminActions: z.number().int(),
  /** Distinct signed-in users among them. */
  activeUsers: z.number().int(),
  /** Distinct roles among them, out of `rolesTotal`. */
  roles: z.number().int(),
  rolesTotal: z.number().int(),
});
