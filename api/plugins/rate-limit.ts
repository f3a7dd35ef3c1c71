// Every request limit of the platform is a limiter of @fastify/rate-limit, registered once here: a route's own limit
// is its `config.rateLimit` (with a keyGenerator), a limit shared by several routes or second on a route is a
// `limiter()` (api/lib/rate-limits.ts). They count in Redis, and in this process's memory while Redis is away
// (api/lib/rate-limit-store.ts): an outage never lets requests through unlimited.
// `app.limitTokenRoutes` is the one throttle of every route that takes a secret token from its caller.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../platform/errors';
import { redisOrMemoryStore } from '../lib/rate-limit-store';
import { limiter, refuse, waitWording } from '../lib/rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requests per client address over all token routes (invitation, sign-in link, calendar feed). */
    limitTokenRoutes: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRateLimit, {
    global: false,
    store: redisOrMemoryStore(app.redis, `${app.config.redisPrefix}:rate-limit:`, app.log),
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Try again in ${waitWording(context.ttl)}.`),
  });

  const tokenRoutes = limiter(app, 'token-routes', {
    max: app.config.tokenRateLimit.max,
    timeWindow: app.config.tokenRateLimit.timeWindowMs,
    key: (request) => request.ip,
  });
  app.decorate('limitTokenRoutes', async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = await tokenRoutes(request);
    if (refusal)
      refuse(
        reply,
        refusal,
        `Too many requests with links from this address. Try again in ${waitWording(refusal.waitMs)}.`,
      );
  });
});
