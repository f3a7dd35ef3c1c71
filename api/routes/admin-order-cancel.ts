// POST /api/admin/orders/:id/cancel: staff cancel an order nobody has paid (a payment link not used, an automatic
// filing the client will not pay, a phone order abandoned). A paid order is refused 409: it is canceled on its
// pipeline, with its refund.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '../../domain/uuid';
import { cancelUnpaidOrder } from '../../platform/services/orders';
import { messageResponse } from '../lib/message-response';
import { requireArea } from '../plugins/auth';

export const adminOrderCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:id/cancel',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'Cancel an unpaid order: its payment link stops working, a payment still arriving is refunded',
        params: z.object({ id: uuidSchema('must be an order id') }),
        body: z.object({ reason: z.string().trim().min(1).max(500).optional() }).optional(),
        response: {
          200: z.object({ id: z.string(), status: z.literal('CANCELED') }),
          404: messageResponse,
          409: messageResponse,
        },
      },
    },
    async (request) => {
      const result = await cancelUnpaidOrder(app.db, app.stripe, {
        orderId: request.params.id.toLowerCase(),
        reason: request.body?.reason ?? 'Canceled by staff before payment',
        actor: request.currentUser ?? null,
        ip: request.ip,
      });
      return { id: result.id, status: result.status };
    },
  );
};
