// Writes a Stripe subscription's state to our records: the MembershipSubscription row, then the user's plan and
// role (domain/membership-billing.ts decides what they become). Used by webhooks and by API answers alike.
import type Stripe from 'stripe';
import {
  type BillingInterval,
  MEMBERSHIP_STATUSES,
  parsePriceLookupKey,
  userMembershipState,
} from '../../../domain/membership-billing';
import { isCustomerRole } from '../../../domain/roles';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

type Tx = Prisma.TransactionClient | Db;

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The plan and interval a subscription sells: from its price's lookup key, else from its metadata. */
function subscriptionPlanOf(subscription: Stripe.Subscription): { planId: string; interval: BillingInterval } | null {
  const price = subscription.items?.data?.[0]?.price;
  const fromPrice = parsePriceLookupKey(price?.lookup_key);
  if (fromPrice) return fromPrice;
  const { planId, interval } = subscription.metadata ?? {};
  return parsePriceLookupKey(planId && interval ? `membership_${planId}_${interval}` : null);
}

/** The user a subscription belongs to: our id in its metadata, else its Stripe customer. */
export async function userForSubscription(tx: Tx, subscription: Stripe.Subscription) {
  const userId = subscription.metadata?.userId;
  if (userId && isUuid(userId)) {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (user) return user;
  }
  const customer = idOf(subscription.customer);
  return customer ? tx.user.findUnique({ where: { stripeCustomerId: customer } }) : null;
}

const periodEndOf = (subscription: Stripe.Subscription): Date | null => {
  const end = subscription.items?.data?.[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
};

/**
 * Stores the subscription as Stripe describes it. `eventCreated` (seconds) is recorded for webhook events so a
 * late, older event can be recognised; answers to our own API calls pass null.
 */
export async function storeSubscription(
  tx: Tx,
  userId: string,
  subscription: Stripe.Subscription,
  eventCreated: number | null,
) {
  const plan = subscriptionPlanOf(subscription);
  if (!plan) return null;
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const data = {
    userId,
    planId: plan.planId,
    interval: plan.interval,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    stripePriceId: subscription.items?.data?.[0]?.price?.id ?? null,
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || Boolean(subscription.cancel_at)),
    ...(ended ? { paymentFailed: false } : {}),
    ...(eventCreated !== null ? { lastEventAt: new Date(eventCreated * 1000) } : {}),
  };
  return tx.membershipSubscription.upsert({
    where: { stripeSubscriptionId: subscription.id },
    create: { ...data, stripeSubscriptionId: subscription.id },
    update: data,
  });
}

/** Brings a customer's plan and role in line with the subscription that holds a membership, if any (staff: never). */
export async function syncUserMembership(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user || !isCustomerRole(user.role)) return user;
  const holding = await tx.membershipSubscription.findFirst({
    where: { userId, status: { in: [...MEMBERSHIP_STATUSES] } },
    orderBy: { updatedAt: 'desc' },
  });
  const next = userMembershipState(user.role, holding);
  if (next.role === user.role && next.subscriptionPlan === user.subscriptionPlan) return user;
  return tx.user.update({
    where: { id: userId },
    data: { role: next.role as typeof user.role, subscriptionPlan: next.subscriptionPlan },
  });
}
