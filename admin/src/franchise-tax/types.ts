import type { franchiseTaxViewSchema } from '../../../domain/contracts/compliance';
import type { Wire } from '../../../domain/contracts/wire';

/** A Delaware corporation's franchise tax estimate (GET/PUT /api/compliance/franchise-taxes/:entityId). */
export type FranchiseTaxView = Wire<typeof franchiseTaxViewSchema>;
