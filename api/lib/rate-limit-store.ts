// The store of every rate limit (@fastify/rate-limit's own two stores, chosen per lookup): counts in Redis, shared
// by every API process, and in this process's memory while Redis is away (not connected, or no answer within
// REDIS_COMMAND_TIMEOUT_MS), with the same limits. An outage never lifts a limit: it makes it per process. One log
// line when the counting moves to memory, one when Redis counts again.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type StoreMethod = 'incr' | 'read';
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The library's stores are not part of its typed entry point.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;

const FIRST_CONNECTION = new Set(['wait', 'connecting', 'connect']);

export interface FallbackLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** The store class to give @fastify/rate-limit (`store`), counting in `redis` or, while it is away, in memory. */
export function redisOrMemoryStore(redis: Redis, nameSpace: string, log: FallbackLog): FastifyRateLimitStoreCtor {
  let inMemory = false;
  const countInMemory = (reason: string) => {
    if (inMemory) return;
    inMemory = true;
    log.warn(
      { reason },
      'Redis unreachable: rate limits count in this process memory (same limits, per process) until it is back',
    );
  };
  const countInRedis = () => {
    if (!inMemory) return;
    inMemory = false;
    log.info({}, 'Redis reachable again: rate limits count in Redis');
  };

  class RedisOrMemoryStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private use(method: StoreMethod, key: string, callback: Callback, timeWindow: number, max: number) {
      const inLocal = () => this.local[method](key, callback, timeWindow, max);
      // Not connected: no command is sent (it would fail at once anyway). The first connection of a process that
      // just started is no outage worth a log line.
      if (redis.status !== 'ready') {
        if (!FIRST_CONNECTION.has(redis.status)) countInMemory(`connection ${redis.status}`);
        return inLocal();
      }
      this.shared[method](
        key,
        (error, result) => {
          if (error) {
            countInMemory(error.message);
            return inLocal();
          }
          countInRedis();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('read', key, callback, timeWindow, max);
    }

    child(routeOptions: unknown): RedisOrMemoryStore {
      return new RedisOrMemoryStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  // @fastify/rate-limit constructs the store with its global options, then asks each limit for its child.
  return class extends RedisOrMemoryStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor & (new (...args: never[]) => FastifyRateLimitStore);
}
