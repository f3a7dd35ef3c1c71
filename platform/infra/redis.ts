import { Redis } from 'ioredis';

/** How long one request-path Redis command may take when nothing else is said (REDIS_COMMAND_TIMEOUT_MS). */
const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The request path's Redis connection: it fails fast instead of waiting for Redis. A command sent while it is not
 * connected fails at once (no offline queue), one that gets no answer fails after `commandTimeoutMs`, and the
 * connection keeps reconnecting in the background. Callers decide what a failure means (the rate limits count in
 * memory meanwhile: api/lib/rate-limit-store.ts).
 */
export function createRedis(url: string, name: string, commandTimeoutMs = DEFAULT_REDIS_COMMAND_TIMEOUT_MS): Redis {
  return new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    // Only the connection's own attempts wait this long: commands meanwhile fail at once.
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
}

/**
 * Whether the connection is ready, waiting up to waitMs only while a connection attempt is under way (a process
 * that just started); between reconnection attempts (Redis away) it answers false at once, unless `patient` (a
 * health probe, which may wait for the next attempt).
 */
export function connectionReady(connection: Redis, waitMs: number, patient = false): Promise<boolean> {
  if (connection.status === 'ready') return Promise.resolve(true);
  const attempting = ['wait', 'connecting', 'connect', ...(patient ? ['reconnecting'] : [])];
  if (!attempting.includes(connection.status)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      connection.off('ready', onReady);
      connection.off('close', onClose);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), waitMs);
    connection.once('ready', onReady);
    if (!patient) connection.once('close', onClose);
  });
}

export async function isRedisReachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
