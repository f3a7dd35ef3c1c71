// The `document-generation` BullMQ queue: the API and the order pipeline add jobs here, the worker renders them
// (worker/documents/). A caller-chosen jobId makes adding idempotent: BullMQ ignores a second add with that id.
import { randomUUID } from 'node:crypto';
import { type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { TemplateId } from '../../domain/document-templates';
import type { Config } from '../config';
import { createProducerConnection, queuePrefix } from './connection';
import { DOCUMENT_GENERATION_QUEUE } from './names';

export { DOCUMENT_GENERATION_QUEUE } from './names';

const DOCUMENT_JOB_NAME = 'render';

export interface DocumentJobData {
  template: TemplateId;
  /**
   * The stored file's name (".pdf" is added when missing); the same name in the same scope (order, else client,
   * else the general library) becomes the next version.
   */
  name: string;
  entityName: string;
  terms: Record<string, unknown>;
  orderId?: string;
  ownerId?: string;
  requestedById?: string;
  /** A generated order document's identity (order, state, template): its versions are its regenerations only. */
  documentKey?: string;
  /** An Instrument row created by the caller (e.g. the API) that the worker completes. */
  instrumentId?: string;
}

export interface DocumentJobResult {
  assetId: string;
  instrumentId: string;
  version: number;
  checksum: string;
}

export type DocumentQueue = Queue<DocumentJobData, DocumentJobResult>;

/** Retries with exponential backoff (2 s, 4 s); failed jobs stay in Redis with their error for the screens. */
const DOCUMENT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: false,
};

export function createDocumentQueue(config: Config): DocumentQueue {
  const queue: DocumentQueue = new Queue(DOCUMENT_GENERATION_QUEUE, {
    connection: createProducerConnection(config, 'document-queue'),
    prefix: queuePrefix(config),
    defaultJobOptions: DOCUMENT_JOB_OPTIONS,
  });
  queue.on('error', () => {}); // connection errors are retried by the connection itself
  return queue;
}

/** Closes the queue and the connection it was given: BullMQ leaves a connection it did not create open. */
export async function closeDocumentQueue(queue: DocumentQueue): Promise<void> {
  await queue.close().catch(() => {});
  const connection = queue.opts.connection;
  if (connection instanceof Redis) connection.disconnect();
}

export async function enqueueDocument(
  queue: DocumentQueue,
  data: DocumentJobData,
  opts: { jobId?: string } = {},
): Promise<{ jobId: string }> {
  // Never BullMQ's counter ids: those restart with an emptied Redis and would collide with Instrument.jobId.
  const job = await queue.add(DOCUMENT_JOB_NAME, data, { ...DOCUMENT_JOB_OPTIONS, jobId: opts.jobId ?? randomUUID() });
  if (!job.id) throw new Error('document-generation: the queue returned no job id');
  return { jobId: job.id };
}
