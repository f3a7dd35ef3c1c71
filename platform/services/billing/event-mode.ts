// Test and live never mix (checked before any event is applied): a signed Stripe event whose livemode differs from
// the platform's key, or a live payment naming a test-mode order, is held: stored whole (HeldStripeEvent), never
// applied. A redelivery of a held event is a duplicate.
import type Stripe from 'stripe';
import { eventModeMismatch, type StripeMode } from '../../../domain/stripe-mode';
import { isUuid } from '../../../domain/uuid';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

export type ModeHold = { kind: 'duplicate' } | { kind: 'held'; orderId: string | null; reason: string };

interface EventObject {
  id?: unknown;
  object?: unknown;
  payment_intent?: unknown;
  metadata?: Record<string, unknown> | null;
}

const objectOf = (event: Stripe.Event): EventObject | null => {
  const object = (event as { data?: { object?: unknown } }).data?.object;
  return object && typeof object === 'object' && !Array.isArray(object) ? (object as EventObject) : null;
};

/** The order an event's PaymentIntent (or charge or refund of one) concerns: by the intent's id, then its metadata. */
async function orderNamedBy(db: Db, object: EventObject | null): Promise<{ id: string; testMode: boolean } | null> {
  if (!object) return null;
  const intentId =
    object.object === 'payment_intent'
      ? object.id
      : typeof object.payment_intent === 'string'
        ? object.payment_intent
        : null;
  const select = { id: true, testMode: true } as const;
  if (typeof intentId === 'string' && intentId.length <= 255) {
    const byIntent = await db.order.findUnique({ where: { stripePaymentIntentId: intentId }, select });
    if (byIntent) return byIntent;
  }
  const named = object.metadata?.orderId;
  return typeof named === 'string' && isUuid(named) ? db.order.findUnique({ where: { id: named }, select }) : null;
}

/** Null when the event may be applied; otherwise it is stored as held (once) and the outcome says so. */
export async function holdOutOfModeEvent(db: Db, event: Stripe.Event, platform: StripeMode): Promise<ModeHold | null> {
  const { id, type, livemode } = event as { id?: unknown; type?: unknown; livemode?: unknown };
  if (typeof id !== 'string' || typeof type !== 'string') return null; // unreadable: the event handler holds it
  const mismatch = eventModeMismatch(livemode, platform);
  const object = objectOf(event);
  // Live money is checked against the order too: a test-mode order is never paid (or refunded) by a live event.
  const order = mismatch || livemode === true ? await orderNamedBy(db, object) : null;
  const reason =
    mismatch ?? (livemode === true && order?.testMode ? `a live-mode event for test-mode order ${order.id}` : null);
  if (!reason) return null;
  try {
    await db.heldStripeEvent.create({
      data: {
        id,
        type,
        livemode: livemode === true,
        reason,
        orderId: order?.id ?? null,
        payload: JSON.parse(JSON.stringify(event)) as Prisma.InputJsonValue,
      },
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') return { kind: 'duplicate' };
    throw err;
  }
  return { kind: 'held', orderId: order?.id ?? null, reason };
}
