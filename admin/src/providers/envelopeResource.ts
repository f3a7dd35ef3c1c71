// A resource whose API answers `{ data }` and lists without Content-Range (GET /api/admin/quality/test-suites):
// the list is short (at most 100 rows), so it comes whole and its length is the total.
import type { DataProvider, Identifier } from 'react-admin';
import { httpClient } from './httpClient';

const LIST_LIMIT = 100;

const unwrap = async <T>(url: string, init?: RequestInit) => ((await httpClient(url, init)).json as { data: T }).data;

export function dataEnvelopeResource(base: string): Partial<DataProvider> {
  const one = (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    getList: async () => {
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      const data = await unwrap<any[]>(`${base}?limit=${LIST_LIMIT}`);
      return { data, total: data.length };
    },
    create: async (_resource, params) =>
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      ({ data: await unwrap<any>(base, { method: 'POST', body: JSON.stringify(params.data) }) }),
    update: async (_resource, params) =>
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      ({ data: await unwrap<any>(one(params.id), { method: 'PUT', body: JSON.stringify(params.data) }) }),
  };
}
