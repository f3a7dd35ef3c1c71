// /api/admin/quality: test suites, runs executed by the worker, quality metrics and the health check.
// Every payload is wrapped in `data`.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  healthCheckSchema,
  qualityCheckStartedSchema,
  qualityMetricSchema,
  testRunDetailsSchema,
  testRunSchema,
  testSuiteSchema,
} from '../../domain/contracts/quality';
import { TEST_TYPES } from '../../domain/quality-config';
import { uuidSchema } from '../../domain/uuid';
import { conflict, notFound } from '../../platform/errors';
import { createQualityQueue } from '../../platform/queues/quality';
import { audit } from '../../platform/services/audit';
import {
  activeSuites,
  createSuite,
  findRun,
  findSuite,
  latestQualityMetric,
  listQualityMetrics,
  listRuns,
  listSuites,
  loadHealthCheck,
  startRun,
  suiteWithPending,
  syncScheduleQuietly,
  updateSuite,
  validateSuite,
} from '../../platform/services/quality';
import { requireArea } from '../plugins/auth';

const suiteBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(2000).nullish(),
  testType: z.enum(TEST_TYPES),
  configuration: z.record(z.string(), z.unknown(), { error: 'Configuration is required' }),
  isActive: z.boolean().default(true),
  /** Cron pattern of the recurring check; null or empty removes it. */
  schedule: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
});

const page = (defaultLimit: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(200).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
const idParams = z.object({ id: uuidSchema('must be a UUID') });
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

type RunRow = Omit<z.infer<typeof testRunSchema>, 'suiteName'> & { suite: { name: string } | null };
const toRun = <R extends RunRow>({ suite: owner, ...row }: R) => ({ ...row, suiteName: owner?.name ?? null });

export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const producer = createQualityQueue(config, 'quality-api');
  app.addHook('onClose', () => producer.close());
  const guard = requireArea('quality');
  const tags = ['quality'];

  app.get(
    '/api/admin/quality/test-suites',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Test suites, newest change first',
        querystring: page(100),
        response: { 200: data(z.array(testSuiteSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listSuites(db, request.query) };
    },
  );

  app.get(
    '/api/admin/quality/test-suites/:id',
    {
      preHandler: guard,
      schema: { tags, summary: 'One test suite', params: idParams, response: { 200: data(testSuiteSchema) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await suiteWithPending(db, await findSuite(db, request.params.id)) };
    },
  );

  app.post(
    '/api/admin/quality/test-suites',
    {
      preHandler: guard,
      schema: { tags, summary: 'Create a test suite', body: suiteBody, response: { 201: data(testSuiteSchema) } },
    },
    async (request, reply) => {
      validateSuite(app, request.body);
      const created = await createSuite(db, request.body);
      await syncScheduleQuietly(app, producer, created);
      await audit(db, request, { action: 'quality.suite.create', target: created.id, details: { name: created.name } });
      return reply.status(201).send({ data: { ...created, hasPendingRun: false } });
    },
  );

  app.put(
    '/api/admin/quality/test-suites/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Change a test suite (and its schedule)',
        params: idParams,
        body: suiteBody,
        response: { 200: data(testSuiteSchema) },
      },
    },
    async (request) => {
      validateSuite(app, request.body);
      const updated = await updateSuite(db, request.params.id, request.body);
      await syncScheduleQuietly(app, producer, updated);
      await audit(db, request, { action: 'quality.suite.update', target: updated.id, details: { name: updated.name } });
      return { data: await suiteWithPending(db, updated) };
    },
  );

  /** Starts a run of an active suite that has none in progress; the worker executes it. */
  const runSuite = async (request: FastifyRequest, suiteId: string) => {
    const target = await findSuite(db, suiteId);
    if (!target.isActive) throw conflict('This suite is inactive: only active suites can be run');
    const started = await startRun(
      db,
      producer,
      {
        suiteId: target.id,
        testType: target.testType,
        triggeredBy: request.currentUser?.email ?? 'unknown',
        environment: config.env,
      },
      config,
    );
    if (!started) throw conflict('This suite already has a run in progress');
    await audit(db, request, { action: 'quality.run', target: target.id, details: { runId: started.id } });
    return { data: toRun({ ...started, suite: { name: target.name } }) };
  };

  app.post(
    '/api/admin/quality/test-suites/:id/run',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Run a suite now (the worker executes it)',
        params: idParams,
        response: { 202: data(testRunSchema) },
      },
    },
    async (request, reply) => reply.status(202).send(await runSuite(request, request.params.id)),
  );

  app.post(
    '/api/admin/quality/schedule-check',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Run every active suite now',
        response: { 202: data(qualityCheckStartedSchema) },
      },
    },
    async (request, reply) => {
      const suites = await activeSuites(db);
      const runs = [];
      for (const target of suites) {
        const started = await startRun(
          db,
          producer,
          {
            suiteId: target.id,
            testType: target.testType,
            triggeredBy: request.currentUser?.email ?? 'unknown',
            environment: config.env,
          },
          config,
        );
        if (started) runs.push(toRun({ ...started, suite: { name: target.name } }));
      }
      await audit(db, request, { action: 'quality.schedule-check', target: 'quality', details: { runs: runs.length } });
      return reply.status(202).send({ data: { runs, skipped: suites.length - runs.length } });
    },
  );

  app.get(
    '/api/admin/quality/test-runs',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Test runs, newest first, optionally of one suite',
        querystring: page(20).extend({ suiteId: uuidSchema('must be a UUID').optional() }),
        response: { 200: data(z.array(testRunSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: (await listRuns(db, request.query)).map(toRun) };
    },
  );

  app.get(
    '/api/admin/quality/test-runs/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: "One run with each check's result",
        params: idParams,
        response: { 200: data(testRunDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const row = await findRun(db, request.params.id);
      if (!row) throw notFound('Test run not found');
      return { data: toRun(row) };
    },
  );

  app.get(
    '/api/admin/quality/metrics',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Quality metrics, newest first',
        querystring: page(10),
        response: { 200: data(z.array(qualityMetricSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listQualityMetrics(db, request.query) };
    },
  );

  app.get(
    '/api/admin/quality/metrics/latest',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The newest quality metric (null before any run)',
        response: { 200: data(qualityMetricSchema.nullable()) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await latestQualityMetric(db) };
    },
  );

  app.get(
    '/api/admin/quality/health-check',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Coverage, availability, recent runs and standards (null before any run)',
        response: { 200: data(healthCheckSchema.nullable()) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await loadHealthCheck(db) };
    },
  );
};
