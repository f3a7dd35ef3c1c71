// Cancel activities: the order is marked CANCELED with its reason, and a paid order is refunded through
// Stripe with an idempotency key per order, so a retried refund never refunds twice.
import { ApplicationFailure } from '@temporalio/activity';
import type Stripe from 'stripe';
import type { Actor } from '../../domain/pipeline';
import type { Db } from '../../platform/infra/prisma';
import { loadStripe } from '../../platform/infra/stripe';
import { findOrderPayment, markOrderCanceled, recordOrderRefund } from '../../platform/services/orders';
import { orderNotFound } from './order-records';

/** @internal */
export const refundIdempotencyKey = (orderId: string) => `order-refund-${orderId}`;

export function createCancelActivities({ db, stripe }: { db: Db; stripe: Stripe | null }) {
  return {
    async cancelOrder(input: { orderId: string; reason: string; actor: Actor | null }): Promise<void> {
      const { orderId, reason, actor } = input;
      if (!(await markOrderCanceled(db, orderId, reason, actor))) throw orderNotFound(orderId);
    },

    /**
     * Refunds a paid order in full (an order of a group: its own price, from the group's one payment); answers the
     * refund id, or null when nothing was paid.
     */
    async refundPayment(input: { orderId: string }): Promise<{ refundId: string | null }> {
      const { orderId } = input;
      const order = await findOrderPayment(db, orderId);
      if (!order) throw orderNotFound(orderId);
      if (order.refundId) return { refundId: order.refundId };
      const groupIntent = order.stripePaymentIntentId ? null : (order.orderGroup?.stripePaymentIntentId ?? null);
      const intentId = order.stripePaymentIntentId ?? groupIntent;
      if (order.paymentStatus !== 'PAID' || !intentId) return { refundId: null };
      if (!stripe)
        throw ApplicationFailure.nonRetryable('Stripe is not configured (STRIPE_SECRET_KEY)', 'RefundUnavailable');
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: intentId,
            ...(groupIntent ? { amount: order.totalUSD } : {}),
            metadata: { orderId },
          },
          { idempotencyKey: refundIdempotencyKey(orderId) },
        )
        .catch((err: unknown) => {
          // Stripe refused the request itself (e.g. already refunded elsewhere): retrying cannot help.
          if (err instanceof loadStripe().errors.StripeInvalidRequestError)
            throw ApplicationFailure.nonRetryable(`Stripe refused the refund: ${err.message}`, 'RefundRefused');
          throw err;
        });
      await recordOrderRefund(db, orderId, refund);
      return { refundId: refund.id };
    },
  };
}
