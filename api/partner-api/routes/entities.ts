// Entities formed by a partner's orders, in the key's mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitySchema, listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { isUuid } from '../../../domain/uuid';
import { cursorPage } from '../../../platform/services/partners/pages';
import { entityView } from '../../../platform/services/partners/views';
import { callerOf } from '../auth';
import { assertOwned, invalidCursor } from '../lookups';

const include = { order: { select: { testMode: true } } } as const;

export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (partnerId: string, mode: 'TEST' | 'LIVE') => ({ order: { partnerId, testMode: mode === 'TEST' } });

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
      const { partnerId, mode } = callerOf(request);
      const where = scope(partnerId, mode);
      const page = await cursorPage(
        request.query,
        async (id) => isUuid(id) && (await db.formedEntity.count({ where: { ...where, id } })) === 1,
        (args) => db.formedEntity.findMany({ where, include, ...args }),
      );
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
      return entityView(await db.formedEntity.findUniqueOrThrow({ where: { id: id.toLowerCase() }, include }));
    },
  );
};
