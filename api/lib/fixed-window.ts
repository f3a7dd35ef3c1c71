// A fixed-window counter in Redis: one INCR per attempt, the window starting at the first one.
import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Counts one attempt under `key`; null when Redis is unreachable (callers then let the attempt through). */
export async function countInWindow(redis: Redis, key: string, windowMs: number): Promise<WindowCount | null> {
  try {
    const results = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    if (!results || results.some(([err]) => err)) return null;
    return { count: Number(results[0][1]), ttlMs: Math.max(0, Number(results[2][1])) };
  } catch {
    return null;
  }
}
