// The Asset Factory: document requests go to the document-generation queue (202 with the job id at once),
// drafts are Instrument rows with status 'draft', and the pipeline reads the queue's recent jobs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentJobSchema,
  documentPipelineSchema,
  documentQueuedSchema,
  instrumentSchema,
} from '../../domain/contracts/instruments';
import { documentDraftSchema, documentRequestSchema } from '../../domain/document-request';
import { INSTRUMENT_STATUSES, type InstrumentStatus } from '../../domain/instrument-status';
import { uuidSchema } from '../../domain/uuid';
import type { Redis } from 'ioredis';
import { notFound } from '../../platform/errors';
import { listPage, listQuerySchema, parseListQuery } from '../../platform/list-query';
import { onQueue } from '../../platform/queues/connection';
import { describeJob, jobStats, recentJobs } from '../../platform/queues/document-jobs';
import { closeDocumentQueue, createDocumentQueue, enqueueDocument } from '../../platform/queues/documents';
import { audit } from '../../platform/services/audit';
import {
  createDraft,
  instrumentRows,
  queueInstrument,
  setInstrumentJob,
  unqueueInstrument,
  updateDraft,
} from '../../platform/services/documents';
import type { Instrument } from '../../prisma/generated/client';
import { requireArea, sessionUser } from '../plugins/auth';

const QUEUE_DOWN = 'Document generation is unavailable';

const instrumentFilter = z.object({
  status: z.enum(INSTRUMENT_STATUSES).optional(),
  type: z.string().max(50).optional(),
  q: z.string().max(200).optional(),
});

const idParams = z.object({ id: uuidSchema('must be an instrument id (UUID)') });

const toInstrument = (row: Instrument) => ({
  ...row,
  status: row.status as InstrumentStatus,
  terms: (row.terms ?? {}) as Record<string, unknown>,
});

export const instrumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const queue = createDocumentQueue(app.config);
  app.addHook('onClose', () => closeDocumentQueue(queue));

  app.post(
    '/api/instruments',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'Generate a document: queues a document-generation job and answers its id at once (202)',
        body: documentRequestSchema,
        response: { 202: documentQueuedSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { name, type, terms, draftId } = request.body;
      const connection = queue.opts.connection as Redis;
      // With the queue away nothing is recorded: the request answers 503 at once.
      await onQueue(connection, app.config, QUEUE_DOWN, async () => {});
      const instrument = await queueInstrument(
        db,
        { name, type, entityName: terms.entityName, terms },
        { draftId, userId: user.id },
      );
      try {
        const { jobId } = await onQueue(connection, app.config, QUEUE_DOWN, () =>
          enqueueDocument(queue, {
            template: type,
            name,
            entityName: terms.entityName,
            terms,
            requestedById: user.id,
            instrumentId: instrument.id,
          }),
        );
        await setInstrumentJob(db, instrument.id, jobId);
        await audit(db, request, {
          action: 'document.generate',
          target: name,
          details: { instrumentId: instrument.id, jobId, template: type },
        });
        return reply.status(202).send({ jobId, instrumentId: instrument.id, status: 'queued' as const });
      } catch (err) {
        // Not queued: the draft it came from is a draft again, a new request is not kept.
        await unqueueInstrument(db, instrument.id, draftId);
        await audit(db, request, {
          action: 'document.generate',
          target: name,
          success: false,
          details: { instrumentId: instrument.id, reason: (err as Error).message },
        });
        throw err;
      }
    },
  );

  app.get(
    '/api/instruments',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'Document requests and drafts, newest first (ra-data-simple-rest list; filter {status, type, q})',
        querystring: listQuerySchema,
        response: { 200: z.array(instrumentSchema) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['updatedAt', 'createdAt', 'name', 'type', 'status'],
        defaultSort: ['updatedAt', 'DESC'],
        filter: instrumentFilter,
      });
      const rows = instrumentRows(db, query.filter);
      const found = await listPage(reply, 'instruments', query, rows.find, rows.count);
      return found.map(toInstrument);
    },
  );

  app.post(
    '/api/instruments/drafts',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'Save the Create New Document form as a draft (nothing required yet)',
        body: documentDraftSchema,
        response: { 201: instrumentSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { name, type, terms } = request.body;
      const draft = await createDraft(
        db,
        { name, type: type ?? '', entityName: terms.entityName ?? '', terms },
        user.id,
      );
      await audit(db, request, {
        action: 'document.draft',
        target: name || '(untitled)',
        details: { instrumentId: draft.id },
      });
      return reply.status(201).send(toInstrument(draft));
    },
  );

  app.put(
    '/api/instruments/drafts/:id',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'Update a saved draft',
        params: idParams,
        body: documentDraftSchema,
        response: { 200: instrumentSchema },
      },
    },
    async (request) => {
      const { name, type, terms } = request.body;
      const updated = await updateDraft(db, request.params.id, {
        name,
        type: type ?? '',
        entityName: terms.entityName ?? '',
        terms,
      });
      return toInstrument(updated);
    },
  );

  app.get(
    '/api/document-jobs',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'The document pipeline: recent document-generation jobs, newest first, and counts by status',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: {
          200: documentPipelineSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [jobs, stats] = await onQueue(queue.opts.connection as Redis, app.config, QUEUE_DOWN, () =>
        Promise.all([recentJobs(queue, request.query.limit), jobStats(queue)]),
      );
      return { jobs, stats };
    },
  );

  app.get(
    '/api/document-jobs/:id',
    {
      preHandler: requireArea('documents'),
      schema: {
        tags: ['documents'],
        summary: 'One document-generation job: status, progress, error and result',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: documentJobSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const job = await onQueue(queue.opts.connection as Redis, app.config, QUEUE_DOWN, () =>
        queue.getJob(request.params.id),
      );
      if (!job) throw notFound(`Job not found: ${request.params.id}`);
      return describeJob(job);
    },
  );
};
