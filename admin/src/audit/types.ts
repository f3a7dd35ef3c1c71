import type { auditEntrySchema } from '../../../domain/contracts/audit';
import type { Wire } from '../../../domain/contracts/wire';

/** One row of GET /api/audit (the Audit Logs list and the dashboard's Recent Activity). */
export type AuditRecord = Wire<typeof auditEntrySchema>;
