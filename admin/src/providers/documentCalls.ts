// The Asset Factory's calls beside its resource (GET /api/instruments): generate (202 + job id), save a draft,
// one document job and the pipeline.
import type { DocumentForm, DocumentJob, DocumentQueued, Draft, Pipeline } from '../asset-factory/types';
import { API_URL, getJson, postJson } from './httpClient';

export interface DocumentCalls {
  generateDocument(form: DocumentForm, draftId?: string): Promise<DocumentQueued>;
  saveDocumentDraft(form: DocumentForm, draftId?: string): Promise<Draft>;
  getDocumentJob(id: string): Promise<DocumentJob>;
  getDocumentPipeline(): Promise<Pipeline>;
}

/** Blank optional terms are left out (the server checks what is sent). */
const compact = (terms: Record<string, string>) =>
  Object.fromEntries(Object.entries(terms).filter(([, value]) => value.trim() !== ''));

export const documentCalls: DocumentCalls = {
  generateDocument: (form, draftId) =>
    postJson(`${API_URL}/instruments`, { name: form.name, type: form.type, terms: compact(form.terms), draftId }),
  saveDocumentDraft: (form, draftId) => {
    const body = { name: form.name, type: form.type || undefined, terms: compact(form.terms) };
    return draftId
      ? postJson<Draft>(`${API_URL}/instruments/drafts/${draftId}`, body, 'PUT')
      : postJson<Draft>(`${API_URL}/instruments/drafts`, body);
  },
  getDocumentJob: (id) => getJson<DocumentJob>(`${API_URL}/document-jobs/${encodeURIComponent(id)}`),
  getDocumentPipeline: () => getJson<Pipeline>(`${API_URL}/document-jobs?limit=10`),
};
