// The client's answer to a staff change request: goes to the order's workflow, which records it and returns
// the order to review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeResponseResultSchema } from '../../domain/contracts/pipeline';
import { uuidSchema } from '../../domain/uuid';
import { audit } from '../../platform/services/audit';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';
import { findPlacedOrderHead } from '../../platform/services/order-lookup';

export const changeResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post(
    '/api/orders/:id/change-response',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The client's answer to the open change request of its order (the order returns to review)",
        params: z.object({ id: uuidSchema('must be an order id') }),
        body: z.object({ message: z.string().trim().min(1, 'message is required').max(2000) }),
        response: { 200: changeResponseResultSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const id = request.params.id.toLowerCase();
      const order = await findPlacedOrderHead(db, id);
      if (!order) throw notFoundFor('order', id);
      if (order.userId !== user.id) throw await refuseForeign(db, request, 'order', id);
      const state = await app.pipeline.respond(id, {
        message: request.body.message,
        actor: { id: user.id, email: user.email },
      });
      await audit(db, request, { action: 'order.change_response', target: id });
      return { stage: state.stage, changeRequest: state.changeRequest };
    },
  );
};
