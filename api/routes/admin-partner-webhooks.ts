// A partner's webhook endpoints in the back-office: each endpoint's latest deliveries with every attempt, and
// resending a delivery (the partner API's resend, audited with the staff user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { partnerWebhookEndpointSchema } from '../../domain/contracts/partners';
import {
  webhookDeliverySchema,
  webhookEndpointBodySchema,
  webhookEndpointWithSecretSchema,
} from '../../domain/partner-api/events';
import { isUuid } from '../../domain/uuid';
import { badRequest, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import {
  checkEndpointUrl,
  createEndpoint,
  findPartner,
  partnerWebhooks,
  resendPartnerDelivery,
  sendPartnerTestEvent,
  WebhookUrlRefused,
} from '../../platform/services/partners';
import { requireArea } from '../plugins/auth';

const idParams = z.object({ id: z.string().max(100) });
const resendParams = idParams.extend({ endpointId: z.string().max(100), deliveryId: z.string().max(100) });

export const adminPartnerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireArea('partners');

  app.get(
    '/api/admin/partners/:id/webhook-endpoints',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "A partner's webhook endpoints, each with its latest deliveries and their attempts",
        params: idParams,
        response: { 200: z.array(partnerWebhookEndpointSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const endpoints = isUuid(id) ? await partnerWebhooks(db, id) : null;
      if (!endpoints) throw notFound(`Partner not found: ${id}`);
      reply.header('Cache-Control', 'no-store');
      return endpoints;
    },
  );

  // Staff add an endpoint for a partner (set up on the phone, say): the same checks as the partner API's, in the mode
  // chosen (live only for an approved partner), its signing secret answered once.
  app.post(
    '/api/admin/partners/:id/webhook-endpoints',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Add a webhook endpoint for a partner; answers its signing secret once',
        params: idParams,
        body: webhookEndpointBodySchema.extend({
          mode: z.enum(['test', 'live'], { error: 'mode: choose test or live' }).default('test'),
        }),
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const partner = isUuid(id) ? await findPartner(db, id) : null;
      if (!partner) throw notFound(`Partner not found: ${id}`);
      const { url, events, mode } = request.body;
      if (mode === 'live' && partner.status !== 'APPROVED')
        throw badRequest('mode: live endpoints are for approved partners only');
      try {
        await checkEndpointUrl(url, app.config.partnerApi.webhookAllowLocal);
      } catch (err) {
        if (err instanceof WebhookUrlRefused) throw badRequest(err.message);
        throw err;
      }
      const endpoint = await createEndpoint(
        db,
        { partnerId: id, mode: mode === 'live' ? 'LIVE' : 'TEST' },
        { url, events },
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerWebhookCreate,
        target: id,
        details: { endpointId: endpoint.id, mode, url },
      });
      return reply.status(201).send(endpoint);
    },
  );

  app.post(
    '/api/admin/partners/:id/webhook-endpoints/:endpointId/test',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "Send a test event (webhook_endpoint.test) to one of a partner's endpoints (a new delivery)",
        params: idParams.extend({ endpointId: z.string().max(100) }),
        response: { 201: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const { id, endpointId } = request.params;
      const sent = [id, endpointId].every(isUuid) ? await sendPartnerTestEvent(db, id, endpointId) : null;
      if (!sent) throw notFound('Not found: no such webhook endpoint');
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerWebhookTest,
        target: id,
        details: { endpointId, deliveryId: sent.id },
      });
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/api/admin/partners/:id/webhook-endpoints/:endpointId/deliveries/:deliveryId/resend',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "Send a delivery's event again to its endpoint (a new delivery)",
        params: resendParams,
        response: { 201: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const { id, endpointId, deliveryId } = request.params;
      const again = [id, endpointId, deliveryId].every(isUuid)
        ? await resendPartnerDelivery(db, id, endpointId, deliveryId)
        : null;
      if (!again) throw notFound('Not found: no such delivery');
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerWebhookResend,
        target: id,
        details: { endpointId, deliveryId, newDeliveryId: again.id, event: again.event, type: again.type },
      });
      return reply.status(201).send(again);
    },
  );
};
