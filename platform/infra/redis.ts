import { Redis } from 'ioredis';

/** A Redis connection that fails fast instead of queueing commands while Redis is away. */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 500, 5000),
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
