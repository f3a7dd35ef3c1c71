import type { adminObligationSchema } from '../../../domain/contracts/compliance';
import type { Wire } from '../../../domain/contracts/wire';

/** One row of GET /api/admin/compliance. */
export type ComplianceRecord = Wire<typeof adminObligationSchema>;

/** A dialog about one obligation's entity, opened from the compliance list. */
export type EntityDialogProps = { entityId: string; businessName: string; onClose: () => void };
