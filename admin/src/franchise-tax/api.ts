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
