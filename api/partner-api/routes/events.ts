// A partner's events (in the key's mode), newest first: each with its type, the order it is about, that order's
// sequence number and the object as it was.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTNER_EVENT_TYPES, partnerEventSchema } from '../../../domain/partner-api/events';
import { listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { isUuid } from '../../../domain/uuid';
import { cursorPage, eventView, findEvent, listEvents, listOrderEvents } from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { assertOwned, invalidCursor, notFoundError } from '../lookups';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/events',
    {
      schema: {
        summary: 'Your events, newest first (optionally of one type)',
        querystring: listQuerySchema.extend({ type: z.enum(PARTNER_EVENT_TYPES).optional() }),
        response: { 200: listOf(partnerEventSchema) },
      },
    },
    async (request) => {
      const { partnerId, mode } = callerOf(request);
      const owner = { partnerId, mode };
      const page = await cursorPage(
        request.query,
        async (id) => isUuid(id) && (await findEvent(db, owner, id)) !== null,
        (args) => listEvents(db, owner, args, request.query.type),
      );
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(eventView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/orders/:id/events',
    {
      schema: {
        summary: "One order's events, in the order they happened (sequence 1, 2, ...)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: listOf(partnerEventSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertOwned(request, 'order', id);
      const rows = await listOrderEvents(db, id);
      return { object: 'list' as const, data: rows.map(eventView), hasMore: false, nextCursor: null };
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        summary: 'One event',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: partnerEventSchema },
      },
    },
    async (request) => {
      const { partnerId, mode } = callerOf(request);
      const { id } = request.params;
      const row = isUuid(id) ? await findEvent(db, { partnerId, mode }, id) : null;
      if (!row) throw notFoundError('event', id);
      return eventView(row);
    },
  );
};
