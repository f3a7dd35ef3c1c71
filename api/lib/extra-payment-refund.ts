// After a Stripe event is recorded: a succeeded PaymentIntent its order could not keep is refunded at once. A
// refund that fails answers 503, so Stripe delivers the event again and the refund is tried again (the event is
// then a duplicate, and the refund's idempotency key keeps it to one).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { serviceUnavailable } from '../../platform/errors';
import { refundExtraPayment, refundGroupExtras } from '../../platform/services/billing';

const REFUND_NOT_MADE = 'A payment to refund could not be refunded now: deliver the event again later';

export async function refundExtraFromEvent(app: FastifyInstance, request: FastifyRequest, event: Stripe.Event) {
  if (event.type !== 'payment_intent.succeeded') return;
  const intentId = (event.data?.object as { id?: unknown } | undefined)?.id;
  if (typeof intentId !== 'string' || !app.stripe) return;
  try {
    const refund = await refundExtraPayment(app.stripe, app.db, intentId);
    if (refund) request.log.warn({ eventId: event.id, ...refund }, 'extra payment refunded');
    // A group's payment: each order's part it could not keep, refunded for that order alone.
    for (const part of await refundGroupExtras(app.stripe, app.db, intentId))
      request.log.warn({ eventId: event.id, ...part }, 'extra part of a group payment refunded');
  } catch (err) {
    request.log.error({ err, eventId: event.id, paymentIntentId: intentId }, 'extra payment not refunded yet');
    throw serviceUnavailable(REFUND_NOT_MADE);
  }
}
