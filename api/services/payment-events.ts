// What a verified Stripe event does to our data. Each event id is handled once (WebhookEvent), in the same
// transaction as its effects, so a redelivery changes nothing and a failed handling is retried by Stripe.
import type Stripe from 'stripe';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { isUuid } from '../../domain/uuid';
import { Prisma } from '../../prisma/generated/client';
import { onboardingWorkflowId } from '../../workflows/definitions';
import type { Db } from '../lib/prisma';
import {
  applyMembershipEvent,
  MEMBERSHIP_EVENT_TYPES,
  type MembershipEventOutcome,
  RetryLater,
} from './membership-events';

export type PaymentEventOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'paid'; orderId: string; userId: string; email: string; userCreated: boolean; amountCents: number }
  | { kind: 'failed'; orderId: string; email: string; reason: string }
  | { kind: 'retry'; reason: string }
  | MembershipEventOutcome;

class DuplicateEvent extends Error {}

type Tx = Prisma.TransactionClient;

function findOrderFor(tx: Tx, intent: Stripe.PaymentIntent) {
  const orderId = intent.metadata?.orderId;
  const byId = orderId && isUuid(orderId) ? [{ id: orderId }] : [];
  return tx.order.findFirst({ where: { OR: [{ stripePaymentIntentId: intent.id }, ...byId] } });
}

async function markPaid(tx: Tx, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  const order = await findOrderFor(tx, intent);
  if (!order) return { kind: 'ignored', reason: `no order for payment intent ${intent.id}` };
  if (order.paymentStatus === 'PAID') return { kind: 'ignored', reason: `order ${order.id} is already paid` };

  const email = order.contactEmail.trim().toLowerCase();
  const existing = await tx.user.findUnique({ where: { email } });
  const user = existing ?? (await tx.user.create({ data: { email, role: 'CLIENT', passwordHash: null } }));
  await tx.order.update({
    where: { id: order.id },
    data: {
      paymentStatus: 'PAID',
      paidAt: new Date(),
      status: 'PENDING',
      stage: 'PENDING_REVIEW',
      workflowId: onboardingWorkflowId(order.id),
      userId: user.id,
      stripePaymentIntentId: intent.id,
      paymentFailureReason: null,
    },
  });
  await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId: order.id } } });
  if (!user.passwordHash) {
    await tx.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.invitationEmail, payload: { userId: user.id, orderId: order.id } },
    });
  }
  return {
    kind: 'paid',
    orderId: order.id,
    userId: user.id,
    email,
    userCreated: !existing,
    amountCents: intent.amount_received || intent.amount,
  };
}

async function markFailed(tx: Tx, intent: Stripe.PaymentIntent): Promise<PaymentEventOutcome> {
  const order = await findOrderFor(tx, intent);
  if (!order) return { kind: 'ignored', reason: `no order for payment intent ${intent.id}` };
  if (order.paymentStatus === 'PAID') return { kind: 'ignored', reason: `order ${order.id} is already paid` };
  const reason = intent.last_payment_error?.message || 'The payment failed.';
  await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'FAILED', paymentFailureReason: reason } });
  return { kind: 'failed', orderId: order.id, email: order.contactEmail, reason };
}

export async function handlePaymentEvent(db: Db, event: Stripe.Event): Promise<PaymentEventOutcome> {
  try {
    return await db.$transaction(async (tx) => {
      try {
        await tx.webhookEvent.create({ data: { id: event.id, type: event.type } });
      } catch (err) {
        if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw new DuplicateEvent();
        throw err;
      }
      switch (event.type) {
        case 'payment_intent.succeeded':
          return markPaid(tx, event.data.object);
        case 'payment_intent.payment_failed':
          return markFailed(tx, event.data.object);
        default:
          if (MEMBERSHIP_EVENT_TYPES.has(event.type)) return applyMembershipEvent(tx, event);
          return { kind: 'ignored', reason: `event type ${event.type} is not handled` };
      }
    });
  } catch (err) {
    if (err instanceof DuplicateEvent) return { kind: 'duplicate' };
    if (err instanceof RetryLater) return { kind: 'retry', reason: err.message };
    throw err;
  }
}
