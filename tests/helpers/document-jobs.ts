// Waiting for a document-generation job from a test: the product only adds jobs, the worker answers them.
import { type ConnectionOptions, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { DOCUMENT_GENERATION_QUEUE, type DocumentJobResult, type DocumentQueue } from '../../platform/queues/documents';

/**
 * Waits until the job has finished in whichever process runs it and answers its result; rejects with the
 * job's error once its last attempt has failed, or after timeoutMs.
 */
export async function waitForDocument(
  queue: DocumentQueue,
  jobId: string,
  timeoutMs: number,
): Promise<DocumentJobResult> {
  // Its own connection (blocking reads), from the queue's settings, closed with it.
  const source = queue.opts.connection;
  const events = new QueueEvents(DOCUMENT_GENERATION_QUEUE, {
    connection:
      source instanceof Redis ? ({ ...source.options, enableOfflineQueue: true } as ConnectionOptions) : source,
    prefix: queue.opts.prefix,
  });
  events.on('error', () => {});
  try {
    await events.waitUntilReady();
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`document-generation: no job ${jobId}`);
    return (await job.waitUntilFinished(events, timeoutMs)) as DocumentJobResult;
  } finally {
    await events.close();
  }
}
