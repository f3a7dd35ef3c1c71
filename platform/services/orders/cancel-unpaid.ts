// Canceling an order nobody has paid yet (from the back-office or the partner API): CANCELED with its reason, under
// the order's row lock so a payment being marked at the same moment either pays first (then 409: a paid order is
// canceled through its pipeline, with its refund) or finds it canceled (then refunded: billing/order-payments.ts).
// Its payment link and checkout stop working (a canceled order is never given a PaymentIntent again), and its open
// PaymentIntents are canceled at Stripe; one that still succeeds is refunded.
import type Stripe from 'stripe';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { recordOrderEvent } from '../partners/events';

const CANCEL_PAID_MESSAGE =
  'This order is paid: only an unpaid order can be canceled here (a paid one is canceled on its pipeline, with a refund)';

/** Intent statuses Stripe still lets us cancel. */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

export interface CancelActor {
  id?: string | null;
  email?: string | null;
  role?: string | null;
}

/** Cancels the unpaid order (again: no change); 404 unknown, 409 when paid. Answers the order's id and status. */
export async function cancelUnpaidOrder(
  db: Db,
  stripe: Stripe | null,
  input: { orderId: string; reason: string; actor: CancelActor | null; ip?: string | null },
): Promise<{ id: string; status: 'CANCELED'; alreadyCanceled: boolean }> {
  const { orderId, reason, actor } = input;
  const alreadyCanceled = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    if (!row) throw notFound(`Order not found: ${orderId}`);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED') throw conflict(CANCEL_PAID_MESSAGE);
    if (order.status === 'CANCELED') return true;
    await tx.order.update({ where: { id: orderId }, data: { status: 'CANCELED', cancelReason: reason } });
    if (order.partnerId) await recordOrderEvent(tx, orderId, 'order.canceled', { reason });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderCanceled,
      target: orderId,
      actor,
      ip: input.ip ?? null,
      details: { reason, unpaid: true, partnerId: order.partnerId },
    });
    return false;
  });
  if (stripe) await cancelOpenIntents(db, stripe, orderId);
  return { id: orderId, status: 'CANCELED', alreadyCanceled };
}

/** Cancels at Stripe every intent of the order that can still be paid (best effort: a late success is refunded). */
async function cancelOpenIntents(db: Db, stripe: Stripe, orderId: string) {
  const rows = await db.orderPaymentIntent.findMany({ where: { orderId } });
  for (const row of rows) {
    if (!CANCELABLE.has(row.status) && row.status !== 'unknown') continue;
    try {
      const intent = await stripe.paymentIntents.cancel(row.paymentIntentId, {
        cancellation_reason: 'abandoned',
      });
      await db.orderPaymentIntent.update({
        where: { paymentIntentId: row.paymentIntentId },
        data: { status: intent.status },
      });
    } catch {
      // Already succeeded or canceled, or Stripe away: a success still arriving is refunded when it does.
    }
  }
}
