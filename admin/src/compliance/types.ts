import type { ObligationStatus } from '../../../domain/compliance-reminders';

/** One row of GET /api/admin/compliance. */
export interface ComplianceRecord {
  id: string;
  title: string;
  description: string;
  feeUSD: number;
  feeNote: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: ObligationStatus;
  filedOn: string | null;
  confirmation: string | null;
  businessName: string;
  stateCode: string;
  entityType: string;
  clientEmail: string | null;
}
