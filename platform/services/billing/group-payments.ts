// The one PaymentIntent of an order group (platform/services/orders/order-groups.ts): created once for the group's
// total (idempotency key naming the group and amount), reused on every retry; the webhook pays the group's orders
// through the one function that marks orders paid (./payment-events.ts). An order that cannot keep its part (its
// entity's item already paid by another order, or canceled) has that part alone refunded, once per order
// (idempotency key naming the intent and the order), audited and emailed like any extra payment.
import type Stripe from 'stripe';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import type { OrderGroupRow } from '../orders/order-groups';
import { ORDER_CURRENCY } from './payment-intents';

/** The group's intent: made once for its total, or the one it has (brought to its total while unpaid). */
export async function ensureGroupPaymentIntent(
  stripe: Stripe,
  db: Db,
  group: OrderGroupRow,
  receiptEmail: string,
): Promise<Stripe.PaymentIntent> {
  if (group.stripePaymentIntentId) {
    const intent = await stripe.paymentIntents.retrieve(group.stripePaymentIntentId);
    if (intent.status !== 'canceled') return intent;
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount: group.totalCents,
      currency: ORDER_CURRENCY,
      automatic_payment_methods: { enabled: true },
      metadata: { orderGroupId: group.id },
      receipt_email: receiptEmail,
      description: `Order group ${group.id.slice(0, 8)} (${group.orders.length} orders)`,
    },
    {
      idempotencyKey: `order-group-${group.id}-${group.totalCents}${group.stripePaymentIntentId ? `-after-${group.stripePaymentIntentId}` : ''}`,
    },
  );
  // Set only while the group has no intent, or still the canceled one: two retries at once keep one.
  await db.orderGroup.updateMany({
    where: { id: group.id, stripePaymentIntentId: group.stripePaymentIntentId },
    data: { stripePaymentIntentId: intent.id },
  });
  const kept = await db.orderGroup.findUniqueOrThrow({ where: { id: group.id } });
  return kept.stripePaymentIntentId === intent.id
    ? intent
    : stripe.paymentIntents.retrieve(kept.stripePaymentIntentId as string);
}

export interface GroupPartRefund {
  orderId: string;
  paymentIntentId: string;
  refundId: string;
  amountCents: number;
  reason: string;
}

/** Refunds each part of the intent's group recorded as extra and not refunded yet; the refunds made. */
export async function refundGroupExtras(stripe: Stripe, db: Db, paymentIntentId: string): Promise<GroupPartRefund[]> {
  const parts = await db.orderGroupRefund.findMany({ where: { paymentIntentId, refundId: null } });
  const done: GroupPartRefund[] = [];
  for (const part of parts) {
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: part.amountCents,
        metadata: { orderId: part.orderId, orderGroupId: part.orderGroupId, reason: part.reason },
      },
      { idempotencyKey: `refund-${paymentIntentId}-${part.orderId}` },
    );
    await db.$transaction(async (tx) => {
      const updated = await tx.orderGroupRefund.updateMany({
        where: { orderId: part.orderId, refundId: null },
        data: { refundId: refund.id, refundedAt: new Date() },
      });
      if (updated.count === 0) return;
      await recordAudit(tx, {
        action: AUDIT_ACTIONS.orderExtraPaymentRefunded,
        target: part.orderId,
        details: { paymentIntentId, refundId: refund.id, amountCents: refund.amount, reason: part.reason },
      });
      await tx.outboxEntry.create({
        data: { kind: OUTBOX_KINDS.extraPaymentRefundEmail, payload: { orderId: part.orderId, paymentIntentId } },
      });
    });
    done.push({
      orderId: part.orderId,
      paymentIntentId,
      refundId: refund.id,
      amountCents: refund.amount,
      reason: part.reason,
    });
  }
  return done;
}
