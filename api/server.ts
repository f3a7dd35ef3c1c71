// The API process: connects its dependencies, listens, and shuts down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPrisma } from './lib/prisma';
import { createRedis } from './lib/redis';
import { createStripe } from './lib/stripe';
import { PrismaSessionStore } from './lib/session-store';
import { createTemporalGateway } from './lib/temporal';

const config = loadConfig();
const db = createPrisma(config.databaseUrl);
const redis = createRedis(config.redisUrl, 'api');
redis.on('error', () => {}); // reachability is reported by /api/health and the start banner
redis.connect().catch(() => {});
const temporal = config.temporal.address
  ? createTemporalGateway({
      address: config.temporal.address,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
    })
  : null;

const app = await buildApp({ config, db, redis, temporal, stripe: createStripe(config) });
const pruneSessions = setInterval(() => new PrismaSessionStore(db).prune().catch(() => {}), 60 * 60 * 1000);
pruneSessions.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close().catch(() => {});
  await Promise.allSettled([db.$disconnect(), redis.quit(), temporal?.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
