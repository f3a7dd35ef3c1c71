// The back-office list of paid orders, answered by GET /api/orders to staff (the call the admin spec names) and
// by GET /api/admin/orders: one filter, one query and one row shape for both.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ORDER_KINDS } from '../../../domain/order-kinds';
import { ORDER_STATUSES, PIPELINE_STAGES } from '../../../domain/order-stages';
import { PRIORITIES } from '../../../domain/pipeline';
import { uuidSchema } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';
import { type ListQueryInput, parseListQuery, setContentRange } from '../../list-query';
import { orderCard, paymentHoldInclude, pipelineOrderWhere } from './onboarding-board';

export const adminOrderFilter = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  stage: z.enum(PIPELINE_STAGES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  state: z.string().max(10).optional(),
  userId: uuidSchema('must be a user id').optional(),
  kind: z.enum(ORDER_KINDS).optional(),
});

/** One page of paid (or refunded) orders, sorted and filtered as asked, with its Content-Range header set. */
export async function listAdminOrders(db: Db, query: ListQueryInput, reply: FastifyReply) {
  const list = parseListQuery(query, {
    sortable: ['createdAt', 'paidAt', 'totalUSD', 'status', 'stage', 'state', 'contactEmail'],
    defaultSort: ['createdAt', 'DESC'],
    filter: adminOrderFilter,
  });
  const where = await pipelineOrderWhere(db, list.filter);
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      orderBy: [{ [list.sortField]: list.sortOrder }, { id: 'desc' }],
      skip: list.skip,
      take: list.take,
      include: { entities: { select: { stateCode: true, businessName: true } }, ...paymentHoldInclude },
    }),
    db.order.count({ where }),
  ]);
  reply.header('Cache-Control', 'no-store');
  setContentRange(reply, 'orders', list.skip, rows.length, total);
  return rows.map((order) => ({
    ...orderCard(order),
    packages: order.packages,
    services: order.services,
    paymentStatus: order.paymentStatus,
    contactFirstName: order.contactFirstName,
    contactLastName: order.contactLastName,
    contactCompany: order.contactCompany,
  }));
}
