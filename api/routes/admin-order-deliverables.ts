// Staff complete what an order sold that no pipeline step delivers (the binder, the valuation memo, series
// segmentation) or waive a deliverable with a reason; each mark is audited, and the last one completes the order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverableMarkSchema, deliverablesAnswerSchema } from '../../domain/contracts/deliverables';
import { uuidSchema } from '../../domain/uuid';
import { notFound } from '../../platform/errors';
import { findPlacedOrderForStaff, staffMarkDeliverable } from '../../platform/services/orders';
import { requireArea, sessionUser } from '../plugins/auth';

const params = z.object({
  id: uuidSchema('must be an order id'),
  deliverableId: uuidSchema('must be a deliverable id'),
});

export const adminOrderDeliverableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post(
    '/api/admin/orders/:id/deliverables/:deliverableId',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: "Marks one of the order's deliverables done, or waives it with a reason (409 when not pending)",
        params,
        body: deliverableMarkSchema,
        response: { 200: deliverablesAnswerSchema },
      },
    },
    async (request) => {
      const orderId = request.params.id.toLowerCase();
      const order = await findPlacedOrderForStaff(db, orderId);
      if (!order) throw notFound(`Order not found: ${orderId}`);
      const user = sessionUser(request);
      const body = request.body;
      return staffMarkDeliverable(db, {
        orderId,
        deliverableId: request.params.deliverableId.toLowerCase(),
        action: body.action,
        reason: body.action === 'waive' ? body.reason : undefined,
        actor: { id: user.id, email: user.email, role: user.role },
        ip: request.ip,
      });
    },
  );
};
