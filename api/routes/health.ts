import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const componentStatus = z.enum(['up', 'down', 'not configured']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Reachability of the database, Redis and Temporal',
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
      },
    },
    async (_request, reply) => {
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
      if (database === 'down') return reply.status(503).send({ status: 'down', database, redis, temporal });
      const status: 'ok' | 'degraded' = redis === 'up' && temporal !== 'down' ? 'ok' : 'degraded';
      return { status, database, redis, temporal };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms = 1500): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}
