import type { adminObligationSchema } from '../../../domain/contracts/compliance';
import type { Wire } from '../../../domain/contracts/wire';

/** One row of GET /api/admin/compliance. */
export type ComplianceRecord = Wire<typeof adminObligationSchema>;
