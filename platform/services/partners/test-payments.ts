// The sandbox's failed payment: a test order's payment link payment refused as a declined card would be, so a
// partner sees `paymentStatus: 'failed'` (the link still opens for another try) without a card or Stripe.
import type { Db } from '../../infra/prisma';

/** Marks an unpaid test payment_link order's payment failed; false when the order has no payment to fail. */
export async function failTestPayment(db: Db, orderId: string, reason: string): Promise<boolean> {
  const { count } = await db.order.updateMany({
    where: {
      id: orderId.toLowerCase(),
      testMode: true,
      paymentStatus: { in: ['UNPAID', 'FAILED'] },
      status: { not: 'CANCELED' },
      paymentLink: { isNot: null },
    },
    data: { paymentStatus: 'FAILED', paymentFailureReason: reason },
  });
  return count === 1;
}
