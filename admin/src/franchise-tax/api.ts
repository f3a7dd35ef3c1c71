// A Delaware corporation's franchise tax figures (GET/PUT /api/compliance/entities/:entityId/franchise-tax): the
// server computes both of Delaware's methods; staff of the compliance area enter figures for the client.
import type { franchiseTaxViewSchema } from '../../../domain/contracts/compliance';
import type { Wire } from '../../../domain/contracts/wire';
import type { FranchiseTaxInput } from '../../../domain/delaware-franchise-tax';
import { httpClient } from '../providers/httpClient';

export type FranchiseTaxView = Wire<typeof franchiseTaxViewSchema>;

const url = (entityId: string) => `/api/compliance/entities/${entityId}/franchise-tax`;

export const fetchFranchiseTax = async (entityId: string): Promise<FranchiseTaxView> =>
  (await httpClient(url(entityId))).json;

export const saveFranchiseTax = async (entityId: string, input: FranchiseTaxInput): Promise<FranchiseTaxView> =>
  (await httpClient(url(entityId), { method: 'PUT', body: JSON.stringify(input) })).json;

export const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Dollars typed by staff ('250,000.50') as whole cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const wholeNumber = (text: string) =>
  /^\d[\d,]*$/.test(text.trim()) ? Number(text.replace(/,/g, '')) : Number.NaN;
