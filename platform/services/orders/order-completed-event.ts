// The partner's `order.completed`: once per order, only once its status is COMPLETE (its pipeline done and nothing
// it sold pending), inside the caller's transaction that holds the order's row lock.
import type { Prisma } from '../../../prisma/generated/client';
import { recordOrderEvent } from '../partners/events';

export async function recordOrderCompletedIn(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { partnerId: true, status: true } });
  if (!order?.partnerId || order.status !== 'COMPLETE') return;
  if (await tx.partnerEvent.findFirst({ where: { orderId, type: 'order.completed' }, select: { id: true } })) return;
  await recordOrderEvent(tx, orderId, 'order.completed');
}
