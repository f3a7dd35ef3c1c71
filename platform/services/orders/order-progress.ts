// Who each order waits for and when it should be done (domain/order-progress.ts), for a page of orders at once:
// four queries whatever the number of orders (stage history, open change requests, filings, documents to sign), a
// fifth when some order's pipeline is complete and its status is not (what it has still to deliver).
import { type OrderProgress, orderProgress } from '../../../domain/order-progress';
import type { PipelineStage } from '../../../domain/order-stages';
import type { Db } from '../../infra/prisma';
import { unsignedDocumentCounts } from '../documents/e-signatures';
import { stillToDeliverOf } from './order-deliverables';

export interface ProgressOrder {
  id: string;
  status: string;
  stage: PipelineStage | null;
  states: string[];
  paidAt: Date | null;
  createdAt: Date;
}

export async function progressForOrders(
  db: Db,
  orders: readonly ProgressOrder[],
  now = new Date(),
): Promise<Map<string, OrderProgress>> {
  const ids = orders.map((o) => o.id);
  const [events, openRequests, filings, toSign] = ids.length
    ? await Promise.all([
        db.orderStageEvent.findMany({
          where: { orderId: { in: ids } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { orderId: true, stage: true, action: true, createdAt: true },
        }),
        db.changeRequest.findMany({ where: { orderId: { in: ids }, respondedAt: null }, select: { orderId: true } }),
        db.orderFiling.findMany({
          where: { orderId: { in: ids } },
          select: { orderId: true, stateCode: true, status: true },
        }),
        unsignedDocumentCounts(db, ids),
      ])
    : [[], [], [], new Map<string, number>()];
  const open = new Set(openRequests.map((r) => r.orderId));
  const delivering = orders.filter((o) => o.stage === 'COMPLETE' && o.status === 'IN_PROGRESS').map((o) => o.id);
  const stillToDeliver = await stillToDeliverOf(db, delivering);
  return new Map(
    orders.map((order) => [
      order.id,
      orderProgress(
        {
          ...order,
          events: events.filter((e) => e.orderId === order.id),
          changeRequestOpen: open.has(order.id),
          documentsToSign: toSign.get(order.id) ?? 0,
          filings: filings.filter((f) => f.orderId === order.id),
          stillToDeliver: stillToDeliver.get(order.id) ?? null,
        },
        now,
      ),
    ]),
  );
}

export async function progressForOrder(db: Db, order: ProgressOrder, now = new Date()): Promise<OrderProgress> {
  return (await progressForOrders(db, [order], now)).get(order.id)!;
}
