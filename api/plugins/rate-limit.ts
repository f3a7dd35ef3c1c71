// Every request limit of the platform is a limiter of @fastify/rate-limit counting in Redis, registered once here:
// a route's own limit is its `config.rateLimit` (with a keyGenerator), a limit shared by several routes or second on
// a route is a `limiter()` (api/lib/rate-limits.ts). Redis being away lets requests through (skipOnError).
// `app.limitTokenRoutes` is the one throttle of every route that takes a secret token from its caller.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../platform/errors';
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
    redis: app.redis,
    nameSpace: `${app.config.redisPrefix}:rate-limit:`,
    skipOnError: true,
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
