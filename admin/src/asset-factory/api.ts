// The Asset Factory's calls beside its resource (GET /api/instruments), over the back-office's HTTP client:
// generate (202 + job id), save a draft, one document job and the pipeline.
import { API_URL, getJson, postJson } from '../providers/httpClient';
import type { DocumentForm, DocumentJob, DocumentQueued, Draft, Pipeline } from './types';

/** Blank optional terms are left out (the server checks what is sent). */
const compact = (terms: Record<string, string>) =>
  Object.fromEntries(Object.entries(terms).filter(([, value]) => value.trim() !== ''));

export const generateDocument = (form: DocumentForm, draftId?: string) =>
  postJson<DocumentQueued>(`${API_URL}/instruments`, {
    name: form.name,
    type: form.type,
    terms: compact(form.terms),
    draftId,
  });

export function saveDocumentDraft(form: DocumentForm, draftId?: string): Promise<Draft> {
  const body = { name: form.name, type: form.type || undefined, terms: compact(form.terms) };
  return draftId
    ? postJson<Draft>(`${API_URL}/instruments/drafts/${draftId}`, body, 'PUT')
    : postJson<Draft>(`${API_URL}/instruments/drafts`, body);
}

export const getDocumentJob = (id: string) =>
  getJson<DocumentJob>(`${API_URL}/document-jobs/${encodeURIComponent(id)}`);

export const getDocumentPipeline = () => getJson<Pipeline>(`${API_URL}/document-jobs?limit=10`);
