// BullMQ plumbing shared by the API (which enqueues) and the worker (which runs jobs): connections, the key
// prefix, closing, and one log line per Redis outage.
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { serviceUnavailable } from '../errors';
import type { Log } from '../infra/log';
import { connectionReady } from '../infra/redis';

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
 * A connection that adds jobs or reads queues for a caller who waits (a request, a script): while Redis is not
 * connected a command fails at once instead of waiting in the offline queue (BullMQ still waits for the first
 * connection before its first command); it reconnects in the background.
 */
export function createProducerConnection(config: Config, name: string): Redis {
  const connection = new Redis(config.redisUrl, {
    connectionName: `${config.redisPrefix}:${name}`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  connection.on('error', () => {}); // the worker process reports Redis outages; /api/health reports reachability
  return connection;
}

/** The 503 of a request whose queue work could not be done (nothing queued, nothing recorded), after what it was. */
const QUEUE_AWAY = 'the job queue (Redis) is not reachable; try again shortly.';

/**
 * Runs a request's queue work: a 503 with `what` and QUEUE_AWAY at once while Redis is not connected, or when the
 * work takes longer than three times REDIS_COMMAND_TIMEOUT_MS (the request is answered; the work may still finish).
 */
export async function onQueue<T>(
  connection: Redis,
  config: Pick<Config, 'redisCommandTimeoutMs'>,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  const refusal = () => serviceUnavailable(`${what}: ${QUEUE_AWAY}`);
  if (!(await connectionReady(connection, config.redisCommandTimeoutMs))) throw refusal();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(refusal()), config.redisCommandTimeoutMs * 3);
        timer.unref();
      }),
    ]);
  } catch (err) {
    // A command refused by the connection itself (Redis went away meanwhile) is the same outage.
    if (connection.status !== 'ready' && !(err as { statusCode?: number }).statusCode) throw refusal();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** A queue that only adds jobs, on a connection of its own that `close` ends too (BullMQ leaves a given one open). */
export interface ProducerQueue<Data> {
  queue: Queue<Data>;
  connection: Redis;
  close(): Promise<void>;
}

export function createProducerQueue<Data>(config: Config, queueName: string, name: string): ProducerQueue<Data> {
  const connection = createProducerConnection(config, name);
  const queue = new Queue<Data>(queueName, { connection, prefix: queuePrefix(config) });
  queue.on('error', () => {});
  return {
    queue,
    connection,
    async close() {
      if (connection.status === 'ready') await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}

/**
 * BullMQ namespaces its keys itself (ioredis keyPrefix is not supported by it): every queue key starts with
 * REDIS_PREFIX, so several installs or test runs can share one Redis.
 */
export const queuePrefix = (config: Config): string => `${config.redisPrefix}:bull`;

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

function redactUrl(url: string): string {
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
