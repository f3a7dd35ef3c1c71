// Live order pages: a server-sent event stream per open page. 'changed' tells the page to fetch the order (or the
// board) again; the changes come from the database (platform/infra/order-changes.ts), so this works whichever
// API process the page is connected to and whoever changed the order (the workflow, staff, a webhook).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canUseArea } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { notFound } from '../../platform/errors';
import { ALL_ORDERS, createOrderChanges } from '../../platform/infra/order-changes';
import { findPlacedOrderHead } from '../../platform/services/orders';
import { type EventStream, eventStreams } from '../lib/event-stream';
import { refuseForeign } from '../lib/ownership';
import { requireArea, requireUser, sessionUser } from '../plugins/auth';

/** Changes that arrive together (one transaction writes several rows) make one event. */
const GATHER_MS = 150;

/** Sends 'changed' with the ids gathered over GATHER_MS. */
function changedSender(stream: EventStream): (orderId: string) => void {
  const gathered = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  stream.onEnd(() => clearTimeout(timer));
  return (orderId) => {
    gathered.add(orderId);
    timer ??= setTimeout(() => {
      timer = undefined;
      stream.send('changed', { orderIds: [...gathered] });
      gathered.clear();
    }, GATHER_MS);
  };
}

export const orderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const changes = createOrderChanges(app.config.databaseUrl, (err) =>
    app.log.warn({ err }, 'order change listener lost its database connection'),
  );
  app.addHook('onClose', () => changes.close());
  const openStream = eventStreams(app);

  app.get(
    '/api/orders/:id/events',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "Server-sent events for one paid order (owner or staff): 'changed' each time the order moves, so its page fetches it again",
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(`Order not found: ${id}`);
      const order = await findPlacedOrderHead(db, id.toLowerCase());
      if (!order) throw notFound(`Order not found: ${id}`);
      if (!canUseArea(user.role, 'pipeline') && order.userId !== user.id)
        throw await refuseForeign(db, request, 'order', id);
      const stream = openStream(reply);
      stream.onEnd(changes.subscribe(order.id, changedSender(stream)));
    },
  );

  app.get(
    '/api/admin/onboarding/events',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: "Server-sent events for the onboarding board: 'changed' with the ids of the orders that moved",
      },
    },
    async (_request, reply) => {
      const stream = openStream(reply);
      stream.onEnd(changes.subscribe(ALL_ORDERS, changedSender(stream)));
    },
  );
};
