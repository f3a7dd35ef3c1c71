// The partner API under /api/v1: its own error shape, request ids, Bearer keys, per-key rate limits, usage and
// audit of writes, and its own OpenAPI document and docs page. Its routes stay out of the platform's /api/docs.
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { recordAudit } from '../../platform/services/audit';
import { countPartnerRequest } from '../../platform/services/partners';
import { errorBody, partnerErrorAnswer } from './errors';
import { type DocumentedRoute, documentedRoute } from './openapi';
import { partnerRateLimits } from './rate-limits';
import { caseRoutes } from './routes/cases';
import { customerRoutes } from './routes/customers';
import { docsRoutes } from './routes/docs';
import { documentRoutes } from './routes/documents';
import { entityRoutes } from './routes/entities';
import { eventRoutes } from './routes/events';
import { orderRoutes } from './routes/orders';
import { referenceRoutes } from './routes/reference';
import { testHelperRoutes } from './routes/test-helpers';
import { webhookRoutes } from './routes/webhooks';
import { refuseNonJsonBody, refuseUnknownParameters } from './strict';
import { answerInVersion, refuseUnknownVersion } from './versions';

const PARTNER_API_PREFIX = '/api/v1';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function partnerApi(app: FastifyInstance) {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    // Keys, not cookies: no CSRF token, no same-origin rule; and not in the platform's own document.
    route.config = { ...route.config, csrf: false };
    route.schema = { ...route.schema, hide: true };
    if (route.url.endsWith('/*')) return; // the unknown-path catch-all below is no operation
    routes.push(...documentedRoute(route));
  });

  app.decorateRequest('partner', null);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Request-Id', `req_${randomUUID().replaceAll('-', '')}`);
  });

  // Authentication, then the limits (api/partner-api/rate-limits.ts): per key, and per address without a valid key.
  for (const hook of partnerRateLimits(app)) app.addHook('onRequest', hook);
  app.addHook('preParsing', refuseNonJsonBody);
  app.addHook('preValidation', refuseUnknownParameters);
  app.addHook('preValidation', refuseUnknownVersion);
  app.addHook('onSend', answerInVersion);

  app.addHook('onResponse', async (request, reply) => {
    const caller = request.partner;
    if (!caller) return;
    try {
      await countPartnerRequest(app.db, caller.partnerId, caller.mode);
      if (WRITES.has(request.method) && reply.statusCode < 400)
        await recordAudit(app.db, {
          action: AUDIT_ACTIONS.partnerApiWrite,
          target: caller.partnerId,
          ip: request.ip,
          details: {
            partner: caller.partnerName,
            key: caller.keyName,
            keyId: caller.keyId,
            mode: caller.mode,
            operation: `${request.method} ${request.routeOptions.url}`,
            status: reply.statusCode,
            replayed: reply.getHeader('idempotent-replayed') === 'true',
          },
        });
    } catch (err) {
      request.log.error({ err }, 'partner API usage or audit write failed');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = partnerErrorAnswer(error, request.log);
    reply.removeHeader('idempotent-replayed');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const allowed = routes.filter((route) => routePattern(route.url).test(path)).map((route) => route.method);
    if (allowed.length) {
      reply.header('Allow', [...new Set(allowed)].join(', '));
      return reply
        .status(405)
        .send(
          errorBody(
            'invalid_request_error',
            'method_not_allowed',
            `${request.method} is not allowed on ${path}: use ${allowed.join(', ')}`,
          ),
        );
    }
    return reply
      .status(404)
      .send(errorBody('invalid_request_error', 'resource_missing', `No such route: ${request.method} ${path}`));
  };
  app.setNotFoundHandler(notFound);
  // The front ends' GET catch-all at the root would otherwise answer unknown GETs here in the site's shape.
  app.get('/*', { schema: { hide: true } }, notFound);

  await app.register(referenceRoutes);
  await app.register(customerRoutes);
  await app.register(orderRoutes);
  await app.register(entityRoutes);
  await app.register(documentRoutes);
  await app.register(caseRoutes);
  await app.register(webhookRoutes);
  await app.register(eventRoutes);
  await app.register(testHelperRoutes);
  await app.register(docsRoutes, { routes });
}

const routePattern = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

export const partnerApiPlugin = async (app: FastifyInstance) =>
  app.register(partnerApi, { prefix: PARTNER_API_PREFIX });
