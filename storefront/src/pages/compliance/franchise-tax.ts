// A Delaware corporation's franchise tax estimate as the API gives it
// (GET/PUT /api/compliance/entities/:entityId/franchise-tax), and its display.
import type { FranchiseTaxEstimate, FranchiseTaxInput } from '../../../../domain/delaware-franchise-tax';
import { apiRequest } from '../../lib/api';

export interface FranchiseTax {
  entityId: string;
  businessName: string;
  inputs: FranchiseTaxInput | null;
  estimate: FranchiseTaxEstimate | null;
  enteredAt: string | null;
  enteredByEmail: string | null;
  note: string;
  source: { url: string; readOn: string };
}

export const franchiseTaxUrl = (entityId: string) => `/api/compliance/entities/${entityId}/franchise-tax`;

export const saveFranchiseTax = (entityId: string, input: FranchiseTaxInput) =>
  apiRequest<FranchiseTax>('PUT', franchiseTaxUrl(entityId), input);

export const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Gross assets typed in dollars ('250,000.50') as whole cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
