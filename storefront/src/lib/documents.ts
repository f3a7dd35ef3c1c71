// The client's documents (GET /api/documents) and their authorised download links.
import { useQuery } from '@tanstack/react-query';
import type { clientDocumentSchema, documentPageSchema } from '../../../domain/contracts/documents';
import type { Wire } from '../../../domain/contracts/wire';
import type { DocumentType } from '../../../domain/documents';
import { apiRequest } from './api';

/** GET /api/documents, typed from the route's own schema. */
export type ClientDocument = Wire<typeof clientDocumentSchema>;

export type DocumentPage = Wire<typeof documentPageSchema>;

export interface DocumentQuery {
  q?: string;
  orderId?: string | null;
  type?: DocumentType | null;
  page?: number;
  pageSize?: number;
}

function documentsUrl(query: DocumentQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.orderId) params.set('orderId', query.orderId);
  if (query.type) params.set('type', query.type);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return `/api/documents${search ? `?${search}` : ''}`;
}

/** One page of the signed-in client's documents; the server searches, filters and pages. */
export const useDocuments = (query: DocumentQuery, enabled = true) =>
  useQuery<DocumentPage>({ queryKey: [documentsUrl(query)], enabled, placeholderData: (previous) => previous });

/** Asks for a fresh, short-lived link and lets the browser download the file through it. */
export async function downloadDocument(id: string): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('GET', `/api/documents/${id}/link`);
  window.location.assign(url);
}
