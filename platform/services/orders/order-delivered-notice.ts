// The client's email that an order filed earlier is now complete, everything it includes delivered
// (completeIfDelivered writes its outbox entry); sent once by the worker's outbox relay, never for a test order.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { deliveredEmail } from '../../../domain/order-emails';
import { emailsCustomer } from '../../../domain/pipeline-simulation';
import type { Mailer } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { hasAuditEntry, recordAudit } from '../audit/audit';
import { loadOrderDeliverables } from './order-deliverables';

export interface OrderDeliveredPayload {
  orderId: string;
}

export function parseOrderDeliveredPayload(payload: unknown): OrderDeliveredPayload {
  const { orderId } = (payload ?? {}) as Partial<OrderDeliveredPayload>;
  if (typeof orderId !== 'string') throw new Error('email.order-delivered payload needs an orderId');
  return { orderId };
}

export async function deliverOrderDeliveredNotice(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  payload: OrderDeliveredPayload,
): Promise<void> {
  const { db, mailer, publicUrl } = deps;
  const order = await db.order.findUnique({
    where: { id: payload.orderId },
    select: { id: true, status: true, testMode: true, contactEmail: true },
  });
  if (order?.status !== 'COMPLETE' || !emailsCustomer(order)) return;
  const key = `order-delivered:${order.id}`;
  if (await hasAuditEntry(db, AUDIT_ACTIONS.emailSent, key)) return;
  const { deliverables } = await loadOrderDeliverables(db, order.id);
  const message = {
    to: order.contactEmail,
    ...deliveredEmail({ id: order.id, deliverables }, `${publicUrl}/orders/${order.id}`),
  };
  await mailer.send(message);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.emailSent,
    target: key,
    details: { to: message.to, subject: message.subject },
  });
}
