// The back-office side of the order pipeline: the orders list (the same list as GET /api/orders for staff), the onboarding board with
// its server-computed columns and stats, one order with its pipeline, and the staff actions that drive it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowedStaffActions } from '../../domain/pipeline';
import { staffActionSchema } from '../../domain/staff-actions';
import { uuidSchema } from '../../domain/uuid';
import { onboardingWorkflowId } from '../../workflows/definitions';
import { audit } from '../lib/audit';
import { notFound } from '../lib/http-errors';
import { listQuerySchema, parseListQuery } from '../lib/list-query';
import { refused } from '../lib/pipeline-client';
import { requireArea, sessionUser } from '../plugins/auth';
import { adminOrderFilter, listAdminOrders } from '../services/admin-order-list';
import { boardColumns, boardStats, orderCard, pipelineOrderWhere } from '../services/onboarding-board';
import { loadOrderPipeline, pipelineStateFromRecords } from '../services/order-pipeline';

const orderParams = z.object({ id: uuidSchema('must be an order id') });

/** The workflow's page in the Temporal Web UI, when TEMPORAL_UI_URL is set. */
const temporalUiLink = (uiUrl: string | undefined, namespace: string, orderId: string) =>
  uiUrl
    ? `${uiUrl.replace(/\/$/, '')}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(onboardingWorkflowId(orderId))}`
    : null;

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/admin/orders',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'Paid orders: sort, range, filter by status, stage, priority and a search (id, email, business name)',
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => listAdminOrders(db, request.query, reply),
  );

  app.get(
    '/api/admin/onboarding/board',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'The onboarding board: columns with counts and cards, and the footer stats, for the filter',
        querystring: z.object({
          filter: z.string().optional(),
          perColumn: z.coerce.number().int().min(1).max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery(
        { filter: request.query.filter },
        { sortable: ['createdAt'], defaultSort: ['createdAt', 'DESC'], filter: adminOrderFilter },
      );
      const where = await pipelineOrderWhere(db, { ...filter, status: undefined });
      const [columns, stats] = await Promise.all([
        boardColumns(db, where, filter.status, request.query.perColumn ?? 50),
        boardStats(db, where, filter.status),
      ]);
      reply.header('Cache-Control', 'no-store');
      return { columns, stats };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'One order with its stage history, filings, documents and actions',
        params: orderParams,
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const order = await db.order.findFirst({
        where: { id, paymentStatus: { in: ['PAID', 'REFUNDED'] } },
        include: { entities: { orderBy: { stateCode: 'asc' } } },
      });
      if (!order) throw notFound(`Order not found: ${id}`);
      const pipeline = await loadOrderPipeline(db, id);
      const live = await app.pipeline.state(id);
      const state = live ?? pipelineStateFromRecords(order, pipeline);
      reply.header('Cache-Control', 'no-store');
      return {
        ...orderCard(order),
        contactPhone: order.contactPhone,
        business: order.business,
        breakdown: order.breakdown,
        packages: order.packages,
        services: order.services,
        paymentStatus: order.paymentStatus,
        paidAt: order.paidAt,
        refundId: order.refundId,
        refundedAt: order.refundedAt,
        cancelReason: order.cancelReason,
        entities: order.entities.map((e) => ({
          stateCode: e.stateCode,
          businessName: e.businessName,
          entityType: e.entityType,
        })),
        ...pipeline,
        pipeline: {
          source: live ? 'workflow' : 'database',
          generating: state.generating,
          documents: state.documents,
          allowedActions: order.status === 'CANCELED' || order.status === 'COMPLETE' ? [] : allowedStaffActions(state),
        },
        workflowId: order.workflowId,
        temporalUiUrl: temporalUiLink(config.temporal.uiUrl, config.temporal.namespace, id),
      };
    },
  );

  app.post(
    '/api/admin/orders/:id/actions',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'A staff action on the order pipeline (refused with 409 when it does not fit the stage)',
        params: orderParams,
        body: staffActionSchema,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const id = request.params.id.toLowerCase();
      const order = await db.order.findFirst({
        where: { id, paymentStatus: { in: ['PAID', 'REFUNDED'] } },
        select: { status: true },
      });
      if (!order) throw notFound(`Order not found: ${id}`);
      const action = request.body;
      try {
        // A closed workflow cannot answer: its end state is in the database.
        if (order.status === 'CANCELED') throw refused('The order is canceled: no further action is possible');
        if (order.status === 'COMPLETE') throw refused('The order is already complete');
        const state = await app.pipeline.act(id, { action, actor: { id: user.id, email: user.email } });
        await audit(db, request, { action: 'order.action', target: id, details: { ...action, stage: state.stage } });
        return { stage: state.stage, canceled: state.canceled, allowedActions: allowedStaffActions(state) };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        await audit(db, request, {
          action: 'order.action',
          target: id,
          success: false,
          details: { ...action, status, refusal: (err as Error).message },
        });
        throw err;
      }
    },
  );
};
