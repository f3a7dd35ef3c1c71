// Builds the Fastify application from its dependencies; api/server.ts runs it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import type { Config } from './config';
import type { Db } from './lib/prisma';
import type { TemporalGateway } from './lib/temporal';
import { loggerOptions } from './lib/logger';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { adminStatsRoutes } from './routes/admin-stats';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { inviteRoutes } from './routes/invite';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { stripeWebhookRoutes } from './routes/stripe-webhook';

export interface AppDeps {
  config: Config;
  db: Db;
  redis: Redis;
  temporal: TemporalGateway | null;
  /** null when STRIPE_SECRET_KEY is not set (payments answer 503). */
  stripe: Stripe | null;
}

declare module 'fastify' {
  interface FastifyInstance extends AppDeps {}
}

export const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('redis', deps.redis);
  app.decorate('temporal', deps.temporal);
  app.decorate('stripe', deps.stripe);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Formation platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(auditRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(orderRoutes);
  await app.register(inviteRoutes);
  await app.register(adminStatsRoutes);

  await registerBundles(app);
  return app;
}

/** Serves the built storefront at / and back-office at /admin, with client-side routing fallbacks. */
async function registerBundles(app: FastifyInstance) {
  const storefront = path.join(DIST_DIR, 'storefront');
  const admin = path.join(DIST_DIR, 'admin');
  const hasStorefront = existsSync(path.join(storefront, 'index.html'));
  const hasAdmin = existsSync(path.join(admin, 'index.html'));
  if (!hasStorefront && !hasAdmin) return;
  if (hasStorefront)
    await app.register(fastifyStatic, { root: storefront, prefix: '/', wildcard: false, index: false });
  if (hasAdmin)
    await app.register(fastifyStatic, {
      root: admin,
      prefix: '/admin/',
      decorateReply: !hasStorefront,
      wildcard: false,
      index: false,
    });
  // A GET catch-all rather than a second not-found handler (the errors plugin owns that one; Fastify allows one).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0];
    const acceptsHtml = request.headers.accept?.includes('text/html');
    if (url.startsWith('/api') || !acceptsHtml) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    reply.header('Cache-Control', 'no-cache');
    if ((url === '/admin' || url.startsWith('/admin/')) && hasAdmin) return reply.sendFile('index.html', admin);
    if (hasStorefront) return reply.sendFile('index.html', storefront);
    return reply.status(404).send({ message: `Not found: ${url}` });
  });
}
