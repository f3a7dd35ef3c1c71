// The production DocumentGenerator: the documents activity renders and stores the PDF itself, calling the same
// service as the document-generation queue's worker, keyed on the same job id (a retried activity answers the
// version it already made).
// No queue hop and no waiting on queue events, and one retry policy for the step: the activity's, in Temporal.
import { ApplicationFailure } from '@temporalio/activity';
import type { TemplateId } from '../../domain/document-templates';
import type { FileStore } from '../../platform/infra/files';
import type { Db } from '../../platform/infra/prisma';
import { DocumentRefused } from '../documents/document-refused';
import { generateDocument } from '../documents/generate-document';
import { generateDocuments } from '../documents/generate-documents';
import type { DocumentGenerator } from './documents';

/** A request that can never render (unknown template, no entity name) is not retried. */
function refuseUnrecoverable(err: unknown): never {
  if (err instanceof DocumentRefused) throw ApplicationFailure.nonRetryable(err.message, 'DocumentRefused');
  throw err;
}

export function createDirectDocumentGenerator(deps: { db: Db; files: FileStore }): DocumentGenerator {
  return {
    async generate(job, jobId) {
      try {
        const result = await generateDocument(deps, {
          id: jobId,
          data: { ...job, template: job.template as TemplateId },
        });
        return { assetId: result.assetId, version: result.version };
      } catch (err) {
        refuseUnrecoverable(err);
      }
    },
    async generateMany(jobs) {
      try {
        const results = await generateDocuments(
          deps,
          jobs.map(({ job, jobId }) => ({ id: jobId, data: { ...job, template: job.template as TemplateId } })),
        );
        return results.map(({ assetId, version }) => ({ assetId, version }));
      } catch (err) {
        refuseUnrecoverable(err);
      }
    },
  };
}
