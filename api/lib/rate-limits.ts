// Limits shared by several routes, or second on a route (a route's `config.rateLimit` holds one): @fastify/rate-limit's
// createRateLimit with its own key, answering like a route limit, 429 {message} with Retry-After.
import { createHash } from 'node:crypto';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../platform/errors';

/** "N second(s)" under two minutes, else "N minute(s)". */
export function waitWording(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
}

const hashed = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

export interface Refusal {
  /** Milliseconds until the limit's window ends. */
  waitMs: number;
  max: number;
}

/**
 * Counts the request and answers the refusal when it went over the limit; with `{ count: false }` only looks, and
 * answers the refusal when the limit is already used up (the next counted request would go over).
 */
export type Limiter = (request: FastifyRequest, options?: { count?: boolean }) => Promise<Refusal | null>;

/**
 * A limiter named `name` (its keys never meet another limiter's): each call counts the request under its key (kept
 * in Redis as a hash, never an address) and answers the refusal when over the limit, else null. A request without a
 * key (`key` answers null) is not counted.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  options: Omit<CreateRateLimitOptions, 'keyGenerator'> & { key: (request: FastifyRequest) => string | null },
): Limiter {
  const { key, ...rest } = options;
  const check = app.createRateLimit({ ...rest, keyGenerator: (request) => `${name}:${hashed(key(request) ?? '')}` });
  return async (request, options) => {
    if (key(request) === null) return null;
    const count = options?.count ?? true;
    const result = await check(request, { increment: count });
    if (result.isAllowed) return null;
    const over = count ? result.isExceeded : result.remaining === 0 && result.ttl > 0;
    return over ? { waitMs: Math.max(1000, result.ttl), max: result.max } : null;
  };
}

/** Counts the request with every limiter (all of them, so none is skipped by another's refusal); the longest wait. */
export async function firstRefusal(request: FastifyRequest, limiters: Limiter[]): Promise<Refusal | null> {
  const refusals = (await Promise.all(limiters.map((check) => check(request)))).filter((r) => r !== null);
  if (refusals.length === 0) return null;
  return refusals.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
}

/** Throws the 429 of a refusal, with Retry-After in seconds. */
export function refuse(reply: FastifyReply, refusal: Refusal, message: string): never {
  reply.header('Retry-After', String(Math.ceil(refusal.waitMs / 1000)));
  throw tooManyRequests(message);
}
