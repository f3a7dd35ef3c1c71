// Runs the document-generation queue in the worker process.
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Config } from '../../platform/config';
import { createFileStore, type FileStore } from '../../platform/infra/files';
import type { Log } from '../../platform/infra/log';
import type { Db } from '../../platform/infra/prisma';
import { createQueueConnection, queuePrefix } from '../../platform/queues/connection';
import {
  DOCUMENT_GENERATION_QUEUE,
  type DocumentJobData,
  type DocumentJobResult,
} from '../../platform/queues/documents';
import { DocumentRefused } from './document-refused';
import { generateDocument, markDocumentFailed } from './generate-document';

export interface DocumentWorkerHandle {
  worker: Worker<DocumentJobData, DocumentJobResult>;
  close(): Promise<void>;
}

const isLastAttempt = (job: Job) => job.attemptsMade >= (job.opts.attempts ?? 1);

export function startDocumentWorker(options: {
  config: Config;
  db: Db;
  log: Log;
  /** The worker's file store; without one, a store of its own from `config` (closed with the worker). */
  files?: FileStore;
  concurrency?: number;
}): DocumentWorkerHandle {
  const { config, db, log } = options;
  const files = options.files ?? createFileStore(config);
  const connection = createQueueConnection(config, 'document-worker');
  connection.on('error', () => {}); // outages are reported by the maintenance queue's connection
  const worker = new Worker<DocumentJobData, DocumentJobResult>(
    DOCUMENT_GENERATION_QUEUE,
    // A request that can never render is not retried.
    (job) =>
      generateDocument({ db, files }, job).catch((err) => {
        throw err instanceof DocumentRefused ? new UnrecoverableError(err.message) : err;
      }),
    { connection, prefix: queuePrefix(config), concurrency: options.concurrency ?? 2 },
  );
  worker.on('error', () => {});
  worker.on('completed', (job, result) =>
    log.info({ jobId: job.id, template: job.data.template, ...result }, 'document generated'),
  );
  worker.on('failed', (job, err) => {
    if (!job?.id) return;
    log.error({ jobId: job.id, attempt: job.attemptsMade, err: err.message }, 'document generation failed');
    if (isLastAttempt(job) || err.name === 'UnrecoverableError')
      markDocumentFailed(db, { id: job.id, instrumentId: job.data.instrumentId }, err.message).catch((e: Error) =>
        log.error({ jobId: job.id, err: e.message }, 'could not record the failed document'),
      );
  });
  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
      if (!options.files) await files.close();
    },
  };
}
