// The mail room's writes, which are not ra-data-simple-rest's: logging an item is multipart with its scan
// (checksum computed by the form), and the one change staff make to an item is closing it with a note
// (POST /api/admin/mail/:id/close). Its lists (admin/mail, admin/mail/entities) answer `{ data }`, read as the
// other envelope resources are (envelopeResource.ts).
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient';

export const MAIL_ITEMS = 'admin/mail';
export const MAIL_ENTITIES = 'admin/mail/entities';

export function mailWrites(apiUrl: string): Partial<DataProvider> {
  return {
    create: async (resource, params) => {
      const { scan, ...fields } = params.data as Record<string, string> & { scan: File };
      const form = new FormData();
      // the fields come before the file: the API reads them before it streams the scan
      for (const name of ['checksum', 'entityId', 'kind', 'sender', 'receivedOn']) form.append(name, fields[name]);
      form.append('file', scan, scan.name);
      return { data: (await httpClient(`${apiUrl}/${resource}`, { method: 'POST', body: form })).json };
    },
    update: async (resource, params) => {
      const body = JSON.stringify({ note: params.data.closingNote });
      return { data: (await httpClient(`${apiUrl}/${resource}/${params.id}/close`, { method: 'POST', body })).json };
    },
  };
}
