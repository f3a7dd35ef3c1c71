// The mail room's API calls (/api/admin/mail): the list, the entities to log mail for, logging an item with its
// scan (multipart, checksum computed in the browser like DAM uploads) and closing one with a note.
import type { mailEntitySchema, staffMailItemSchema } from '../../../domain/contracts/mailroom';
import type { Wire } from '../../../domain/contracts/wire';
import type { MailKind } from '../../../domain/mailroom';
import { sha256OfFile } from '../dam/upload';
import { httpClient } from '../providers/httpClient';

/** GET /api/admin/mail's items, typed from the route's schema. */
export type StaffMailItem = Wire<typeof staffMailItemSchema>;

/** GET /api/admin/mail/entities's rows, typed from the route's schema. */
export type MailEntity = Wire<typeof mailEntitySchema>;

export interface MailFilter {
  status: string;
  kind: string;
  q: string;
  entityId: string;
}

export async function fetchMail(filter: MailFilter): Promise<StaffMailItem[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return (await httpClient(`/api/admin/mail?${query}`)).json.data;
}

export async function fetchMailEntities(q: string): Promise<MailEntity[]> {
  return (await httpClient(`/api/admin/mail/entities?${new URLSearchParams(q ? { q } : {})}`)).json.data;
}

export async function logMail(input: {
  entityId: string;
  kind: MailKind;
  sender: string;
  receivedOn: string;
  file: File;
}): Promise<StaffMailItem> {
  const form = new FormData();
  form.append('checksum', await sha256OfFile(input.file));
  form.append('entityId', input.entityId);
  form.append('kind', input.kind);
  form.append('sender', input.sender);
  form.append('receivedOn', input.receivedOn);
  form.append('file', input.file, input.file.name);
  return (await httpClient('/api/admin/mail', { method: 'POST', body: form })).json;
}

export async function closeMail(id: string, note: string): Promise<StaffMailItem> {
  return (await httpClient(`/api/admin/mail/${id}/close`, { method: 'POST', body: JSON.stringify({ note }) })).json;
}
