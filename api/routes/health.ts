// Liveness (/api/health/live: the process answers, nothing else is checked) and readiness (/api/health/ready and
// /api/health, the answer `npm start`, Docker and the browser tests wait on): the database, Redis and Temporal,
// probed at most once a second whatever the polling rate, concurrent callers sharing one probe.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const componentStatus = z.enum(['up', 'down', 'not configured']);
type ComponentStatus = z.infer<typeof componentStatus>;

interface Readiness {
  status: 'ok' | 'degraded' | 'down';
  database: ComponentStatus;
  redis: ComponentStatus;
  temporal: ComponentStatus;
}

/** How long a readiness probe's result is reused. */
export const READINESS_CACHE_MS = 1000;

const readinessSchema = {
  tags: ['system'],
  summary: 'Reachability of the database, Redis and Temporal (probed at most once a second)',
  response: {
    200: z.object({
      status: z.enum(['ok', 'degraded']),
      database: componentStatus,
      redis: componentStatus,
      temporal: componentStatus,
    }),
    503: z.object({
      status: z.literal('down'),
      database: componentStatus,
      redis: componentStatus,
      temporal: componentStatus,
    }),
  },
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = async (): Promise<Readiness> => {
    const [database, redis, temporal] = await Promise.all([
      app.db.$queryRaw`SELECT 1`.then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(app.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      app.temporal
        ? app.temporal.isReachable().then((ok) => (ok ? 'up' : 'down') as 'up' | 'down')
        : Promise.resolve('not configured' as const),
    ]);
    if (database === 'down') return { status: 'down', database, redis, temporal };
    return { status: redis === 'up' && temporal !== 'down' ? 'ok' : 'degraded', database, redis, temporal };
  };

  // The answer is serialised once per probe, not once per request: pollers ask far more often than once a second.
  let cached: { at: number; answer: Promise<{ status: number; text: string }> } | null = null;
  const readiness = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= READINESS_CACHE_MS) {
      const answer = probe().then((result) => ({
        status: result.status === 'down' ? 503 : 200,
        text: JSON.stringify(result),
      }));
      cached = { at: now, answer };
    }
    return cached.answer;
  };

  // Both answers are JSON text of a few dozen bytes, sent as is (never compressed, no serialiser per request).
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { status, text } = await readiness();
    return sendJsonText(reply.status(status), text);
  };
  app.get('/api/health', { compress: false, schema: readinessSchema }, ready);
  app.get('/api/health/ready', { compress: false, schema: readinessSchema }, ready);

  const live = JSON.stringify({ status: 'ok' });
  app.get(
    '/api/health/live',
    {
      compress: false,
      schema: {
        tags: ['system'],
        summary: 'Liveness: the API process answers (no dependency is checked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    (_request, reply) => {
      sendJsonText(reply as FastifyReply, live);
    },
  );
};

/** JSON text sent through the untyped reply, which does not serialise strings again. */
const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);

function withTimeout<T>(promise: Promise<T>, ms = 1500): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
