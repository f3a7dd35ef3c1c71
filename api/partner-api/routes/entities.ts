// Entities formed by a partner's orders, in the key's mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitySchema, listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { entityView, findPartnerEntity, listPartnerEntities } from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { assertOwned, invalidCursor } from '../lookups';

export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/entities',
    {
      schema: {
        summary: 'Entities your orders formed, newest first',
        querystring: listQuerySchema,
        response: { 200: listOf(entitySchema) },
      },
    },
    async (request) => {
      const page = await listPartnerEntities(db, callerOf(request), request.query);
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(entityView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/entities/:id',
    {
      schema: { summary: 'One entity', params: z.object({ id: z.string().max(100) }), response: { 200: entitySchema } },
    },
    async (request) => {
      const { id } = request.params;
      await assertOwned(request, 'entity', id);
      return entityView(await findPartnerEntity(db, id));
    },
  );
};
