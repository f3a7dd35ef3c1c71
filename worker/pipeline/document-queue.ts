// The production DocumentGenerator: a job on the document-generation queue (rendered by the worker's
// document worker), awaited until it is stored. A job id seen before is not added again, so a retried
// activity waits for the first job's result.
import type { Config } from '../../api/config';
import { createDocumentQueue, enqueueDocument, waitForDocument } from '../../api/lib/document-queue';
import type { TemplateId } from '../../domain/document-templates';
import type { DocumentGenerator } from './documents';

/** Within the activity's 5-minute timeout. */
const WAIT_MS = 4 * 60_000;

export function createQueueDocumentGenerator(config: Config): DocumentGenerator & { close(): Promise<void> } {
  let queue: ReturnType<typeof createDocumentQueue> | null = null;
  return {
    async generate(job, jobId) {
      queue ??= createDocumentQueue(config);
      await enqueueDocument(queue, { ...job, template: job.template as TemplateId }, { jobId });
      const { assetId, version } = await waitForDocument(queue, jobId, WAIT_MS);
      return { assetId, version };
    },
    async close() {
      await queue?.close();
    },
  };
}
