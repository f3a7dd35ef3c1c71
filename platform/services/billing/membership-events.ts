// What a verified membership event does (customer.subscription.*, invoice.paid, invoice.payment_failed).
// Runs inside the webhook transaction of payment-events.ts, after the event id was recorded (deduplication).
// Events arrive in any order: one older than the last applied to the same subscription changes nothing.
// They only ever change customers (CLIENT, MEMBER): an event naming a staff account is ignored, whatever it says.
// A paid invoice, or a newly refused one, is emailed to the member.
import type Stripe from 'stripe';
import { isStaleEvent } from '../../../domain/membership-billing';
import { isCustomerRole } from '../../../domain/roles';
import type { Prisma } from '../../../prisma/generated/client';
import { queueClientNotice } from '../notices/client-notices';
import { storeSubscription, syncUserMembership, userForSubscription } from './membership-sync';
import { invoiceSubscriptionId, type SubscriptionEventHandlers } from './subscription-events';

type Tx = Prisma.TransactionClient;

export type MembershipEventOutcome =
  | { kind: 'ignored'; reason: string }
  | {
      kind: 'membership';
      userId: string;
      subscriptionId: string;
      planId: string;
      status: string;
      role: string;
      subscriptionPlan: string | null;
      paymentFailed: boolean;
    };

/** Thrown when an event refers to a subscription we have not heard of yet: Stripe redelivers it later. */
export class RetryLater extends Error {}

async function outcomeFor(
  tx: Tx,
  row: { userId: string; stripeSubscriptionId: string | null; planId: string; status: string; paymentFailed: boolean },
): Promise<MembershipEventOutcome> {
  const user = await syncUserMembership(tx, row.userId);
  return {
    kind: 'membership',
    userId: row.userId,
    subscriptionId: row.stripeSubscriptionId ?? '',
    planId: row.planId,
    status: row.status,
    role: user?.role ?? '',
    subscriptionPlan: user?.subscriptionPlan ?? null,
    paymentFailed: row.paymentFailed,
  };
}

async function applySubscriptionEvent(
  tx: Tx,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<MembershipEventOutcome> {
  const existing = await tx.membershipSubscription.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (existing && isStaleEvent(existing.lastEventAt, event.created)) {
    return { kind: 'ignored' as const, reason: `event older than the last applied to ${subscription.id}` };
  }
  const user = existing
    ? await tx.user.findUnique({ where: { id: existing.userId } })
    : await userForSubscription(tx, subscription);
  if (!user) return { kind: 'ignored' as const, reason: `no user for subscription ${subscription.id}` };
  if (!isCustomerRole(user.role))
    return { kind: 'ignored' as const, reason: `subscription ${subscription.id} names a staff account` };
  const row = await storeSubscription(tx, user.id, subscription, event.created);
  if (!row) return { kind: 'ignored' as const, reason: `subscription ${subscription.id} sells no membership plan` };
  return outcomeFor(tx, row);
}

async function applyInvoiceEvent(
  tx: Tx,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  paid: boolean,
): Promise<MembershipEventOutcome> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return { kind: 'ignored' as const, reason: `invoice ${invoice.id} bills no subscription` };
  const existing = await tx.membershipSubscription.findUnique({ where: { stripeSubscriptionId: subscriptionId } });
  if (!existing) throw new RetryLater(`subscription ${subscriptionId} is not known yet`);
  if (isStaleEvent(existing.lastInvoiceEventAt, event.created)) {
    return { kind: 'ignored' as const, reason: `invoice event older than the last applied to ${subscriptionId}` };
  }
  const holder = await tx.user.findUnique({ where: { id: existing.userId }, select: { role: true } });
  if (!isCustomerRole(holder?.role))
    return { kind: 'ignored' as const, reason: `subscription ${subscriptionId} belongs to a staff account` };
  const row = await tx.membershipSubscription.update({
    where: { id: existing.id },
    data: { paymentFailed: !paid, lastInvoiceEventAt: new Date(event.created * 1000) },
  });
  const charge = { userId: row.userId, planId: row.planId, invoiceId: invoice.id ?? event.id };
  if (paid && (invoice.amount_paid ?? 0) > 0)
    await queueClientNotice(tx, { notice: 'membership-charged', ...charge, amountCents: invoice.amount_paid });
  else if (!paid && !existing.paymentFailed)
    await queueClientNotice(tx, {
      notice: 'membership-payment-failed',
      ...charge,
      amountCents: invoice.amount_due ?? 0,
    });
  return outcomeFor(tx, row);
}

/** Memberships take every subscription event no other area claims (subscription-events.ts). */
export const membershipEventHandlers: SubscriptionEventHandlers<MembershipEventOutcome> = {
  claims: async () => true,
  subscriptionChanged: applySubscriptionEvent,
  invoiceSettled: applyInvoiceEvent,
};
