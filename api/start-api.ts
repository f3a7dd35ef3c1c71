// Starts the API: its Redis connection, Stripe, the Fastify app listening on the configured port, and the
// hourly session pruning. Run by api/server.ts (`npm run api`, and `npm start` as a child process).
import { buildApp } from './app';
import type { Config } from './config';
import type { Running } from './lib/lifecycle';
import type { Db } from './lib/prisma';
import { createRedis } from './lib/redis';
import { PrismaSessionStore } from './lib/session-store';
import { createStripe } from './lib/stripe';
import type { TemporalGateway } from './lib/temporal';

export async function startApi(options: {
  config: Config;
  db: Db;
  temporal: TemporalGateway | null;
}): Promise<Running> {
  const { config, db, temporal } = options;
  const redis = createRedis(config.redisUrl, 'api');
  redis.on('error', () => {}); // reachability is reported by /api/health and the start banner
  redis.connect().catch(() => {});

  const app = await buildApp({ config, db, redis, temporal, stripe: createStripe(config) });
  const pruneSessions = setInterval(() => new PrismaSessionStore(db).prune().catch(() => {}), 60 * 60 * 1000);
  pruneSessions.unref();
  await app.listen({ port: config.port, host: config.host });

  return {
    async close() {
      clearInterval(pruneSessions);
      app.log.info('API shutting down');
      await app.close().catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}
