// The client's email that a payment their order could not keep was refunded (./extra-payments.ts), sent once by the
// worker's outbox relay after the refund is recorded.

import { usd } from '../../../domain/money-text';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

export interface RefundNoticePayload {
  orderId: string;
  paymentIntentId: string;
}

export function parseRefundNoticePayload(payload: unknown): RefundNoticePayload {
  const { orderId, paymentIntentId } = (payload ?? {}) as Partial<RefundNoticePayload>;
  if (typeof orderId !== 'string' || typeof paymentIntentId !== 'string')
    throw new Error('email.extra-payment-refunded payload needs an orderId and a paymentIntentId');
  return { orderId, paymentIntentId };
}

export async function deliverRefundNotice(
  deps: { db: Db; mailer: Mailer; log: MailLog; publicUrl: string },
  payload: RefundNoticePayload,
): Promise<void> {
  const { db, mailer, log, publicUrl } = deps;
  const row = await db.orderPaymentIntent.findUnique({
    where: { paymentIntentId: payload.paymentIntentId },
    include: {
      order: { select: { id: true, contactEmail: true, contactCompany: true, user: { select: { email: true } } } },
    },
  });
  if (!row?.refundId) {
    // A part of a group's payment (./group-payments.ts), refunded for its order alone.
    const part = await db.orderGroupRefund.findUnique({ where: { orderId: payload.orderId } });
    if (part?.refundId && part.paymentIntentId === payload.paymentIntentId) {
      const order = await db.order.findUniqueOrThrow({
        where: { id: part.orderId },
        select: { id: true, contactEmail: true, contactCompany: true, user: { select: { email: true } } },
      });
      await mailer.send({
        to: order.user?.email ?? order.contactEmail,
        subject: `Refund of ${usd(part.amountCents)} for order ${order.id.slice(0, 8)}`,
        text: [
          `Your payment for several orders included ${usd(part.amountCents)} for order ${order.id.slice(0, 8)}` +
            `${order.contactCompany ? ` (${order.contactCompany})` : ''} that we could not keep: ${part.reason}.`,
          `That part was refunded to the card it came from (refund ${part.refundId}); banks take 5 to 10 days to show it.`,
          `Your orders: ${publicUrl}/dashboard`,
        ].join('\n\n'),
      });
      return;
    }
    log.info(payload, 'refund email skipped: no refund recorded for this payment');
    return;
  }
  const { order } = row;
  await mailer.send({
    to: order.user?.email ?? order.contactEmail,
    subject: `Refund of ${usd(row.amountCents)} for order ${order.id.slice(0, 8)}`,
    text: [
      `We received a payment of ${usd(row.amountCents)} for order ${order.id.slice(0, 8)}` +
        `${order.contactCompany ? ` (${order.contactCompany})` : ''} that we could not keep: ${row.refundReason}.`,
      `It was refunded in full to the card it came from (refund ${row.refundId}); banks take 5 to 10 days to show it.`,
      `Your orders: ${publicUrl}/dashboard`,
    ].join('\n\n'),
  });
}
