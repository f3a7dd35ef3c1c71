// Background queues (BullMQ on Redis). Today: the hourly maintenance job that prunes expired sessions.
// Redis being away is not fatal: connections retry forever and errors are logged once per outage.
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../api/config';
import type { Db } from '../api/lib/prisma';
import { PrismaSessionStore } from '../api/lib/session-store';
import type { Log } from './logger';

export const MAINTENANCE_QUEUE = 'maintenance';
export const PRUNE_SESSIONS_SCHEDULER = 'prune-sessions-hourly';
export const PRUNE_SESSIONS_JOB = 'prune-sessions';

/** A connection BullMQ can use: blocking commands wait for Redis instead of failing (maxRetriesPerRequest null). */
export function createQueueConnection(config: Config, name: string): Redis {
  return new Redis(config.redisUrl, {
    connectionName: `${config.redisPrefix}:${name}`,
    maxRetriesPerRequest: null,
    enableReadyCheck: false,
    retryStrategy: (times) => Math.min(times * 1000, 10_000),
  });
}

/**
 * BullMQ namespaces its keys itself (ioredis keyPrefix is not supported by it): every queue key starts with
 * REDIS_PREFIX, so several installs or test runs can share one Redis.
 */
export const queuePrefix = (config: Config): string => `${config.redisPrefix}:bull`;

export interface MaintenanceHandle {
  queue: Queue;
  worker: Worker;
  /** Resolves once the hourly job scheduler is registered (it waits for Redis if needed). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

export async function runMaintenanceJob(db: Db, job: Pick<Job, 'name'>): Promise<{ pruned: number }> {
  if (job.name !== PRUNE_SESSIONS_JOB) throw new Error(`Unknown maintenance job "${job.name}"`);
  return { pruned: await new PrismaSessionStore(db).prune() };
}

export function startMaintenance(options: { config: Config; db: Db; log: Log; everyMs?: number }): MaintenanceHandle {
  const { config, db, log } = options;
  const prefix = queuePrefix(config);
  const queueConnection = createQueueConnection(config, 'maintenance-queue');
  const workerConnection = createQueueConnection(config, 'maintenance-worker');
  reportOutages(queueConnection, log, config.redisUrl);
  workerConnection.on('error', () => {}); // reported through the queue connection

  const queue = new Queue(MAINTENANCE_QUEUE, { connection: queueConnection, prefix });
  queue.on('error', () => {});
  const worker = new Worker(MAINTENANCE_QUEUE, async (job) => runMaintenanceJob(db, job), {
    connection: workerConnection,
    prefix,
    concurrency: 1,
  });
  worker.on('error', () => {});
  worker.on('completed', (job, result) => log.info({ job: job.name, result }, 'maintenance job done'));
  worker.on('failed', (job, err) => log.error({ job: job?.name, err: err.message }, 'maintenance job failed'));

  const scheduled = queue
    .upsertJobScheduler(
      PRUNE_SESSIONS_SCHEDULER,
      { every: options.everyMs ?? 60 * 60 * 1000 },
      { name: PRUNE_SESSIONS_JOB },
    )
    .then(() => log.info('maintenance: expired sessions are pruned hourly'))
    .catch((err: Error) => log.error({ err: err.message }, 'maintenance: could not register the job scheduler'));

  return {
    queue,
    worker,
    scheduled,
    close: () => closeQueue({ queue, worker, queueConnection, workerConnection }),
  };
}

/** Closes a queue and its worker, then their connections; with Redis away it drops the connections at once. */
export async function closeQueue(parts: {
  queue: Queue;
  worker: Worker;
  queueConnection: Redis;
  workerConnection: Redis;
}) {
  if (parts.queueConnection.status === 'ready')
    await withTimeout(Promise.allSettled([parts.worker.close(), parts.queue.close()]), 5000);
  parts.queueConnection.disconnect();
  parts.workerConnection.disconnect();
}

export function reportOutages(connection: Redis, log: Log, url: string) {
  let down = false;
  const where = redactUrl(url);
  connection.on('error', (err) => {
    if (down) return;
    down = true;
    log.error(
      { redis: where, err: err.message },
      'Redis unreachable: background queues are paused and retrying (start one with `redis-server --daemonize yes`)',
    );
  });
  connection.on('ready', () => {
    if (down) log.info({ redis: where }, 'Redis reachable again: background queues resumed');
    down = false;
  });
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);
}
