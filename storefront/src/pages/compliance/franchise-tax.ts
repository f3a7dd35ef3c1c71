// A Delaware corporation's franchise tax estimate as the API gives it
// (GET/PUT /api/compliance/entities/:entityId/franchise-tax), and its display.
import type { franchiseTaxViewSchema } from '../../../../domain/contracts/compliance';
import type { Wire } from '../../../../domain/contracts/wire';
import type { FranchiseTaxInput } from '../../../../domain/delaware-franchise-tax';
import { apiRequest } from '../../lib/api';

export type FranchiseTax = Wire<typeof franchiseTaxViewSchema>;

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
