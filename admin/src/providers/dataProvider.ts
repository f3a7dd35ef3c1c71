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
}

export const API_URL = '/api';

export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
};
