// Liveness (/api/health/live: the process answers, nothing else is checked) and readiness (/api/health/ready and
// /api/health, the answer `npm start`, Docker and the browser tests wait on): the database, Redis, Temporal and the
// file storage (S3: the bucket answers; local disk: the folder takes a write), probed at most once a second whatever
// the polling rate, concurrent callers sharing one probe. Only the database makes it `down` (503): without Redis,
// Temporal or the storage the API still answers, `degraded`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../platform/infra/prisma';
import { connectionReady } from '../../platform/infra/redis';

const componentStatus = z.enum(['up', 'down', 'not configured']);
type ComponentStatus = z.infer<typeof componentStatus>;

interface Readiness {
  status: 'ok' | 'degraded' | 'down';
  database: ComponentStatus;
  redis: ComponentStatus;
  temporal: ComponentStatus;
  storage: ComponentStatus;
}

/**
 * How long a readiness probe's result is reused.
 * @internal
 */
export const READINESS_CACHE_MS = 1000;

const readinessSchema = {
  tags: ['system'],
  summary: 'Reachability of the database, Redis, Temporal and the file storage (probed at most once a second)',
  response: {
    200: z.object({
      status: z.enum(['ok', 'degraded']),
      database: componentStatus,
      redis: componentStatus,
      temporal: componentStatus,
      storage: componentStatus,
    }),
    503: z.object({
      status: z.literal('down'),
      database: componentStatus,
      redis: componentStatus,
      temporal: componentStatus,
      storage: componentStatus,
    }),
  },
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = async (): Promise<Readiness> => {
    const [database, redis, temporal, storage] = await Promise.all([
      pingDatabase(app.db).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      // A process that just started may still be connecting: that attempt is waited for, within the bound.
      withTimeout(
        connectionReady(app.redis, 1400, true).then((ready) =>
          ready ? app.redis.ping() : Promise.reject(new Error('Redis not connected')),
        ),
      ).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      app.temporal
        ? app.temporal.isReachable().then((ok) => (ok ? 'up' : 'down') as 'up' | 'down')
        : Promise.resolve('not configured' as const),
      withTimeout(app.files.check()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const components = { database, redis, temporal, storage };
    if (database === 'down') return { status: 'down', ...components };
    const ok = redis === 'up' && temporal !== 'down' && storage === 'up';
    return { status: ok ? 'ok' : 'degraded', ...components };
  };

  let cached: { at: number; result: Promise<Readiness> } | null = null;
  const readiness = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= READINESS_CACHE_MS) cached = { at: now, result: probe() };
    return cached.result;
  };

  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const result = await readiness();
    return reply
      .header('cache-control', 'no-store')
      .status(result.status === 'down' ? 503 : 200)
      .send(result);
  };
  app.get('/api/health', { schema: readinessSchema }, ready);
  app.get('/api/health/ready', { schema: readinessSchema }, ready);

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the API process answers (no dependency is checked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms = 1500): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
