import type { ObligationSummary } from '../../../domain/compliance-reminders';

/** One row of GET /api/admin/compliance. */
export interface ComplianceRecord extends ObligationSummary {
  clientEmail: string | null;
}
