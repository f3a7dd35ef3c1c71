// Builds the Fastify application from its dependencies; api/server.ts runs it.
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
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
import { loggerOptions, requestLogPlugin } from './lib/logger';
import { authPlugin } from './plugins/auth';
import { registerBundles } from './plugins/bundles';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors';
import { safeInputPlugin } from './plugins/safe-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createTemporalPipelineClient, type PipelineClient } from './lib/pipeline-client';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminComplianceRoutes } from './routes/admin-compliance';
import { adminStatsRoutes } from './routes/admin-stats';
import { assetRoutes } from './routes/assets';
import { assistantRoutes } from './routes/assistant';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { changeResponseRoutes } from './routes/change-response';
import { catalogRoutes } from './routes/catalog';
import { clientRoutes } from './routes/clients';
import { exportRoutes } from './routes/exports';
import { complianceRoutes } from './routes/compliance';
import { complianceFeedRoutes } from './routes/compliance-feed';
import { contactRoutes } from './routes/contact';
import { franchiseTaxRoutes } from './routes/franchise-tax';
import { healthRoutes } from './routes/health';
import { instrumentRoutes } from './routes/instruments';
import { inviteRoutes } from './routes/invite';
import { loanRoutes } from './routes/loans';
import { membershipRoutes } from './routes/membership';
import { documentRoutes } from './routes/documents';
import { assetSharingRoutes } from './routes/asset-sharing';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { qualityRoutes } from './routes/quality';
import { scheduleRoutes } from './routes/schedules';
import { stripeWebhookRoutes } from './routes/stripe-webhook';

export interface AppDeps {
  config: Config;
  db: Db;
  redis: Redis;
  temporal: TemporalGateway | null;
  /** null when STRIPE_SECRET_KEY is not set (payments answer 503). */
  stripe: Stripe | null;
  /** The order pipeline workflow (default: through `temporal`); tests pass a stand-in. */
  pipelineClient?: PipelineClient;
}

declare module 'fastify' {
  interface FastifyInstance extends AppDeps {
    pipeline: PipelineClient;
  }
}

export const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    // One line per request is written by our own hook (api/lib/logger.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('redis', deps.redis);
  app.decorate('temporal', deps.temporal);
  app.decorate('stripe', deps.stripe);
  app.decorate('pipeline', deps.pipelineClient ?? createTemporalPipelineClient(deps.temporal));

  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(safeInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
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
  await app.register(membershipRoutes);
  await app.register(documentRoutes);
  await app.register(assetSharingRoutes);
  await app.register(adminOrderRoutes);
  await app.register(changeResponseRoutes);
  await app.register(assetRoutes);
  await app.register(instrumentRoutes);
  await app.register(assistantRoutes);
  await app.register(qualityRoutes);
  await app.register(scheduleRoutes);
  await app.register(loanRoutes);
  await app.register(exportRoutes);
  await app.register(clientRoutes);
  await app.register(complianceRoutes);
  await app.register(complianceFeedRoutes);
  await app.register(franchiseTaxRoutes);
  await app.register(adminComplianceRoutes);
  await app.register(contactRoutes);
  await app.register(profileRoutes);

  await registerBundles(app, DIST_DIR);
  return app;
}
