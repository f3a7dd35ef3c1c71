// Membership billing rules, apart from Stripe I/O: which Stripe price sells which plan, what a subscription's
// status means for the user (plan, MEMBER role, banner), and which late webhook events are stale.
import { MEMBERSHIP_PLANS, type MembershipPlan } from './catalog';

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

const LOOKUP_PREFIX = 'membership';

/**
 * The Stripe price lookup key of a plan and interval: 'membership_professional_yearly'.
 * @internal
 */
export const priceLookupKey = (planId: string, interval: BillingInterval): string =>
  `${LOOKUP_PREFIX}_${planId.toLowerCase()}_${interval}`;

/** The plan and interval a lookup key names, or null for a key that is not one of ours. */
export function parsePriceLookupKey(
  key: string | null | undefined,
): { planId: string; interval: BillingInterval } | null {
  const match = /^membership_([a-z0-9-]+)_(monthly|yearly)$/.exec(key ?? '');
  if (!match || !findPlan(match[1])) return null;
  return { planId: match[1], interval: match[2] as BillingInterval };
}

export const findPlan = (planId: string): MembershipPlan | undefined =>
  MEMBERSHIP_PLANS.find((plan) => plan.id === planId.toLowerCase());

/** What Stripe charges for a plan: unit amount in cents and the recurring interval. */
export function planPrice(plan: MembershipPlan, interval: BillingInterval) {
  return {
    unitAmountCents: Math.round((interval === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice) * 100),
    recurringInterval: interval === 'yearly' ? ('year' as const) : ('month' as const),
    lookupKey: priceLookupKey(plan.id, interval),
    nickname: `${plan.name} (${interval})`,
  };
}

/**
 * Stripe subscription statuses that hold a membership. `past_due` keeps it while Stripe retries the card
 * (the member sees a banner); `incomplete` has not been paid yet, so the plan is not shown as current.
 */
export const MEMBERSHIP_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/** @internal */
export const holdsMembership = (status: string): boolean => MEMBERSHIP_STATUSES.includes(status);

/**
 * What the user's record becomes once a subscription's state is known. Staff roles are never touched;
 * a customer is MEMBER with the plan while a subscription holds a membership, CLIENT without a plan otherwise.
 */
export function userMembershipState(
  role: string,
  subscription: { planId: string; status: string } | null,
): { role: string; subscriptionPlan: string | null } {
  const customer = role === 'CLIENT' || role === 'MEMBER';
  const member = subscription !== null && holdsMembership(subscription.status);
  return {
    role: customer ? (member ? 'MEMBER' : 'CLIENT') : role,
    subscriptionPlan: customer && member ? subscription.planId : null,
  };
}

/**
 * Webhooks arrive in any order. An event is applied only if it is not older (by Stripe's `created`, in seconds)
 * than the last one applied to the same subscription; equal times apply, so the later delivery wins a tie.
 */
export function isStaleEvent(lastAppliedAt: Date | null | undefined, createdSeconds: number): boolean {
  if (!lastAppliedAt) return false;
  return createdSeconds * 1000 < Math.floor(lastAppliedAt.getTime() / 1000) * 1000;
}

/** How the membership page describes the user's subscription. */
export type MembershipBanner = { kind: 'payment_failed' } | { kind: 'ending'; endsAt: Date } | { kind: 'none' };

export function membershipBanner(subscription: {
  status: string;
  paymentFailed: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}): MembershipBanner {
  if (subscription.paymentFailed || subscription.status === 'past_due') return { kind: 'payment_failed' };
  if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd)
    return { kind: 'ending', endsAt: subscription.currentPeriodEnd };
  return { kind: 'none' };
}
