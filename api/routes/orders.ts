// Paid orders: a client's own (dashboard) or, for staff, all of them as a ra-data-simple-rest list
// (api/services/admin-order-list.ts, also behind GET /api/admin/orders).
// Orders still waiting for payment never appear here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canUseArea, isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import type { Prisma } from '../../prisma/generated/client';
import { forbidden, notFound } from '../lib/http-errors';
import { listQuerySchema, setContentRange } from '../lib/list-query';
import { refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';
import { listAdminOrders } from '../services/admin-order-list';
import { loadOrderPipeline } from '../services/order-pipeline';
import { orderPipelineFields } from './order-pipeline-schema';

const orderSummary = z.object({
  id: z.string(),
  status: z.string(),
  /** Cents. */
  totalUSD: z.number().int(),
  state: z.string(),
  createdAt: z.date(),
  stage: z.string().nullable(),
  packages: z.array(z.string()),
  services: z.array(z.string()),
  states: z.array(z.string()),
});

const adminFields = {
  userId: z.string().nullable(),
  paymentStatus: z.string(),
  paidAt: z.date().nullable(),
  contactEmail: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactName: z.string(),
  contactCompany: z.string(),
};

/** Both list shapes: admins get the extra fields, clients do not. */
const orderListItem = orderSummary.extend(
  Object.fromEntries(Object.entries(adminFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof adminFields]: z.ZodOptional<(typeof adminFields)[K]>;
  },
);

const orderDetail = orderSummary.extend({
  ...adminFields,
  contactPhone: z.string(),
  business: z.unknown(),
  packageTotalCents: z.number().int(),
  servicesTotalCents: z.number().int(),
  stateFeesTotalCents: z.number().int(),
  subtotalCents: z.number().int(),
  breakdown: z.unknown(),
  entities: z.array(z.object({ stateCode: z.string(), businessName: z.string(), entityType: z.string() })),
  cancelReason: z.string().nullable(),
  refundedAt: z.date().nullable(),
  ...orderPipelineFields,
});

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
        response: { 200: z.array(orderListItem) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('Cache-Control', 'no-store');
      if (isCustomerRole(user.role)) {
        const where: Prisma.OrderWhereInput = { userId: user.id, paymentStatus: { in: ['PAID', 'REFUNDED'] } };
        const { page, perPage } = request.query;
        const paged = page !== undefined || perPage !== undefined;
        const take = paged ? (perPage ?? 10) : 500;
        const skip = paged ? ((page ?? 1) - 1) * take : 0;
        const [orders, total] = await Promise.all([
          db.order.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
          paged ? db.order.count({ where }) : null,
        ]);
        if (total !== null) {
          reply.header('X-Total-Count', String(total));
          setContentRange(reply, 'orders', skip, orders.length, total);
        }
        return orders.map(summaryOf);
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
        response: { 200: orderDetail },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const notYours = notFound(`Order not found: ${id}`);
      if (!isUuid(id)) throw notYours;
      const order = await db.order.findFirst({
        where: { id: id.toLowerCase(), paymentStatus: { in: ['PAID', 'REFUNDED'] } },
        include: { entities: { orderBy: { stateCode: 'asc' } } },
      });
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
        cancelReason: order.cancelReason,
        refundedAt: order.refundedAt,
        ...(await loadOrderPipeline(db, order.id)),
      };
    },
  );
};
