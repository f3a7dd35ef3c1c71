// The partner API's request limits, with the platform's one rate limiter (api/plugins/rate-limit.ts): per key once
// the key is checked (the presented string is no key: 130 bogus keys are 130 tries, not 130 buckets), and per
// client address for every request that no valid key authenticates (a failed key, the public document and links).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { limiter, type Refusal } from '../lib/rate-limits';
import { authenticatePartner } from './auth';
import { PartnerApiError } from './errors';

const tooMany = (refusal: Refusal, who: string) =>
  new PartnerApiError(
    429,
    'rate_limited',
    `Too many requests ${who}: at most ${refusal.max} per window; retry after the Retry-After header's seconds`,
    null,
    'rate_limit_error',
  );

/** The onRequest hooks: authentication with the address limit on its failures, then the caller's own limit. */
export function partnerRateLimits(app: FastifyInstance): onRequestAsyncHookHandler[] {
  const { rateLimitMax, rateLimitWindowMs } = app.config.partnerApi;
  // Per key: the plugin's own hook, with its X-RateLimit-* headers on every answer.
  const perKey = app.rateLimit({
    max: rateLimitMax,
    timeWindow: rateLimitWindowMs,
    keyGenerator: (request) => `partner-api-key:${request.partner?.keyId}`,
    errorResponseBuilder: (_request, context) =>
      new PartnerApiError(
        429,
        'rate_limited',
        `Too many requests with this key: at most ${context.max} per ${context.after}; retry after the Retry-After header's seconds`,
        null,
        'rate_limit_error',
      ),
  });
  const perAddress = limiter(app, 'partner-api-address', {
    max: rateLimitMax,
    timeWindow: rateLimitWindowMs,
    key: (request) => (request.partner ? null : request.ip),
  });

  const refuseWith = (request: FastifyRequest, refusal: Refusal, who: string) => {
    request.server.log.info({ ip: request.ip, who }, 'partner API rate limit reached');
    return tooMany(refusal, who);
  };

  const authenticate: onRequestAsyncHookHandler = async function (request, reply) {
    try {
      await authenticatePartner.call(this, request, reply);
    } catch (err) {
      // A refused key counts against its address; over the limit the answer is 429, not another 401.
      const refusal = await perAddress(request);
      if (refusal) {
        reply.header('Retry-After', String(Math.ceil(refusal.waitMs / 1000)));
        throw refuseWith(request, refusal, 'without a valid key from this address');
      }
      throw err;
    }
  };

  const limit: onRequestAsyncHookHandler = async function (request, reply) {
    if (request.partner) return perKey.call(this, request, reply);
    const refusal = await perAddress(request);
    if (!refusal) return;
    reply.header('Retry-After', String(Math.ceil(refusal.waitMs / 1000)));
    throw refuseWith(request, refusal, 'without a key from this address');
  };

  return [authenticate, limit];
}
