// The public .ics feed: the token in the address is the only credential (calendar apps send no cookies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { feedObligations, feedOwner, icsFeed, obligationView } from '../../platform/services/compliance';

/** A feed holds at most this many deadlines (the next few years of a large portfolio). */
const FEED_LIMIT = 1000;

export const complianceFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get(
    '/api/compliance/calendar/:file',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['compliance'],
        summary: 'Calendar feed of a client’s deadlines (iCalendar); the address comes from GET /api/compliance/feed',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const userId = await feedOwner(db, token);
      if (!userId) throw notFound('Calendar feed not found');
      const rows = await feedObligations(db, userId, FEED_LIMIT);
      const now = new Date();
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="compliance.ics"')
        .header('Cache-Control', 'private, max-age=300')
        .header('Referrer-Policy', 'no-referrer');
      return icsFeed(
        rows.map((row) => obligationView(row, now)),
        config.publicUrl,
      );
    },
  );
};
