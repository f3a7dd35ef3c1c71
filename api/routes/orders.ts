// Paid orders (shapes in domain/contracts/order-detail.ts): a client's own (dashboard) or, for staff, all of them as a ra-data-simple-rest list
// (platform/services/admin-order-list.ts, also behind GET /api/admin/orders).
// Orders still waiting for payment never appear here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDetailSchema, orderListItemSchema } from '../../domain/contracts/order-detail';
import { canUseArea, isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { forbidden, notFound } from '../../platform/errors';
import { listQuerySchema, setContentRange } from '../../platform/list-query';
import {
  findPlacedOrderWithEntities,
  listAdminOrders,
  listClientOrders,
  loadOrderPipeline,
  progressForOrder,
  progressForOrders,
} from '../../platform/services/orders';
import type { Prisma } from '../../prisma/generated/client';
import { refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';

/** A client's order list pages with ?page=1&perPage=10 (the total comes back in X-Total-Count). */
const ordersQuery = listQuerySchema.extend({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page must be at most 100000')
    .optional(),
  perPage: z.coerce
    .number({ error: 'perPage must be a whole number from 1 to 100' })
    .int('perPage must be a whole number from 1 to 100')
    .min(1, 'perPage must be a whole number from 1 to 100')
    .max(100, 'perPage must be a whole number from 1 to 100')
    .optional(),
});

type OrderRow = Prisma.OrderGetPayload<object>;

const summaryOf = (order: OrderRow) => ({
  id: order.id,
  status: order.status,
  totalUSD: order.totalUSD,
  state: order.state,
  createdAt: order.createdAt,
  stage: order.stage,
  packages: order.packages,
  services: order.services,
  states: order.states,
  kind: order.kind,
  entityId: order.entityId,
});

const adminFieldsOf = (order: OrderRow) => ({
  userId: order.userId,
  paymentStatus: order.paymentStatus,
  paidAt: order.paidAt,
  contactEmail: order.contactEmail,
  contactFirstName: order.contactFirstName,
  contactLastName: order.contactLastName,
  contactName: `${order.contactFirstName} ${order.contactLastName}`.trim(),
  contactCompany: order.contactCompany,
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Paid orders: your own newest first (clients; page and perPage page them, X-Total-Count gives the total), or all as a sortable, filterable list (admins)',
        querystring: ordersQuery,
        response: { 200: z.array(orderListItemSchema) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('Cache-Control', 'no-store');
      if (isCustomerRole(user.role)) {
        const { page, perPage } = request.query;
        const paged = page !== undefined || perPage !== undefined;
        const take = paged ? (perPage ?? 10) : 500;
        const skip = paged ? ((page ?? 1) - 1) * take : 0;
        const { orders, total } = await listClientOrders(db, user.id, { skip, take, counted: paged });
        if (total !== null) {
          reply.header('X-Total-Count', String(total));
          setContentRange(reply, 'orders', skip, orders.length, total);
        }
        const progress = await progressForOrders(db, orders);
        return orders.map((order) => ({ ...summaryOf(order), progress: progress.get(order.id) }));
      }
      if (!canUseArea(user.role, 'pipeline')) throw forbidden();
      return listAdminOrders(db, request.query, reply);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One paid order with its stage history, filings, documents and open change request (owner or staff)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: orderDetailSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const notYours = notFound(`Order not found: ${id}`);
      if (!isUuid(id)) throw notYours;
      const order = await findPlacedOrderWithEntities(db, id.toLowerCase());
      if (!order) throw notYours;
      if (!canUseArea(user.role, 'pipeline') && order.userId !== user.id)
        throw await refuseForeign(db, request, 'order', id);
      reply.header('Cache-Control', 'no-store');
      return {
        ...summaryOf(order),
        ...adminFieldsOf(order),
        contactPhone: order.contactPhone,
        business: order.business,
        packageTotalCents: order.packageTotalCents,
        servicesTotalCents: order.servicesTotalCents,
        stateFeesTotalCents: order.stateFeesTotalCents,
        subtotalCents: order.subtotalCents,
        breakdown: order.breakdown,
        entities: order.entities.map((e) => ({
          stateCode: e.stateCode,
          businessName: e.businessName,
          entityType: e.entityType,
        })),
        formedEntities: order.formedEntities.map((e) => ({
          id: e.id,
          stateCode: e.stateCode,
          businessName: e.businessName,
        })),
        cancelReason: order.cancelReason,
        refundedAt: order.refundedAt,
        ...(await loadOrderPipeline(db, order.id)),
        progress: await progressForOrder(db, order),
      };
    },
  );
};
