// The Asset Factory's calls: generate (202 + job id), drafts, one job and the pipeline.
import type { DocumentJobView, PipelineStatus } from '../../../domain/document-jobs';
import { getJson, httpClient } from '../providers/httpClient';

export type DocumentJob = DocumentJobView<string>;

export interface Pipeline {
  jobs: DocumentJob[];
  stats: Record<PipelineStatus, number>;
}

export interface DocumentForm {
  name: string;
  type: string;
  terms: Record<string, string>;
}

export interface Draft extends DocumentForm {
  id: string;
  entityName: string;
  status: string;
  updatedAt: string;
}

const post = async <T>(url: string, body: unknown, method = 'POST') =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;

/** Blank optional terms are left out (the server checks what is sent). */
const compact = (terms: Record<string, string>) =>
  Object.fromEntries(Object.entries(terms).filter(([, value]) => value.trim() !== ''));

export const generateDocument = (form: DocumentForm, draftId?: string) =>
  post<{ jobId: string; instrumentId: string }>('/api/instruments', {
    name: form.name,
    type: form.type,
    terms: compact(form.terms),
    draftId,
  });

export const saveDraft = (form: DocumentForm, draftId?: string) => {
  const body = { name: form.name, type: form.type || undefined, terms: compact(form.terms) };
  return draftId
    ? post<Draft>(`/api/instruments/drafts/${draftId}`, body, 'PUT')
    : post<Draft>('/api/instruments/drafts', body);
};

export const fetchDrafts = () =>
  getJson<Draft[]>(`/api/instruments?filter=${encodeURIComponent('{"status":"draft"}')}&range=[0,9]`);
export const fetchJob = (id: string) => getJson<DocumentJob>(`/api/document-jobs/${encodeURIComponent(id)}`);
export const fetchPipeline = () => getJson<Pipeline>('/api/document-jobs?limit=10');
export const previewUrl = (assetId: string) => `/api/assets/${assetId}/download?disposition=inline`;
