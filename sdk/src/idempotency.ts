// Idempotency-Key values. Send the same key when you retry the same request (a timeout, a network error): the API
// answers the first request's answer again instead of placing a second order.
import { createHash, randomUUID } from 'node:crypto';

/**
 * A key for one request. With parts (your own ids: `idempotencyKey('order', yourOrderId)`), the same parts give the
 * same key, so a retry after a crash reuses it; without, a random key (keep it to retry with).
 */
export function idempotencyKey(...parts: (string | number)[]): string {
  if (parts.length === 0) return randomUUID();
  return createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex').slice(0, 64);
}
