// The work of one document, a plain service the document-generation queue's worker and the documents activity
// both call (neither shapes it for the other): render, store, record the asset version and complete the instrument.
// Keyed on the job id (Instrument.jobId is unique): a retried or repeated job answers the result it already
// produced instead of creating a second asset.
import { DOCUMENT_TEMPLATES, documentFileName, isTemplateId } from '../../domain/document-templates';
import type { FileStore } from '../../platform/infra/files';
import type { Db } from '../../platform/infra/prisma';
import type { DocumentJobData, DocumentJobResult } from '../../platform/queues/documents';
import {
  assignInstrumentToJob,
  createJobInstrument,
  failJobInstrument,
  findInstrument,
  findJobInstrument,
  findVersionOfFile,
  recordGeneratedVersion,
} from '../../platform/services/documents';
import { DocumentRefused } from './document-refused';
import { renderDocumentPdf } from './render-pdf';

/** One document to render: its request and the id that keys it (a queue's job, or an activity's own). */
export interface DocumentJob {
  id?: string;
  data: DocumentJobData;
  /** Told how far the work is (a queue job's progress); optional. */
  updateProgress?(progress: number): Promise<unknown>;
}

const safeSegment = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);

/** Where a job's PDF is stored: fixed by its instrument and job, so a retry writes and finds the same file. */
export const generatedDocumentKey = (instrumentId: string, jobId: string) =>
  `generated/${instrumentId}/${safeSegment(jobId)}.pdf`;

/** A job's PDF, rendered from its request. */
export const renderJobPdf = (data: DocumentJobData) =>
  renderDocumentPdf({ template: data.template, name: data.name, entityName: data.entityName, terms: data.terms ?? {} });

/** The asset version a job's stored PDF is recorded as. */
export const generatedVersionFields = (
  data: DocumentJobData,
  s3Key: string,
  file: { sha256: string; sizeBytes: number },
) => ({
  name: documentFileName(data.name),
  kind: DOCUMENT_TEMPLATES[data.template].kind,
  s3Key,
  checksum: file.sha256,
  mimeType: 'application/pdf',
  sizeBytes: file.sizeBytes,
  tags: ['generated', data.template],
  createdById: data.requestedById,
  orderId: data.orderId,
  ownerId: data.ownerId,
  documentKey: data.documentKey,
});

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === 'P2002';

/**
 * The instrument this job completes: the caller's row, or one created for the job. `fresh` when created just
 * now: no earlier attempt can have stored its file, so there is nothing to look up.
 */
async function claimInstrument(db: Db, jobId: string, data: DocumentJobData) {
  if (!data.instrumentId) {
    // One query for a first attempt (each one costs CPU in Prisma's query compiler); a retry finds its row.
    try {
      const created = await createJobInstrument(db, jobId, {
        name: data.name,
        type: data.template,
        entityName: data.entityName,
        terms: data.terms as object,
        createdById: data.requestedById ?? null,
      });
      return { instrument: created, fresh: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  const existing = await findJobInstrument(db, jobId);
  if (existing) return { instrument: existing, fresh: false };
  const row = await findInstrument(db, data.instrumentId);
  if (!row) throw new DocumentRefused(`instrument ${data.instrumentId} does not exist`);
  const claimed = await assignInstrumentToJob(db, row.id, jobId);
  return { instrument: claimed, fresh: false };
}

async function previousResult(db: Db, instrumentId: string, s3Key: string): Promise<DocumentJobResult | null> {
  const version = await findVersionOfFile(db, s3Key);
  if (!version) return null;
  return { assetId: version.assetId, instrumentId, version: version.version, checksum: version.checksum };
}

export async function generateDocument(
  deps: { db: Db; files: FileStore },
  job: DocumentJob,
): Promise<DocumentJobResult> {
  const { db, files } = deps;
  const { data } = job;
  if (!job.id) throw new DocumentRefused('document-generation: job without id');
  if (!isTemplateId(data.template)) throw new DocumentRefused(`unknown template "${data.template}"`);
  if (!data.entityName?.trim()) throw new DocumentRefused('entityName is required');

  const { instrument, fresh } = await claimInstrument(db, job.id, data);
  const s3Key = generatedDocumentKey(instrument.id, job.id);
  const done = fresh ? null : await previousResult(db, instrument.id, s3Key);
  if (done) return done;
  await job.updateProgress?.(10);

  const pdf = await renderJobPdf(data);
  await job.updateProgress?.(50);

  const staged = await files.stage(pdf);
  await staged.commit(s3Key, { contentType: 'application/pdf' });
  await job.updateProgress?.(80);

  const asset = await recordGeneratedVersion(db, instrument.id, generatedVersionFields(data, s3Key, staged));
  await job.updateProgress?.(100);
  return { assetId: asset.id, instrumentId: instrument.id, version: asset.version, checksum: staged.sha256 };
}

/** After the last attempt: the instrument (found by job, or the caller's row) shows the failure and its reason. */
export async function markDocumentFailed(
  db: Db,
  job: { id: string; instrumentId?: string },
  reason: string,
): Promise<void> {
  await failJobInstrument(db, job, reason);
}
