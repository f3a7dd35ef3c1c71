// Resources whose API answers `{ data }` and lists without Content-Range (the quality suites, runs and metrics under
// /api/admin/quality): a list is one page of `limit` rows from `offset`, its filter passed as query parameters, and
// its length is the total (these lists are short and shown whole).
import type { DataProvider, Identifier } from 'react-admin';
import { httpClient } from './httpClient';

const unwrap = async <T>(url: string, init?: RequestInit) => ((await httpClient(url, init)).json as { data: T }).data;

export function dataEnvelopeResources(apiUrl: string): Partial<DataProvider> {
  const one = (resource: string, id: Identifier) => `${apiUrl}/${resource}/${encodeURIComponent(String(id))}`;
  return {
    getList: async (resource, { pagination = { page: 1, perPage: 100 }, filter = {} }) => {
      const query = new URLSearchParams({
        limit: String(pagination.perPage),
        offset: String((pagination.page - 1) * pagination.perPage),
      });
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, String(value));
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      const data = await unwrap<any[]>(`${apiUrl}/${resource}?${query}`);
      return { data, total: data.length };
    },
    // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
    getOne: async (resource, { id }) => ({ data: await unwrap<any>(one(resource, id)) }),
    create: async (resource, params) =>
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      ({ data: await unwrap<any>(`${apiUrl}/${resource}`, { method: 'POST', body: JSON.stringify(params.data) }) }),
    update: async (resource, params) =>
      // biome-ignore lint/suspicious/noExplicitAny: react-admin's generic record type
      ({ data: await unwrap<any>(one(resource, params.id), { method: 'PUT', body: JSON.stringify(params.data) }) }),
  };
}
