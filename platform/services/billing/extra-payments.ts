// A payment the order cannot keep (./order-payments.ts marked it with its reason) is refunded at once through
// Stripe, one refund per PaymentIntent (idempotency key `refund-<intent>`), recorded on the order's list of
// payments, audited and emailed to the client (the worker's outbox relay sends it). A refund that fails (Stripe
// away) is tried again on the event's next delivery and by the next scan that reads the intent.
import type Stripe from 'stripe';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';

export interface ExtraPaymentRefund {
  orderId: string;
  paymentIntentId: string;
  refundId: string;
  amountCents: number;
  reason: string;
}

/** Refunds the intent when it is an extra payment not refunded yet; the refund made, or null (nothing to do). */
export async function refundExtraPayment(
  stripe: Stripe,
  db: Db,
  paymentIntentId: string,
): Promise<ExtraPaymentRefund | null> {
  const row = await db.orderPaymentIntent.findUnique({ where: { paymentIntentId } });
  if (!row?.refundReason || row.refundId) return null;
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId, metadata: { orderId: row.orderId, reason: row.refundReason } },
    { idempotencyKey: `refund-${paymentIntentId}` },
  );
  const done: ExtraPaymentRefund = {
    orderId: row.orderId,
    paymentIntentId,
    refundId: refund.id,
    amountCents: refund.amount,
    reason: row.refundReason,
  };
  await db.$transaction(async (tx) => {
    const updated = await tx.orderPaymentIntent.updateMany({
      where: { paymentIntentId, refundId: null },
      data: { refundId: refund.id, refundedAt: new Date(), status: 'refunded' },
    });
    if (updated.count === 0) return; // another delivery recorded the same refund (same idempotency key)
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderExtraPaymentRefunded,
      target: row.orderId,
      details: { paymentIntentId, refundId: refund.id, amountCents: refund.amount, reason: row.refundReason },
    });
    await tx.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.extraPaymentRefundEmail, payload: { orderId: row.orderId, paymentIntentId } },
    });
  });
  return done;
}
