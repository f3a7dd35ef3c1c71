// Starts the API: its Redis connection, Stripe, the Fastify app listening on the configured port, and the
// hourly session pruning. Run by api/server.ts (`npm run api`, and `npm start` as a child process).

import type { Config } from '../platform/config';
import type { Running } from '../platform/infra/lifecycle';
import type { Db } from '../platform/infra/prisma';
import { createRedis } from '../platform/infra/redis';
import { PrismaSessionStore } from '../platform/infra/session-store';
import { createStripe } from '../platform/infra/stripe';
import type { TemporalGateway } from '../platform/infra/temporal';
import { createMetricsRegistry } from '../platform/metrics/registry';
import { startMetricsServer } from '../platform/metrics/server';
import { buildApp } from './app';

export async function startApi(options: {
  config: Config;
  db: Db;
  temporal: TemporalGateway | null;
}): Promise<Running> {
  const { config, db, temporal } = options;
  const redis = createRedis(config.redisUrl, 'api', config.redisCommandTimeoutMs);
  redis.on('error', () => {}); // reachability is reported by /api/health and the start banner
  redis.connect().catch(() => {});

  const metrics = config.metrics.apiPort ? createMetricsRegistry('api') : undefined;
  const app = await buildApp({ config, db, redis, temporal, stripe: createStripe(config), metrics });
  const pruneSessions = setInterval(() => new PrismaSessionStore(db).prune().catch(() => {}), 60 * 60 * 1000);
  pruneSessions.unref();
  await app.listen({ port: config.port, host: config.host });
  const metricsServer =
    metrics && config.metrics.apiPort
      ? await startMetricsServer({
          registry: metrics,
          port: config.metrics.apiPort,
          host: config.metrics.host,
          log: app.log,
        }).catch((err: Error) => {
          // Metrics are for operators: a port in use is logged, and the API serves customers all the same.
          app.log.error({ err: err.message, port: config.metrics.apiPort }, 'API metrics endpoint could not start');
          return null;
        })
      : null;

  return {
    async close() {
      clearInterval(pruneSessions);
      app.log.info('API shutting down');
      await metricsServer?.close();
      await app.close().catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}
