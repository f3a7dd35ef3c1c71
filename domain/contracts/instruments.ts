// Asset Factory answers: an instrument, a document-generation job, the pipeline of recent jobs and a queued job.
import { z } from 'zod';
import { PIPELINE_STATUSES } from '../document-jobs';
import { INSTRUMENT_STATUSES } from '../instrument-status';

/** An instrument (Asset Factory row, draft or generated document). */
export const instrumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  entityName: z.string(),
  terms: z.record(z.string(), z.unknown()),
  status: z.enum(INSTRUMENT_STATUSES),
  jobId: z.string().nullable(),
  assetId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** One document-generation job (GET /api/document-jobs/:id). */
export const documentJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string(),
  entityName: z.string(),
  instrumentId: z.string().nullable(),
  status: z.enum(PIPELINE_STATUSES),
  progress: z.number(),
  attemptsMade: z.number().int(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  result: z
    .object({ assetId: z.string(), instrumentId: z.string(), version: z.number().int(), checksum: z.string() })
    .nullable(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});

/** GET /api/document-jobs: recent jobs, newest first, and counts by status. */
export const documentPipelineSchema = z.object({
  jobs: z.array(documentJobSchema),
  stats: z.record(z.enum(PIPELINE_STATUSES), z.number()),
});

/** POST /api/instruments: that will build the document. */
export const documentQueuedSchema = z.object({
  jobId: z.string(),
  instrumentId: z.string(),
  status: z.literal('queued'),
});
