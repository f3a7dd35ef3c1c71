// The services a soak or bench run starts for itself, each stop added to the run's clean-ups as it starts (so a
// failure half-way still stops what did start): a work folder, a fresh database, its own Redis and Temporal dev
// server, an SMTP catcher and the Stripe stand-in; and the variables the product's processes need to use them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';
import { type MailCatcher, startMailCatcher } from '../go-tools/mail-catcher';
import {
  createOwnDatabase,
  type OwnDatabase,
  type OwnRedis,
  type OwnTemporal,
  startOwnRedis,
  startOwnTemporal,
} from './services';

export type Cleanup = () => Promise<unknown>;

/**
 * Runs `cleanups` newest first on Ctrl+C or a stop mid-run (then exits 130), so the processes and services a run
 * started stop and its database is dropped; answers the clean-up for the run's own end.
 */
export function cleanUpOnStop(cleanups: Cleanup[], log: (line: string) => void): () => Promise<void> {
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((err) => log(`clean-up: ${(err as Error).message}`));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  return async () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await cleanUp();
  };
}

export interface RunServices {
  workDir: string;
  database: OwnDatabase;
  redis: OwnRedis;
  temporal: OwnTemporal;
  mail: MailCatcher;
  stub: StripeStub;
  /** The secret the stand-in signs its webhooks with. */
  webhookSecret: string;
  /** The product's variables for these services (the caller adds ports, URLs and log levels). */
  env: Record<string, string>;
}

/** Starts the run's services; `name` ('soak', 'bench') tells its folder, Redis prefix and test keys apart. */
export async function startRunServices(name: string, cleanups: Cleanup[]): Promise<RunServices> {
  const workDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  const database = await createOwnDatabase();
  cleanups.push(() => database.drop());
  const redis = await startOwnRedis();
  cleanups.push(() => redis.stop());
  const temporal = await startOwnTemporal(workDir);
  cleanups.push(() => temporal.stop());
  const mail = await startMailCatcher();
  cleanups.push(() => mail.close());
  const webhookSecret = `whsec_test_${name}`;
  const stub = await startStripeStub({ webhookSecret });
  cleanups.push(() => stub.close());
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: name,
    SESSION_SECRET: `${name}-session-secret-that-is-long-enough-0123456789`,
    STORAGE_DIR: path.join(workDir, 'storage'),
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_NAMESPACE: temporal.namespace,
    STRIPE_SECRET_KEY: `sk_test_${name}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${name}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stub.url,
    SMTP_URL: mail.url,
    LOGIN_RATE_LIMIT_MAX: '1000000',
    // Every customer comes from this one address: its invitation links would meet the per-address limit.
    TOKEN_RATE_LIMIT_MAX: '1000000',
  };
  return { workDir, database, redis, temporal, mail, stub, webhookSecret, env };
}
