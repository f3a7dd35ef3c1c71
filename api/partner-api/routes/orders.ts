// Orders: placed (or, with preview: true, only validated and priced), listed and read, in the key's mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORMATION_KIND } from '../../../domain/kinds';
import { partnerOrderSchema } from '../../../domain/partner-api/orders';
import { listOf, listQuerySchema, orderPreviewSchema, orderSchema } from '../../../domain/partner-api/views';
import { HttpError } from '../../../platform/errors';
import { cancelUnpaidOrder } from '../../../platform/services/orders';
import {
  findPartnerOrder,
  listPartnerOrders,
  orderView,
  placeEntityOrder,
  placeOrder,
  previewEntityOrder,
  previewOrder,
} from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { PartnerApiError } from '../errors';
import { expandOrder, expandQuery, expansionsOf } from '../expand';
import { idempotent } from '../idempotent';
import { assertOwned, invalidCursor } from '../lookups';
import { withPaymentUrl } from '../payment-urls';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/orders',
    {
      schema: {
        summary:
          "Place an order: a formation, or a later kind for one of your entities ({kind, entityId, details}); with preview: true validate and price it without placing it. billing: 'partner_invoice' (the default: billed to you on your monthly invoice, started at once, since you own the customer relationship and collect from your customer) or 'payment_link' (your customer pays on the hosted page at paymentUrl, valid 7 days; the order starts once paid and you get order.paid)",
        body: partnerOrderSchema,
        response: { 200: orderPreviewSchema, 201: orderSchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const caller = callerOf(request);
        const body = request.body;
        if (body.autoAdvance === false && caller.mode === 'LIVE')
          throw new PartnerApiError(
            400,
            'parameter_invalid',
            'autoAdvance: only a test order can wait for test_helpers calls; a live order runs as staff and the states take it',
            'autoAdvance',
          );
        const key = request.headers['idempotency-key'] as string;
        if (body.kind === FORMATION_KIND.kind) {
          if (body.preview) return { status: 200, body: previewOrder(caller, body) };
          return { status: 201, body: withPaymentUrl(config, await placeOrder(db, caller, body, key)) };
        }
        await assertOwned(request, 'entity', body.entityId, 'entityId');
        try {
          if (body.preview) return { status: 200, body: await previewEntityOrder(db, caller, body) };
          return { status: 201, body: withPaymentUrl(config, await placeEntityOrder(db, caller, body, key)) };
        } catch (err) {
          // The storefront's refusal (the kind does not fit the entity, or one is under way), with its own code.
          if (err instanceof HttpError && err.statusCode === 409)
            throw new PartnerApiError(409, 'order_not_allowed', err.message, 'kind');
          throw err;
        }
      }),
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: 'Your orders, newest first',
        querystring: listQuerySchema.extend(expandQuery),
        response: { 200: listOf(orderSchema) },
      },
    },
    async (request) => {
      const page = await listPartnerOrders(db, callerOf(request), request.query);
      if (!page) throw invalidCursor();
      const expand = expansionsOf(request.query);
      return {
        object: 'list' as const,
        data: await Promise.all(
          page.rows.map((row) => expandOrder(db, withPaymentUrl(config, orderView(row)), expand)),
        ),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: "One order (a payment_link order's paymentUrl again while it is unpaid and the link has not expired)",
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object(expandQuery),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertOwned(request, 'order', id);
      const order = withPaymentUrl(config, orderView(await findPartnerOrder(db, id)));
      return expandOrder(db, order, expansionsOf(request.query));
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        summary:
          "Cancel an unpaid order (a payment_link order your customer has not paid): its payment link stops working and a payment still arriving is refunded. A paid order answers 409.",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertOwned(request, 'order', id);
      const caller = callerOf(request);
      try {
        await cancelUnpaidOrder(db, app.stripe, {
          orderId: id.toLowerCase(),
          reason: 'Canceled by the partner before payment',
          actor: { email: `${caller.partnerName} (${caller.keyName})`, role: 'PARTNER' },
          ip: request.ip,
        });
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 409)
          throw new PartnerApiError(409, 'order_not_cancelable', err.message, 'id');
        throw err;
      }
      return withPaymentUrl(config, orderView(await findPartnerOrder(db, id.toLowerCase())));
    },
  );
};
