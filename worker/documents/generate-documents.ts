// One order's batch of generated documents (a plain service, called by the documents activity) (the six of an approve, or those regenerated) in a handful of queries
// instead of seven per document: the instruments claimed in one insert, the PDFs rendered and stored side by side,
// every version recorded in one transaction. Each document keeps its own job id and file key, so a retried batch
// answers the versions it already made and renders only the documents still missing.
import { isTemplateId } from '../../domain/document-templates';
import type { FileStore } from '../../platform/infra/files';
import type { Db } from '../../platform/infra/prisma';
import type { DocumentJobData, DocumentJobResult } from '../../platform/queues/documents';
import {
  createJobInstruments,
  findJobInstruments,
  findVersionsOfFiles,
  recordGeneratedVersions,
} from '../../platform/services/documents';
import { DocumentRefused } from './document-refused';
import { generatedDocumentKey, generatedVersionFields, renderJobPdf } from './generate-document';

export interface BatchDocumentJob {
  id: string;
  /** Order documents only: each one carries its documentKey and no caller-made instrument. */
  data: DocumentJobData & { documentKey: string };
}

function checkJob({ id, data }: BatchDocumentJob) {
  if (!isTemplateId(data.template)) throw new DocumentRefused(`unknown template "${data.template}"`);
  if (!data.entityName?.trim()) throw new DocumentRefused('entityName is required');
  if (!data.documentKey || data.instrumentId) throw new DocumentRefused(`${id}: not an order document`);
}

/** Each job's instrument id: created now for a first attempt, found by job id for a retried one. */
async function claimInstruments(db: Db, jobs: BatchDocumentJob[]) {
  const created = await createJobInstruments(
    db,
    jobs.map(({ id, data }) => ({
      name: data.name,
      type: data.template,
      entityName: data.entityName,
      terms: data.terms as object,
      jobId: id,
      createdById: data.requestedById ?? null,
    })),
  );
  const claimed = new Map(created.map((row) => [row.jobId!, { instrumentId: row.id, fresh: true }]));
  const retried = jobs.filter((job) => !claimed.has(job.id)).map((job) => job.id);
  if (retried.length) {
    const rows = await findJobInstruments(db, retried);
    for (const row of rows) claimed.set(row.jobId!, { instrumentId: row.id, fresh: false });
  }
  return claimed;
}

export async function generateDocuments(
  deps: { db: Db; files: FileStore },
  jobs: BatchDocumentJob[],
): Promise<DocumentJobResult[]> {
  const { db, files } = deps;
  jobs.forEach(checkJob);
  if (new Set(jobs.map((job) => job.data.documentKey)).size < jobs.length)
    throw new DocumentRefused('a batch holds each document once');
  const claimed = await claimInstruments(db, jobs);
  const planned = jobs.map((job) => {
    const { instrumentId, fresh } = claimed.get(job.id)!;
    return { job, instrumentId, fresh, s3Key: generatedDocumentKey(instrumentId, job.id) };
  });

  // A retried batch: the documents an earlier attempt already recorded are answered as they are.
  const stale = planned.filter((doc) => !doc.fresh).map((doc) => doc.s3Key);
  const earlier = stale.length ? await findVersionsOfFiles(db, stale) : [];
  const done = new Map(earlier.map((row) => [row.s3Key, row]));

  const stored = await Promise.all(
    planned
      .filter((doc) => !done.has(doc.s3Key))
      .map(async (doc) => {
        const { data } = doc.job;
        const pdf = await renderJobPdf(data);
        const staged = await files.stage(pdf);
        await staged.commit(doc.s3Key, { contentType: 'application/pdf' });
        return {
          instrumentId: doc.instrumentId,
          ...generatedVersionFields(data, doc.s3Key, staged),
          documentKey: data.documentKey,
        };
      }),
  );
  const recorded = stored.length ? await recordGeneratedVersions(db, stored) : [];
  for (const row of recorded) done.set(row.s3Key, row);

  return planned.map((doc) => {
    const row = done.get(doc.s3Key)!;
    return { assetId: row.assetId, instrumentId: doc.instrumentId, version: row.version, checksum: row.checksum };
  });
}
