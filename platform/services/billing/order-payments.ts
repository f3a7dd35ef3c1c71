// The one place that decides whether a succeeded payment pays its order: under the lock of what the order sells
// (its sold key: an obligation, or an entity and kind), an order is paid only when it is unpaid, not canceled and
// no other PAID order sells the same thing. Any other success is an extra payment: kept on the order's list of
// PaymentIntents with the reason, and refunded (./extra-payments.ts). Every intent an order ever had is recorded
// here too, so no success is ever unmatched.
import type Stripe from 'stripe';
import { type ExtraPaymentReason, extraPaymentReason } from '../../../domain/sold-item';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { lockSoldItem, paidOrderFor, soldKeyOfOrder } from '../orders/sold-keys';

type Tx = Prisma.TransactionClient;
type Order = Prisma.OrderGetPayload<object>;
type IntentFacts = Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'status' | 'livemode'> & {
  amount_received?: number;
};

const ALREADY_SOLD_MESSAGE = 'This has already been paid for by another order';

export type SucceededDecision =
  | { kind: 'pay'; order: Order }
  /** The intent that already paid the order (a webhook delivered again, or read back after the charge). */
  | { kind: 'same'; order: Order }
  | { kind: 'extra'; order: Order; reason: ExtraPaymentReason; coveredBy: string | null };

/** Keeps (or brings up to date) one PaymentIntent of the order. */
export async function recordPaymentIntent(db: Db | Tx, orderId: string, intent: IntentFacts): Promise<void> {
  // Events built by hand (or older API versions) may lack a field: the row keeps what can be read.
  const read = intent.status === 'succeeded' ? (intent.amount_received ?? intent.amount) : intent.amount;
  const amountCents = Number.isSafeInteger(read) ? read : 0;
  const status = typeof intent.status === 'string' ? intent.status : 'unknown';
  await db.orderPaymentIntent.upsert({
    where: { paymentIntentId: intent.id },
    create: {
      paymentIntentId: intent.id,
      orderId,
      amountCents,
      status,
      livemode: intent.livemode === true,
    },
    // An intent stays its first order's: a later event only updates what Stripe says of it.
    update: { amountCents, status },
  });
}

/** The order a recorded PaymentIntent belongs to, or null. */
export async function orderIdOfIntent(db: Db | Tx, intentId: string): Promise<string | null> {
  const row = await db.orderPaymentIntent.findUnique({
    where: { paymentIntentId: intentId },
    select: { orderId: true },
  });
  return row?.orderId ?? null;
}

/**
 * Whether a succeeded intent pays its order, decided under the order's sold-key lock and row lock (so two paths
 * paying one thing at once leave one PAID order). An extra payment is recorded with its reason for the refund.
 */
export async function decideSucceededPayment(
  tx: Tx,
  orderId: string,
  intent: IntentFacts,
  /** For an order of a group (./group-payments.ts): the group's intent pays it; an extra part is the group's to record. */
  group?: { paymentIntentId: string },
): Promise<SucceededDecision> {
  const first = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const key = await soldKeyOfOrder(tx, first);
  if (key) await lockSoldItem(tx, key);
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const paid = order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED';
  // A group's order holds no intent of its own: its group's pays it.
  const paidBy = order.stripePaymentIntentId ?? (paid && group && order.orderGroupId ? group.paymentIntentId : null);
  if (paid && paidBy === intent.id) return { kind: 'same', order };
  const covering = key && !paid ? await paidOrderFor(tx, key, order.id) : null;
  const reason = extraPaymentReason(
    { paymentStatus: order.paymentStatus, status: order.status, paidBy },
    intent.id,
    covering?.id ?? null,
  );
  if (!reason) return { kind: 'pay', order };
  if (group) return { kind: 'extra', order, reason, coveredBy: covering?.id ?? null };
  await recordPaymentIntent(tx, order.id, intent);
  await tx.orderPaymentIntent.updateMany({
    where: { paymentIntentId: intent.id, refundReason: null },
    data: { refundReason: covering ? `${reason} (${covering.id})` : reason },
  });
  return { kind: 'extra', order, reason, coveredBy: covering?.id ?? null };
}

/**
 * For a path that marks an order paid without a card payment (a partner's order on account): takes the sold key's
 * lock for the transaction and refuses (409) when another PAID order already sells it.
 */
export async function claimSoldItem(tx: Tx, key: string | null): Promise<void> {
  if (!key) return;
  await lockSoldItem(tx, key);
  if (await paidOrderFor(tx, key)) throw conflict(ALREADY_SOLD_MESSAGE);
}
