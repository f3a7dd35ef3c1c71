// A partner's webhook endpoints (in the key's mode): create (the signing secret answered once), list, read, update,
// delete, rotate the secret; each endpoint's deliveries with their attempts, and resending one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeliverySchema,
  webhookEndpointBodySchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
} from '../../../domain/partner-api/events';
import { listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { isUuid } from '../../../domain/uuid';
import {
  checkEndpointUrl,
  createEndpoint,
  cursorPage,
  deleteEndpoint,
  deliveryView,
  endpointView,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  ownsDelivery,
  resendDelivery,
  rotateEndpointSecret,
  updateEndpoint,
  WebhookUrlRefused,
} from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { PartnerApiError } from '../errors';
import { idempotent } from '../idempotent';
import { invalidCursor, notFoundError } from '../lookups';

const idParams = z.object({ id: z.string().max(100) });

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const allowLocal = app.config.partnerApi.webhookAllowLocal;

  const checkUrl = async (url: string) => {
    try {
      await checkEndpointUrl(url, allowLocal);
    } catch (err) {
      if (err instanceof WebhookUrlRefused) throw new PartnerApiError(400, 'url_invalid', err.message, 'url');
      throw err;
    }
  };

  const ownEndpoint = async (request: { params: { id: string } } & Parameters<typeof callerOf>[0]) => {
    const { partnerId, mode } = callerOf(request);
    const { id } = request.params;
    const row = isUuid(id) ? await findEndpoint(db, { partnerId, mode }, id) : null;
    if (!row) throw notFoundError('webhook endpoint', id);
    return row;
  };

  app.post(
    '/webhook_endpoints',
    {
      schema: {
        summary: "Register an endpoint for events (`['*']` for every type); answers its signing secret once",
        body: webhookEndpointBodySchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const { partnerId, mode } = callerOf(request);
        await checkUrl(request.body.url);
        return { status: 201, body: await createEndpoint(db, { partnerId, mode }, request.body) };
      }),
  );

  app.get(
    '/webhook_endpoints',
    {
      schema: {
        summary: 'Your webhook endpoints, newest first',
        querystring: listQuerySchema,
        response: { 200: listOf(webhookEndpointSchema) },
      },
    },
    async (request) => {
      const owner = callerOf(request);
      const { partnerId, mode } = owner;
      const page = await cursorPage(
        request.query,
        async (id) => isUuid(id) && (await findEndpoint(db, { partnerId, mode }, id)) !== null,
        (args) => listEndpoints(db, { partnerId, mode }, args),
      );
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(endpointView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/webhook_endpoints/:id',
    { schema: { summary: 'One webhook endpoint', params: idParams, response: { 200: webhookEndpointSchema } } },
    async (request) => endpointView(await ownEndpoint(request)),
  );

  app.patch(
    '/webhook_endpoints/:id',
    {
      schema: {
        summary:
          'Change an endpoint’s URL or events, or turn it off or on again (`disabled`). While it is off its events are kept as pending deliveries for up to 3 days and sent when it is turned on again',
        params: idParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      const row = await ownEndpoint(request);
      if (request.body.url !== undefined) await checkUrl(request.body.url);
      return updateEndpoint(db, row, request.body);
    },
  );

  app.delete(
    '/webhook_endpoints/:id',
    {
      schema: {
        summary: 'Delete an endpoint (its pending deliveries stop)',
        params: idParams,
        response: {
          200: z.object({ id: z.string(), object: z.literal('webhook_endpoint'), deleted: z.literal(true) }),
        },
      },
    },
    async (request) => {
      const row = await ownEndpoint(request);
      await deleteEndpoint(db, row);
      return { id: row.id, object: 'webhook_endpoint' as const, deleted: true as const };
    },
  );

  app.post(
    '/webhook_endpoints/:id/rotate_secret',
    {
      schema: {
        summary:
          'Replace the signing secret; answers the new secret once. The old secret still signs beside it for 24 hours (two v1= signatures), so your receiver can switch',
        params: idParams,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => ({
        status: 200,
        body: await rotateEndpointSecret(db, await ownEndpoint(request)),
      })),
  );

  app.get(
    '/webhook_endpoints/:id/deliveries',
    {
      schema: {
        summary: 'An endpoint’s deliveries, newest first, each with its attempts (status, duration, first bytes)',
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: listOf(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const endpoint = await ownEndpoint(request);
      const page = await cursorPage(
        request.query,
        async (id) => isUuid(id) && (await ownsDelivery(db, endpoint.id, id)),
        (args) => listDeliveries(db, endpoint.id, args),
      );
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(deliveryView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    '/webhook_endpoints/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        summary: 'Send a delivery’s event again (a new delivery)',
        params: z.object({ id: z.string().max(100), deliveryId: z.string().max(100) }),
        response: { 201: webhookDeliverySchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const endpoint = await ownEndpoint(request);
        const { deliveryId } = request.params;
        const again = isUuid(deliveryId) ? await resendDelivery(db, endpoint.id, deliveryId) : null;
        if (!again) throw notFoundError('webhook delivery', deliveryId);
        return { status: 201, body: again };
      }),
  );
};
