// The client's compliance calendar: its own obligations, one by id, and its calendar feed address.
// Another client's obligation answers 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OBLIGATION_STATUSES } from '../../domain/compliance-reminders';
import { obligationViewSchema } from '../../domain/contracts/compliance';
import type { CurrentUser } from '../../domain/roles';
import { isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { forbidden, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import {
  feedTokenFor,
  feedUrl,
  findClientObligation,
  listClientObligations,
  rotateFeedToken,
} from '../../platform/services/compliance';
import { requireUser, sessionUser } from '../plugins/auth';

const feedAnswer = z.object({ url: z.string(), rotatedAt: z.date() });

function customer(user: CurrentUser): CurrentUser {
  if (!isCustomerRole(user.role)) throw forbidden('Forbidden: the compliance calendar is for clients');
  return user;
}

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/compliance/obligations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['compliance'],
        summary: "Your entities' compliance deadlines, soonest first (paginated with offset and limit)",
        querystring: z.object({
          /** OPEN: overdue and upcoming (not filed). */
          status: z.enum([...OBLIGATION_STATUSES, 'OPEN']).optional(),
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(obligationViewSchema) },
      },
    },
    async (request, reply) => {
      const user = customer(sessionUser(request));
      const { views, total } = await listClientObligations(db, user.id, request.query, new Date());
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Total-Count', String(total));
      return views;
    },
  );

  app.get(
    '/api/compliance/obligations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['compliance'],
        summary: 'One of your compliance deadlines',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: obligationViewSchema },
      },
    },
    async (request, reply) => {
      const user = customer(sessionUser(request));
      const { id } = request.params;
      const view = isUuid(id) ? await findClientObligation(db, user.id, id.toLowerCase(), new Date()) : null;
      if (!view) throw notFound(`Obligation not found: ${id}`);
      reply.header('Cache-Control', 'no-store');
      return view;
    },
  );

  app.get(
    '/api/compliance/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['compliance'],
        summary: 'Your calendar feed (.ics) address; it carries a secret token',
        response: { 200: feedAnswer },
      },
    },
    async (request, reply) => {
      const user = customer(sessionUser(request));
      const feed = await feedTokenFor(db, user.id);
      reply.header('Cache-Control', 'no-store');
      return { url: feedUrl(config.publicUrl, feed.token), rotatedAt: feed.rotatedAt };
    },
  );

  app.post(
    '/api/compliance/feed/rotate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['compliance'],
        summary: 'Replace your calendar feed token: the previous address stops working',
        response: { 200: feedAnswer },
      },
    },
    async (request) => {
      const user = customer(sessionUser(request));
      const feed = await rotateFeedToken(db, user.id);
      await audit(db, request, { action: 'compliance.feed_rotated', target: user.id });
      return { url: feedUrl(config.publicUrl, feed.token), rotatedAt: feed.rotatedAt };
    },
  );
};
