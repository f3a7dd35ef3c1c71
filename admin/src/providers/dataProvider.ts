// ra-data-simple-rest on /api (GET /api/audit?sort=...&range=...&filter=... with Content-Range),
// plus the back-office calls that are not resource lists.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { getJson, httpClient } from './httpClient';

export interface AdminStats {
  activeClients: number;
  pendingOrders: number;
  assetsManaged: number;
  riskFlags: number;
}

export interface AdminDataProvider extends DataProvider {
  getAdminStats(): Promise<AdminStats>;
  recordComplianceFiling(
    id: string,
    body: { filedOn: string; confirmation: string },
  ): Promise<{ next: { id: string; dueDate: string } | null }>;
}

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
  recordComplianceFiling: async (id, body) => {
    const { json } = await httpClient(`${API_URL}/admin/compliance/${id}/filing`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json;
  },
};
