// The Asset Factory's calls beside its resource (GET /api/instruments): generate (202 + job id), save a draft, one
// document job and the generation pipeline.
import type { DocumentForm, DocumentJob, DocumentQueued, Draft, Pipeline } from '../asset-factory/types';
import { API_URL, getJson, postJson } from './httpClient';

export interface AssetFactoryCalls {
  /** Queues the document; `draftId`: the draft it comes from, which the server then removes. */
  generateDocument(form: DocumentForm, draftId?: string): Promise<DocumentQueued>;
  /** Creates a draft, or saves over `draftId`. */
  saveDocumentDraft(form: DocumentForm, draftId?: string): Promise<Draft>;
  getDocumentJob(id: string): Promise<DocumentJob>;
  /** The queue's recent jobs and counts by status. */
  getDocumentPipeline(): Promise<Pipeline>;
}

/** Blank optional terms are left out (the server checks what is sent). */
const compact = (terms: Record<string, string>) =>
  Object.fromEntries(Object.entries(terms).filter(([, value]) => value.trim() !== ''));

const INSTRUMENTS = `${API_URL}/instruments`;

export const assetFactoryCalls: AssetFactoryCalls = {
  generateDocument: (form, draftId) =>
    postJson(INSTRUMENTS, { name: form.name, type: form.type, terms: compact(form.terms), draftId }),
  saveDocumentDraft: (form, draftId) => {
    const body = { name: form.name, type: form.type || undefined, terms: compact(form.terms) };
    return draftId
      ? postJson(`${INSTRUMENTS}/drafts/${encodeURIComponent(draftId)}`, body, 'PUT')
      : postJson(`${INSTRUMENTS}/drafts`, body);
  },
  getDocumentJob: (id) => getJson(`${API_URL}/document-jobs/${encodeURIComponent(id)}`),
  getDocumentPipeline: () => getJson(`${API_URL}/document-jobs?limit=10`),
};
