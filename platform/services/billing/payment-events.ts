// What a verified Stripe event does to our data. Each event id is handled once (WebhookEvent), in the same
// transaction as its effects, so a redelivery changes nothing and a failed handling is retried by Stripe.
import type Stripe from 'stripe';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import { emailsCustomer } from '../../../domain/pipeline-simulation';
import { isUuid } from '../../../domain/uuid';
import { Prisma } from '../../../prisma/generated/client';
import { onboardingWorkflowId } from '../../../workflows/definitions';
import type { Db } from '../../infra/prisma';
import { queueClientNotice } from '../notices/client-notices';
import { createOrderDeliverables } from '../orders/order-deliverables';
import { recordOrderEvent } from '../partners/events';
import { type RenewalEventOutcome, renewalEventHandlers } from '../renewals/renewal-events';
import { type MembershipEventOutcome, membershipEventHandlers, RetryLater } from './membership-events';
import { decideSucceededPayment, orderIdOfIntent, recordPaymentIntent } from './order-payments';
import { ORDER_CURRENCY } from './payment-intents';
import { applySubscriptionEvent, isSubscriptionEvent, type SubscriptionEventHandlers } from './subscription-events';

export type PaymentEventOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'paid'; orderId: string; userId: string | null; email: string; userCreated: boolean; amountCents: number }
  | { kind: 'failed'; orderId: string; email: string; reason: string }
  | { kind: 'retry'; reason: string }
  /** A signed event the product cannot apply (wrong amount, unknown order, ...): kept for staff, not retried. */
  | { kind: 'held'; orderId: string | null; reason: string }
  /** A success the order cannot keep (already paid, canceled, or sold by another order): refunded after commit. */
  | { kind: 'extra'; orderId: string; paymentIntentId: string; reason: string }
  /** A group's payment: the orders it paid, and those that could not keep their part (refunded after commit). */
  | {
      kind: 'groupPaid';
      groupId: string;
      paymentIntentId: string;
      paid: { orderId: string; email: string; amountCents: number; userCreated: boolean }[];
      extra: { orderId: string; reason: string }[];
    }
  | MembershipEventOutcome
  | RenewalEventOutcome;

class DuplicateEvent extends Error {}

/** The areas sold as Stripe subscriptions, in the order they are asked to claim an event: memberships take the rest. */
const SUBSCRIPTION_AREAS: readonly SubscriptionEventHandlers<MembershipEventOutcome | RenewalEventOutcome>[] = [
  renewalEventHandlers,
  membershipEventHandlers,
];

type Tx = Prisma.TransactionClient;
type Order = NonNullable<Awaited<ReturnType<Tx['order']['findUnique']>>>;
type OrderMatch = { order: Order } | { held: string } | { ignored: string };

/**
 * The order an intent pays: the one holding its id, or the one its metadata names. An intent naming another order
 * than the one holding it, or an order linked to another intent, is held; an intent naming no order is not ours
 * (e.g. a membership invoice).
 */
async function findOrderFor(tx: Tx, intent: Stripe.PaymentIntent): Promise<OrderMatch> {
  const named = intent.metadata?.orderId;
  const [byIntent, recorded, byMetadata] = await Promise.all([
    tx.order.findUnique({ where: { stripePaymentIntentId: intent.id } }),
    orderIdOfIntent(tx, intent.id),
    typeof named === 'string' && isUuid(named) ? tx.order.findUnique({ where: { id: named } }) : null,
  ]);
  const owner = byIntent?.id ?? recorded;
  if (owner && named && named !== owner)
    return { held: `payment intent ${intent.id} belongs to order ${owner} but its metadata names ${named}` };
  if (byIntent) return { order: byIntent };
  if (recorded) return { order: await tx.order.findUniqueOrThrow({ where: { id: recorded } }) };
  if (!named) return { ignored: `no order for payment intent ${intent.id}` };
  if (!byMetadata) return { held: `payment intent ${intent.id} names unknown order ${named}` };
  // Every intent we make is recorded with its order (./order-payments.ts): one we never recorded that names an order
  // holding another is not ours to apply.
  if (byMetadata.stripePaymentIntentId && byMetadata.stripePaymentIntentId !== intent.id)
    return {
      held: `order ${byMetadata.id} is paid by payment intent ${byMetadata.stripePaymentIntentId}, not ${intent.id}`,
    };
  return { order: byMetadata };
}

/** Why a succeeded intent does not pay the order in full (the order's own price and currency), or null. */
function paymentMismatch(order: Order, intent: Stripe.PaymentIntent): string | null {
  if (String(intent.currency).toLowerCase() !== ORDER_CURRENCY)
    return `currency ${intent.currency} instead of ${ORDER_CURRENCY}`;
  if (intent.amount_received !== order.totalUSD)
    return `amount received ${intent.amount_received} cents instead of the order's ${order.totalUSD} cents`;
  return null;
}

async function markPaid(tx: Tx, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  const group = await tx.orderGroup.findUnique({ where: { stripePaymentIntentId: intent.id } });
  if (group) return markGroupPaid(tx, group, intent);
  const match = await findOrderFor(tx, intent);
  if ('ignored' in match) return { kind: 'ignored', reason: match.ignored };
  if ('held' in match) return { kind: 'held', orderId: null, reason: match.held };
  // Decided under the sold item's and the order's locks: the webhook and an off-session charge read back at once pay
  // and start the order once, and two orders for one thing are never both paid.
  const decision = await decideSucceededPayment(tx, match.order.id, intent);
  const { order } = decision;
  if (decision.kind === 'same') return { kind: 'ignored', reason: `order ${order.id} is already paid` };
  if (decision.kind === 'extra')
    return { kind: 'extra', orderId: order.id, paymentIntentId: intent.id, reason: decision.reason };
  const mismatch = paymentMismatch(order, intent);
  if (mismatch) return { kind: 'held', orderId: order.id, reason: `payment intent ${intent.id}: ${mismatch}` };
  return payOrder(tx, order, intent);
}

/**
 * The one place an order becomes paid by a succeeded intent (its own, or its group's: ./group-payments.ts): paid
 * and started (the workflow through the outbox), its deliverables made, the buyer's account found or made and told.
 */
async function payOrder(
  tx: Tx,
  order: Order,
  intent: Stripe.PaymentIntent,
  options: { grouped?: boolean } = {},
): Promise<Extract<PaymentEventOutcome, { kind: 'paid' }>> {
  const email = order.contactEmail.trim().toLowerCase();
  // A partner's customer (payment link) gets no account here: the partner owns the relation and follows the order
  // through its events; a storefront buyer gets one, with its invitation.
  const existing = order.partnerId ? null : await tx.user.findUnique({ where: { email } });
  const user = order.partnerId
    ? null
    : (existing ?? (await tx.user.create({ data: { email, role: 'CLIENT', passwordHash: null } })));
  await tx.order.update({
    where: { id: order.id },
    data: {
      paymentStatus: 'PAID',
      paidAt: new Date(),
      status: 'PENDING',
      stage: 'PENDING_REVIEW',
      workflowId: onboardingWorkflowId(order.id),
      userId: user?.id ?? null,
      // A group's orders share its one intent, kept on the group.
      ...(options.grouped ? {} : { stripePaymentIntentId: intent.id }),
      paymentFailureReason: null,
    },
  });
  if (!options.grouped) await recordPaymentIntent(tx, order.id, intent);
  await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId: order.id } } });
  await createOrderDeliverables(tx, order);
  // A new client's invitation says the order is paid; a client with a password gets the receipt.
  if (user && !user.passwordHash) {
    await tx.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.invitationEmail, payload: { userId: user.id, orderId: order.id } },
    });
  } else if (user && emailsCustomer(order)) await queueClientNotice(tx, { notice: 'order-paid', orderId: order.id });
  if (order.partnerId) await recordOrderEvent(tx, order.id, 'order.paid');
  return {
    kind: 'paid',
    orderId: order.id,
    userId: user?.id ?? null,
    email,
    userCreated: Boolean(user && !existing),
    amountCents: options.grouped ? order.totalUSD : intent.amount_received,
  };
}

type Group = NonNullable<Awaited<ReturnType<Tx['orderGroup']['findUnique']>>>;

/**
 * A group's payment (./group-payments.ts): for the total of its orders, in our currency, or held. Each order is
 * decided as a single order's payment is, under its sold item's lock and its row lock, in a fixed order (by what it sells):
 * paid through payOrder, already paid by this intent (a webhook delivered again), or an extra part recorded for
 * its refund (paid by another order, canceled).
 */
async function markGroupPaid(tx: Tx, group: Group, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  if (String(intent.currency).toLowerCase() !== ORDER_CURRENCY || intent.amount_received !== group.totalCents)
    return {
      kind: 'held',
      orderId: null,
      reason: `payment intent ${intent.id}: ${intent.amount_received} ${intent.currency} received for order group ${group.id} of ${group.totalCents} cents`,
    };
  // In the order of what they sell (their sold keys, by entity), as every group takes them: two groups paying the
  // same entities at once wait on each other's locks in turn, never both ways.
  const orders = await tx.order.findMany({
    where: { orderGroupId: group.id },
    orderBy: [{ soldKey: { sort: 'asc', nulls: 'last' } }, { entityId: 'asc' }, { id: 'asc' }],
  });
  const paid: Extract<PaymentEventOutcome, { kind: 'groupPaid' }>['paid'] = [];
  const extra: Extract<PaymentEventOutcome, { kind: 'groupPaid' }>['extra'] = [];
  for (const { id } of orders) {
    const decision = await decideSucceededPayment(tx, id, intent, { paymentIntentId: intent.id });
    if (decision.kind === 'same') continue;
    if (decision.kind === 'extra') {
      const reason = decision.coveredBy ? `${decision.reason} (${decision.coveredBy})` : decision.reason;
      await tx.orderGroupRefund.upsert({
        where: { orderId: id },
        create: {
          orderId: id,
          orderGroupId: group.id,
          paymentIntentId: intent.id,
          amountCents: decision.order.totalUSD,
          reason,
        },
        update: {},
      });
      extra.push({ orderId: id, reason });
      continue;
    }
    const outcome = await payOrder(tx, decision.order, intent, { grouped: true });
    paid.push({
      orderId: outcome.orderId,
      email: outcome.email,
      amountCents: outcome.amountCents,
      userCreated: outcome.userCreated,
    });
  }
  return { kind: 'groupPaid', groupId: group.id, paymentIntentId: intent.id, paid, extra };
}

async function markFailed(tx: Tx, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  const match = await findOrderFor(tx, intent);
  if ('ignored' in match) return { kind: 'ignored', reason: match.ignored };
  if ('held' in match) return { kind: 'held', orderId: null, reason: match.held };
  const { order } = match;
  await recordPaymentIntent(tx, order.id, intent);
  if (order.paymentStatus === 'PAID') return { kind: 'ignored', reason: `order ${order.id} is already paid` };
  const reason = intent.last_payment_error?.message || 'The payment failed.';
  await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'FAILED', paymentFailureReason: reason } });
  return { kind: 'failed', orderId: order.id, email: order.contactEmail, reason };
}

/**
 * A succeeded PaymentIntent read back from Stripe (an off-session charge answered at once), applied as its webhook
 * would be (markPaid locks the order row, so this and the webhook pay and start it once).
 */
export function applySucceededIntent(db: Db, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  return db.$transaction((tx) => markPaid(tx, intent));
}

/** The event's PaymentIntent, or null when the signed event does not carry one we can read. */
function paymentIntentOf(event: Stripe.Event): Stripe.PaymentIntent | null {
  const object = (event as { data?: { object?: unknown } }).data?.object as Partial<Stripe.PaymentIntent> | undefined;
  return object && typeof object === 'object' && typeof object.id === 'string'
    ? (object as Stripe.PaymentIntent)
    : null;
}

/** Why a signed event cannot be read at all (no id, type or object), or null. Stripe never sends these. */
function unreadableEnvelope(event: Stripe.Event): string | null {
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  if (typeof id !== 'string' || id.length === 0 || id.length > 255) return 'event without a readable id';
  if (typeof type !== 'string') return `event ${id} without a type`;
  const object = data?.object;
  if (!object || typeof object !== 'object' || Array.isArray(object)) return `event ${type} carries no readable object`;
  return null;
}

export async function handlePaymentEvent(db: Db, event: Stripe.Event): Promise<PaymentEventOutcome> {
  const unreadableReason = unreadableEnvelope(event);
  if (unreadableReason) return { kind: 'held', orderId: null, reason: unreadableReason };
  try {
    return await db.$transaction(async (tx) => {
      try {
        await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      } catch (err) {
        if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw new DuplicateEvent();
        throw err;
      }
      const unreadable = {
        kind: 'held' as const,
        orderId: null,
        reason: `event ${event.type} carries no readable payment intent`,
      };
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const intent = paymentIntentOf(event);
          if (!intent) return unreadable;
          return event.type === 'payment_intent.succeeded' ? markPaid(tx, intent) : markFailed(tx, intent);
        }
        default:
          if (isSubscriptionEvent(event)) return applySubscriptionEvent(tx, event, SUBSCRIPTION_AREAS);
          return { kind: 'ignored', reason: `event type ${event.type} is not handled` };
      }
    });
  } catch (err) {
    if (err instanceof DuplicateEvent) return { kind: 'duplicate' };
    if (err instanceof RetryLater) return { kind: 'retry', reason: err.message };
    // A signed event whose object lacks what it needs fails the same way on every delivery: held for staff.
    // Anything else (the database away) is thrown, so Stripe delivers it again.
    if (err instanceof TypeError || err instanceof Prisma.PrismaClientValidationError) {
      return {
        kind: 'held',
        orderId: null,
        reason: `event ${event.type} could not be applied: ${err.message.slice(0, 200)}`,
      };
    }
    throw err;
  }
}
