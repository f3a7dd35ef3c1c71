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
import type { Registry } from 'prom-client';
import type Stripe from 'stripe';
import type { Config } from '../platform/config';
import { createFileStore, type FileStore } from '../platform/infra/files';
import type { Db } from '../platform/infra/prisma';
import type { TemporalGateway } from '../platform/infra/temporal';
import { loggerOptions, requestLogPlugin } from './lib/logger';
import { createTemporalPipelineClient, type PipelineClient } from './lib/pipeline-client';
import { partnerApiPlugin } from './partner-api';
import { authPlugin } from './plugins/auth';
import { registerBundles } from './plugins/bundles';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors';
import { httpMetricsPlugin } from './plugins/http-metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { safeInputPlugin } from './plugins/safe-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { adminComplianceRoutes } from './routes/admin-compliance';
import { adminOrderCancelRoutes } from './routes/admin-order-cancel';
import { adminOrderDeliverableRoutes } from './routes/admin-order-deliverables';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminPartnerWebhookRoutes } from './routes/admin-partner-webhooks';
import { adminPartnerRoutes } from './routes/admin-partners';
import { adminPaymentMismatchRoutes } from './routes/admin-payment-mismatches';
import { adminStatsRoutes } from './routes/admin-stats';
import { assetSharingRoutes } from './routes/asset-sharing';
import { assetRoutes } from './routes/assets';
import { assistantRoutes } from './routes/assistant';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { autoFileRoutes } from './routes/auto-file';
import { businessNameRoutes } from './routes/business-names';
import { catalogRoutes } from './routes/catalog';
import { changeResponseRoutes } from './routes/change-response';
import { clientMailRoutes } from './routes/client-mail';
import { clientRoutes } from './routes/clients';
import { complianceRoutes } from './routes/compliance';
import { complianceFeedRoutes } from './routes/compliance-feed';
import { contactRoutes } from './routes/contact';
import { documentRoutes } from './routes/documents';
import { entityRoutes } from './routes/entities';
import { entityPeopleRoutes } from './routes/entity-people';
import { organizationOrderRoutes } from './routes/organization-orders';
import { organizationRoutes } from './routes/organizations';
import { exportRoutes } from './routes/exports';
import { franchiseTaxRoutes } from './routes/franchise-tax';
import { healthRoutes } from './routes/health';
import { instrumentRoutes } from './routes/instruments';
import { inviteRoutes } from './routes/invite';
import { loanRoutes } from './routes/loans';
import { mailroomRoutes } from './routes/mailroom';
import { membershipRoutes } from './routes/membership';
import { orderCertificateRoutes } from './routes/order-certificates';
import { orderEventRoutes } from './routes/order-events';
import { orderRoutes } from './routes/orders';
import { paymentLinkRoutes } from './routes/payment-links';
import { paymentRoutes } from './routes/payments';
import { profileRoutes } from './routes/profile';
import { qualityRoutes } from './routes/quality';
import { queueBoardRoutes } from './routes/queue-board';
import { renewalCardRoutes } from './routes/renewal-card';
import { renewalRoutes } from './routes/renewals';
import { scheduleRoutes } from './routes/schedules';
import { signInLinkRoutes } from './routes/sign-in-link';
import { signatureRoutes } from './routes/signatures';
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
  /** Where files are kept (default: from `config`, the local disk or S3; closed with the app). */
  files?: FileStore;
  /** The process's Prometheus registry: HTTP requests are counted into it (none: no HTTP metrics). */
  metrics?: Registry;
}

declare module 'fastify' {
  interface FastifyInstance extends Omit<AppDeps, 'files'> {
    pipeline: PipelineClient;
    files: FileStore;
  }
}

const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    // One line per request is written by our own hook (api/lib/logger.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
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
  app.decorate('metrics', deps.metrics);
  app.decorate('pipeline', deps.pipelineClient ?? createTemporalPipelineClient(deps.temporal));
  const files = deps.files ?? createFileStore(deps.config);
  app.decorate('files', files);
  if (!deps.files) app.addHook('onClose', () => files.close());

  await app.register(requestLogPlugin);
  if (deps.metrics) await app.register(httpMetricsPlugin, { registry: deps.metrics });
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
  await app.register(rateLimitPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(signInLinkRoutes);
  await app.register(catalogRoutes);
  await app.register(auditRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentLinkRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(orderRoutes);
  await app.register(entityRoutes);
  await app.register(entityPeopleRoutes);
  await app.register(organizationRoutes);
  await app.register(organizationOrderRoutes);
  await app.register(orderEventRoutes);
  await app.register(inviteRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminPaymentMismatchRoutes);
  await app.register(membershipRoutes);
  await app.register(documentRoutes);
  await app.register(assetSharingRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminOrderCancelRoutes);
  await app.register(adminOrderDeliverableRoutes);
  await app.register(orderCertificateRoutes);
  await app.register(changeResponseRoutes);
  await app.register(signatureRoutes);
  await app.register(assetRoutes);
  await app.register(instrumentRoutes);
  await app.register(assistantRoutes);
  await app.register(qualityRoutes);
  await app.register(scheduleRoutes);
  await app.register(loanRoutes);
  await app.register(exportRoutes);
  await app.register(clientRoutes);
  await app.register(mailroomRoutes);
  await app.register(clientMailRoutes);
  await app.register(complianceRoutes);
  await app.register(complianceFeedRoutes);
  await app.register(franchiseTaxRoutes);
  await app.register(adminComplianceRoutes);
  await app.register(autoFileRoutes);
  await app.register(renewalRoutes);
  await app.register(renewalCardRoutes);
  await app.register(contactRoutes);
  await app.register(profileRoutes);
  await app.register(queueBoardRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(adminPartnerWebhookRoutes);
  await app.register(businessNameRoutes);
  await partnerApiPlugin(app);

  await registerBundles(app, DIST_DIR);
  return app;
}
