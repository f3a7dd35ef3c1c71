// The Stripe PaymentIntent of an order: created once (idempotency key), reused on every retry, kept at the order's amount.
import type Stripe from 'stripe';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import type { CheckoutOrder } from '../orders/checkout-orders';
import { recordPaymentIntent } from './order-payments';

/** Orders are priced and charged in US dollars (amounts in cents). */
export const ORDER_CURRENCY = 'usd';

export const ALREADY_PAID_MESSAGE = 'This order has already been paid. Check your email or sign in to see it.';

const ORDER_CANCELED_MESSAGE = 'This order was canceled: there is nothing to pay.';

export async function ensurePaymentIntent(stripe: Stripe, db: Db, order: CheckoutOrder): Promise<Stripe.PaymentIntent> {
  if (order.status === 'CANCELED') throw conflict(ORDER_CANCELED_MESSAGE);
  let replaces: string | null = null;
  if (order.stripePaymentIntentId) {
    const intent = await stripe.paymentIntents.retrieve(order.stripePaymentIntentId);
    if (intent.status === 'succeeded' || intent.status === 'processing') throw conflict(ALREADY_PAID_MESSAGE);
    if (intent.status !== 'canceled') {
      if (intent.amount === order.totalUSD) return intent;
      return stripe.paymentIntents.update(intent.id, { amount: order.totalUSD });
    }
    replaces = intent.id;
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount: order.totalUSD,
      currency: ORDER_CURRENCY,
      automatic_payment_methods: { enabled: true },
      metadata: { orderId: order.id },
      receipt_email: order.contactEmail,
      description: `Order ${order.id.slice(0, 8)}`,
    },
    // Same order and amount: same key, so a retry after a lost answer gets the same intent back.
    { idempotencyKey: `order-${order.id}-${order.totalUSD}${replaces ? `-after-${replaces}` : ''}` },
  );
  // Every intent is kept on the order's list before it becomes the current one: none is ever unmatched.
  await recordPaymentIntent(db, order.id, intent);
  await db.order.update({ where: { id: order.id }, data: { stripePaymentIntentId: intent.id } });
  return intent;
}

/** The most payments the staff order page lists. */
const PAYMENTS_SHOWN = 50;

/**
 * Every PaymentIntent the order ever had, oldest first, and the refunded ones of other orders for the same thing
 * sold (a checkout left open while this order paid for the obligation): the staff order page's payments.
 */
export async function orderPaymentsForStaff(db: Db, order: { id: string; soldKey: string | null }) {
  const orderBy = [{ createdAt: 'asc' as const }, { paymentIntentId: 'asc' as const }];
  // Two lookups, each served by its index (the order's intents; the sold key's other orders): as one query with OR,
  // the second branch's join left PostgreSQL no index to use, and it read every intent there is.
  const [own, others] = await Promise.all([
    db.orderPaymentIntent.findMany({ where: { orderId: order.id }, orderBy, take: PAYMENTS_SHOWN }),
    order.soldKey
      ? db.orderPaymentIntent.findMany({
          where: { order: { soldKey: order.soldKey }, orderId: { not: order.id }, refundReason: { not: null } },
          orderBy,
          take: PAYMENTS_SHOWN,
        })
      : [],
  ]);
  const rows = [...own, ...others]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.paymentIntentId.localeCompare(b.paymentIntentId))
    .slice(0, PAYMENTS_SHOWN);
  return rows.map((row) => ({
    paymentIntentId: row.paymentIntentId,
    orderId: row.orderId,
    amountCents: row.amountCents,
    status: row.status,
    livemode: row.livemode,
    refundReason: row.refundReason,
    refundId: row.refundId,
    refundedAt: row.refundedAt,
    createdAt: row.createdAt,
  }));
}
