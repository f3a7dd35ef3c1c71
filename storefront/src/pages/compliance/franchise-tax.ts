// A Delaware corporation's franchise tax estimate as the API gives it
// (GET/PUT /api/compliance/entities/:entityId/franchise-tax).
import type { franchiseTaxViewSchema } from '../../../../domain/contracts/compliance';
import type { Wire } from '../../../../domain/contracts/wire';
import type { FranchiseTaxInput } from '../../../../domain/delaware-franchise-tax';
import { apiRequest } from '../../lib/api';

export type FranchiseTax = Wire<typeof franchiseTaxViewSchema>;

export const franchiseTaxUrl = (entityId: string) => `/api/compliance/entities/${entityId}/franchise-tax`;

export const saveFranchiseTax = (entityId: string, input: FranchiseTaxInput) =>
  apiRequest<FranchiseTax>('PUT', franchiseTaxUrl(entityId), input);
