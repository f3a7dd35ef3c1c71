// Every request limit of the platform is a limiter of @fastify/rate-limit counting in Redis, registered once here:
// a route's own limit is its `config.rateLimit` (with a keyGenerator), a limit shared by several routes or second on
// a route is a `limiter()` (api/lib/rate-limits.ts). Redis being away lets requests through (skipOnError).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../platform/errors';
import { waitWording } from '../lib/rate-limits';

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: `${app.config.redisPrefix}:rate-limit:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Try again in ${waitWording(context.ttl)}.`),
  });
});
