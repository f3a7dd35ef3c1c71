// Membership pricing maths and plan-button wording (storefront spec, section 2 Membership and section 9).
// Plan prices are whole US dollars; derived amounts are rounded to cents.
import { MEMBERSHIP_PLANS, type MembershipPlan } from '../../../domain/catalog';

export type BillingCycle = 'monthly' | 'yearly';

/** How many of a plan's features a card lists before '+N more features'. */
const FEATURES_SHOWN = 6;

const roundCents = (dollars: number): number => Math.round(dollars * 100) / 100;

type Prices = Pick<MembershipPlan, 'monthlyPrice' | 'yearlyPrice'>;

/**
 * The yearly price spread over 12 months: 890 -> 74.17.
 * @internal
 */
export const yearlyMonthlyEquivalent = (plan: Prices): number => roundCents(plan.yearlyPrice / 12);

/** What paying yearly saves against 12 monthly payments, in dollars and as a whole percentage. */
export function yearlySaving(plan: Prices): { amount: number; percent: number } {
  const twelveMonths = plan.monthlyPrice * 12;
  const amount = roundCents(twelveMonths - plan.yearlyPrice);
  const percent = twelveMonths > 0 ? Math.round((amount / twelveMonths) * 100) : 0;
  return { amount, percent };
}

/** The best yearly saving across plans, as a whole percentage (the page header's 'Save up to N%'). */
export const maxYearlySavingPercent = (plans: readonly Prices[]): number =>
  plans.reduce((best, plan) => Math.max(best, yearlySaving(plan).percent), 0);

/** The per-month price a card shows for the chosen billing cycle. */
export const displayedMonthlyPrice = (plan: Prices, cycle: BillingCycle): number =>
  cycle === 'yearly' ? yearlyMonthlyEquivalent(plan) : plan.monthlyPrice;

/** Whether this plan is the user's subscription; plan ids are compared case-insensitively. */
export const isCurrentPlan = (planId: string, subscriptionPlan: string | null | undefined): boolean =>
  Boolean(subscriptionPlan) && planId.toLowerCase() === subscriptionPlan!.toLowerCase();

/** A plan's monthly price by id (case-insensitive), or null for an unknown plan. */
const monthlyPriceOf = (planId: string): number | null =>
  MEMBERSHIP_PLANS.find((plan) => plan.id.toLowerCase() === planId.toLowerCase())?.monthlyPrice ?? null;

/**
 * A plan card's button: 'Current Plan', 'Upgrade to {plan}' when signed in ('Downgrade to {plan}' for a
 * cheaper plan than the member's), 'Start {plan} Plan' when signed out.
 */
export function planButtonLabel(
  plan: Pick<MembershipPlan, 'id' | 'name'>,
  user: { subscriptionPlan: string | null } | null,
): string {
  if (!user) return `Start ${plan.name} Plan`;
  if (isCurrentPlan(plan.id, user.subscriptionPlan)) return 'Current Plan';
  const current = user.subscriptionPlan ? monthlyPriceOf(user.subscriptionPlan) : null;
  const chosen = monthlyPriceOf(plan.id);
  if (current !== null && chosen !== null && chosen < current) return `Downgrade to ${plan.name}`;
  return `Upgrade to ${plan.name}`;
}

/** The features a card lists and how many more it summarises as '+N more features'. */
export function featurePreview(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, FEATURES_SHOWN), more: Math.max(0, features.length - FEATURES_SHOWN) };
}

/** A plan limit for display: numbers as they are, 'unlimited' as 'Unlimited'. */
export const formatLimit = (limit: number | string): string =>
  typeof limit === 'string' && limit.toLowerCase() === 'unlimited' ? 'Unlimited' : String(limit);

export const MEMBERSHIP_EMAIL = 'membership@formation.example';
