// ra-data-simple-rest on /api (GET /api/audit, /api/loans ?sort=...&range=...&filter=... with Content-Range),
// plus the back-office calls that are not resource lists.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { Schedule, ScheduleRequest } from '../../../domain/amortization';
import { getJson, httpClient } from './httpClient';

export interface AdminStats {
  activeClients: number;
  pendingOrders: number;
  assetsManaged: number;
  riskFlags: number;
}

export interface LoanSummary {
  loans: number;
  totalAmountCents: number;
  remainingBalanceCents: number;
  weightedRate: number;
  atRisk: number;
}

export interface AuditStats {
  total: number;
  failed: number;
  adminActions: number;
  activeUsers: number;
  roles: number;
  rolesTotal: number;
}

export interface AdminDataProvider extends DataProvider {
  getAdminStats(): Promise<AdminStats>;
  calculateSchedule(request: ScheduleRequest): Promise<Schedule>;
  getLoanSummary(): Promise<LoanSummary>;
  getAuditStats(filter: Record<string, unknown>): Promise<AuditStats>;
  createClient(email: string): Promise<{ id: string; email: string }>;
  recordComplianceFiling(
    id: string,
    body: { filedOn: string; confirmation: string },
  ): Promise<{ next: { id: string; dueDate: string } | null }>;
  shareAsset(id: string, clientEmail: string): Promise<AssetShare>;
  unshareAsset(id: string): Promise<AssetShare>;
}

export interface AssetShare {
  id: string;
  ownerId: string | null;
  ownerEmail: string | null;
}

const postJson = async <T>(url: string, body: unknown): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as T;

export const API_URL = '/api';

const rest = simpleRestProvider(API_URL, httpClient);
/** Resources served under another path (e.g. the compliance list at /api/admin/compliance). */
const RESOURCE_PATHS: Record<string, string> = { compliance: 'admin/compliance' };
const pathOf = (resource: string) => RESOURCE_PATHS[resource] ?? resource;

export const dataProvider: AdminDataProvider = {
  ...rest,
  getList: (resource, params) => rest.getList(pathOf(resource), params),
  getOne: (resource, params) => rest.getOne(pathOf(resource), params),
  getMany: (resource, params) => rest.getMany(pathOf(resource), params),
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
  calculateSchedule: (request) => postJson<Schedule>(`${API_URL}/schedules`, request),
  getLoanSummary: () => getJson<LoanSummary>(`${API_URL}/loans/summary`),
  getAuditStats: (filter) =>
    getJson<AuditStats>(`${API_URL}/audit/stats?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
  createClient: (email) => postJson<{ id: string; email: string }>(`${API_URL}/clients`, { email }),
  recordComplianceFiling: async (id, body) => {
    const { json } = await httpClient(`${API_URL}/admin/compliance/${id}/filing`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json;
  },
  shareAsset: (id, clientEmail) => postJson<AssetShare>(`${API_URL}/assets/${id}/share`, { clientEmail }),
  unshareAsset: async (id) => (await httpClient(`${API_URL}/assets/${id}/share`, { method: 'DELETE' })).json,
};
