// The back-office side of the order pipeline (answers shaped by domain/contracts/pipeline.ts): the orders list (the same list as GET /api/orders for staff), the onboarding board with
// its server-computed columns and stats, one order with its pipeline, and the staff actions that drive it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  BOARD_MAX_SHOWN,
  BOARD_PAGE_SIZE,
  boardSchema,
  staffActionResultSchema,
} from '../../domain/contracts/pipeline';
import { allowedStaffActions } from '../../domain/pipeline';
import { staffActionSchema } from '../../domain/staff-actions';
import { uuidSchema } from '../../domain/uuid';
import { notFound } from '../../platform/errors';
import { listQuerySchema, parseListQuery } from '../../platform/list-query';
import { orderPaymentsForStaff } from '../../platform/services/billing';
import {
  adminOrderFilter,
  BOARD_COLUMNS,
  type BoardColumn,
  findPlacedOrderForStaff,
  listAdminOrders,
  loadOrderPipeline,
  onboardingBoard,
  orderCard,
  pipelineOrderWhere,
  pipelineStateFromRecords,
  progressForOrder,
  withLiveStage,
} from '../../platform/services/orders';
import { organizationOfOrder } from '../../platform/services/organizations';
import { onboardingWorkflowId } from '../../workflows/definitions';
import { performStaffAction } from '../lib/staff-action';
import { requireArea } from '../plugins/auth';

const orderParams = z.object({ id: uuidSchema('must be an order id') });

/** How many cards each column shows: the first page, or what 'Show more' asked for (at most BOARD_MAX_SHOWN). */
function columnTakes(query: { perColumn?: number; shown?: string }): Record<BoardColumn, number> {
  const shown = query.shown?.split(',').map(Number);
  const take = (index: number) => Math.min(shown?.[index] || query.perColumn || BOARD_PAGE_SIZE, BOARD_MAX_SHOWN);
  return Object.fromEntries(BOARD_COLUMNS.map((column, index) => [column, take(index)])) as Record<BoardColumn, number>;
}

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
          perColumn: z.coerce.number().int().min(1).max(BOARD_MAX_SHOWN).optional(),
          // Cards to show per column after 'Show more': Pending, In Progress, Complete.
          shown: z
            .string()
            .regex(/^\d{1,3},\d{1,3},\d{1,3}$/, 'shown must be three whole numbers: Pending,In Progress,Complete')
            .optional(),
        }),
        response: { 200: boardSchema },
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery(
        { filter: request.query.filter },
        { sortable: ['createdAt'], defaultSort: ['createdAt', 'DESC'], filter: adminOrderFilter },
      );
      const where = await pipelineOrderWhere(db, { ...filter, status: undefined });
      const { columns, stats } = await onboardingBoard(db, where, filter.status, columnTakes(request.query));
      reply.header('Cache-Control', 'no-store');
      // Each card links to its workflow in the Temporal Web UI, like the order page.
      const linked = (column: (typeof columns)[keyof typeof columns]) => ({
        count: column.count,
        orders: column.orders.map((order) => ({
          ...order,
          temporalUiUrl: temporalUiLink(config.temporal.uiUrl, config.temporal.namespace, order.id),
        })),
      });
      return {
        columns: {
          PENDING: linked(columns.PENDING),
          IN_PROGRESS: linked(columns.IN_PROGRESS),
          COMPLETE: linked(columns.COMPLETE),
        },
        stats,
      };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary: 'One order with its stage history, filings, documents, actions, holder and estimate',
        params: orderParams,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const row = await findPlacedOrderForStaff(db, id);
      if (!row) throw notFound(`Order not found: ${id}`);
      const [pipeline, payments, organization] = await Promise.all([
        loadOrderPipeline(db, id),
        orderPaymentsForStaff(db, row),
        organizationOfOrder(db, id),
      ]);
      const live = await app.pipeline.state(id);
      const order = withLiveStage(row, live);
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
        payments,
        details: order.details,
        organization,
        entities: order.entities.map((e) => ({
          stateCode: e.stateCode,
          businessName: e.businessName,
          entityType: e.entityType,
        })),
        ...pipeline,
        pipeline: {
          source: live ? ('workflow' as const) : ('database' as const),
          generating: state.generating,
          documents: state.documents,
          allowedActions: order.status === 'CANCELED' || order.status === 'COMPLETE' ? [] : allowedStaffActions(state),
        },
        progress: await progressForOrder(db, order),
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
        response: { 200: staffActionResultSchema },
      },
    },
    async (request) => {
      const state = await performStaffAction(app, request, request.params.id.toLowerCase(), request.body);
      return { stage: state.stage, canceled: state.canceled, allowedActions: allowedStaffActions(state) };
    },
  );
};
