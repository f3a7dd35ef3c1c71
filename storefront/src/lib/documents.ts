// The client's documents (GET /api/documents) and their authorised download links.
import { useQuery } from '@tanstack/react-query';
import type { DocumentType } from '../../../domain/documents';
import { apiRequest } from './api';

export interface ClientDocument {
  id: string;
  name: string;
  type: DocumentType;
  mimeType: string | null;
  sizeBytes: number;
  createdAt: string;
  orderId: string | null;
  shared: boolean;
}

export interface DocumentPage {
  items: ClientDocument[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DocumentQuery {
  q?: string;
  orderId?: string | null;
  type?: DocumentType | null;
  page?: number;
  pageSize?: number;
}

export function documentsUrl(query: DocumentQuery): string {
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
