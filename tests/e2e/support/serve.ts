// Starts the product for browser tests: a fresh database, known users, the Stripe stand-in wired to the
// app's webhook, the real API serving the built bundles (run `npm run build` first), the document and quality
// workers and the compliance scan (emails logged, not sent).
import { buildApp } from '../../../api/app';
import { loadConfig } from '../../../platform/config';
import { createMailer } from '../../../platform/infra/mailer';
import { createPrisma } from '../../../platform/infra/prisma';
import { createRedis } from '../../../platform/infra/redis';
import { createStripe } from '../../../platform/infra/stripe';
import { upsertUser } from '../../../platform/services/identity';
import { dropDatabase, migrate } from '../../../scripts/prisma-cli';
import { startOpenAiStub } from '../../../stand-ins/openai-server';
import { startStripeStub } from '../../../stand-ins/stripe-server';
import { startComplianceScheduler } from '../../../worker/compliance/scheduler';
import { startDocumentWorker } from '../../../worker/documents/document-worker';
import { startQualityWorker } from '../../../worker/quality/worker';
import { silentLog } from '../../helpers/silent-log';
import { E2E_BASE_URL, E2E_ENV, OPENAI_STUB_PORT, STRIPE_STUB_PORT } from './env';
import { ADMIN, CLIENT } from './users';

const config = loadConfig(E2E_ENV);
await dropDatabase(config.databaseUrl);
await migrate(config.databaseUrl);
const db = createPrisma(config.databaseUrl);
await upsertUser(db, { ...ADMIN, role: 'ADMIN' });
await upsertUser(db, { ...CLIENT, role: 'CLIENT' });

const stub = await startStripeStub({
  port: STRIPE_STUB_PORT,
  webhookUrl: `${E2E_BASE_URL}/api/webhooks/stripe`,
  webhookSecret: config.stripe.webhookSecret,
});
// Answers arrive in pieces 40 ms apart, so streaming is visible in the browser.
const openai = await startOpenAiStub({ port: OPENAI_STUB_PORT, pieceDelayMs: 40 });
const redis = createRedis(config.redisUrl, 'e2e');
await redis.connect();
const app = await buildApp({ config, db, redis, temporal: null, stripe: createStripe(config) });
await app.listen({ port: config.port, host: config.host });
// The Asset Factory's documents and the quality suites run in the worker process in production: here the same
// workers run beside the API.
const documents = startDocumentWorker({ config, db, log: silentLog });
const quality = startQualityWorker({ config, db, log: silentLog, baseUrl: E2E_BASE_URL });
const compliance = startComplianceScheduler({
  config,
  db,
  log: silentLog,
  mailer: createMailer(config, silentLog),
  stripe: createStripe(config),
});
console.log(`e2e product on ${E2E_BASE_URL}, Stripe stand-in on ${stub.url}`);

const stop = async () => {
  await documents.close();
  await quality.close();
  await compliance.close();
  await app.close();
  await stub.close();
  await openai.close();
  await db.$disconnect();
  redis.disconnect();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
