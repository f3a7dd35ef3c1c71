// Business names checked before filing: as the client types (onboarding) and, for staff, each name of an order at review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nameCheckBodySchema, nameCheckSchema, orderNameChecksSchema } from '../../domain/contracts/business-names';
import { uuidSchema } from '../../domain/uuid';
import { notFound } from '../../platform/errors';
import { checkNameInState, orderNameProblems } from '../../platform/services/entities';
import { findOrderHead } from '../../platform/services/orders';
import { requireArea } from '../plugins/auth';

export const businessNameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/business-names/check',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "The problems of a business name for a state and entity type: the state's designator, refused or restricted words, names already formed there",
        body: nameCheckBodySchema,
        response: { 200: nameCheckSchema },
      },
    },
    async (request, reply) => {
      const { businessName, state, entityType } = request.body;
      reply.header('Cache-Control', 'no-store');
      return { problems: await checkNameInState(db, { name: businessName, state, entityType }) };
    },
  );

  app.get(
    '/api/admin/orders/:id/name-checks',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'Each business name of an order with its problems, as staff review it before filing',
        params: z.object({ id: uuidSchema('must be an order id') }),
        response: { 200: orderNameChecksSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const order = await findOrderHead(db, id);
      if (!order) throw notFound(`Order not found: ${id}`);
      reply.header('Cache-Control', 'no-store');
      return orderNameProblems(db, id);
    },
  );
};
