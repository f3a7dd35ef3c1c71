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
}

const postJson = async <T>(url: string, body: unknown): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as T;

export const API_URL = '/api';

export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
  calculateSchedule: (request) => postJson<Schedule>(`${API_URL}/schedules`, request),
  getLoanSummary: () => getJson<LoanSummary>(`${API_URL}/loans/summary`),
  getAuditStats: (filter) =>
    getJson<AuditStats>(`${API_URL}/audit/stats?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
  createClient: (email) => postJson<{ id: string; email: string }>(`${API_URL}/clients`, { email }),
};
