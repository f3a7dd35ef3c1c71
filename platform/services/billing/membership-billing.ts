// Membership subscriptions with Stripe Billing: prices found or created by lookup key, the Stripe customer,
// starting a subscription (paid through the Payment Element), changing plan with proration, cancelling at the
// end of the period, and customer portal sessions. Webhooks (membership-events.ts) confirm each change.
import type Stripe from 'stripe';
import type { MembershipPlan } from '../../../domain/catalog';
import { type BillingInterval, MEMBERSHIP_STATUSES, planPrice } from '../../../domain/membership-billing';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { storeSubscription, syncUserMembership } from './membership-sync';

/** An incomplete subscription younger than this is offered again rather than starting another. */
const REUSE_INCOMPLETE_MS = 20 * 60 * 60 * 1000;

/** The recurring price for a plan and interval, found by lookup key or created once (idempotently). */
async function ensurePrice(stripe: Stripe, plan: MembershipPlan, interval: BillingInterval): Promise<Stripe.Price> {
  const wanted = planPrice(plan, interval);
  const found = await stripe.prices.list({ lookup_keys: [wanted.lookupKey], active: true, limit: 1 });
  const current = found.data[0];
  if (
    current &&
    current.unit_amount === wanted.unitAmountCents &&
    current.recurring?.interval === wanted.recurringInterval
  )
    return current;
  // None yet, or the catalog price changed: a new price takes the lookup key over.
  return stripe.prices.create(
    {
      currency: 'usd',
      unit_amount: wanted.unitAmountCents,
      recurring: { interval: wanted.recurringInterval },
      lookup_key: wanted.lookupKey,
      transfer_lookup_key: Boolean(current),
      nickname: wanted.nickname,
      product_data: { name: `${plan.name} membership` },
      metadata: { planId: plan.id, interval },
    },
    { idempotencyKey: `price-${wanted.lookupKey}-${wanted.unitAmountCents}` },
  );
}

/** The user's Stripe customer, created on first use. */
export async function ensureCustomer(stripe: Stripe, db: Db, user: { id: string; email: string }): Promise<string> {
  const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (stored.stripeCustomerId) return stored.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db.user.updateMany({ where: { id: user.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return after.stripeCustomerId ?? customer.id;
}

/** The user's subscription that holds a membership (active, trialing or past due), if any. */
export function currentSubscription(db: Db, userId: string) {
  return db.membershipSubscription.findFirst({
    where: { userId, status: { in: [...MEMBERSHIP_STATUSES] }, stripeSubscriptionId: { not: null } },
    orderBy: { updatedAt: 'desc' },
  });
}

const clientSecretOf = (subscription: Stripe.Subscription): string | null => {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
};

export type StartResult =
  | { status: 'requires_payment'; subscriptionId: string; clientSecret: string }
  | { status: 'changed'; subscriptionId: string };

/**
 * Starts a subscription to pay with the Payment Element, or (for a member) moves the current one to the plan.
 * The plan shows as current only once Stripe's webhook confirms the payment.
 */
export async function startOrChangeSubscription(
  stripe: Stripe,
  db: Db,
  user: { id: string; email: string },
  plan: MembershipPlan,
  interval: BillingInterval,
): Promise<StartResult> {
  const price = await ensurePrice(stripe, plan, interval);
  const current = await currentSubscription(db, user.id);
  if (current?.stripeSubscriptionId) {
    if (current.stripePriceId === price.id) throw conflict(`You are already on the ${plan.name} plan`);
    await changePlan(stripe, db, current.stripeSubscriptionId, price, plan, interval);
    return { status: 'changed', subscriptionId: current.stripeSubscriptionId };
  }

  const pending = await db.membershipSubscription.findFirst({
    where: {
      userId: user.id,
      status: 'incomplete',
      stripePriceId: price.id,
      createdAt: { gt: new Date(Date.now() - REUSE_INCOMPLETE_MS) },
    },
    orderBy: { createdAt: 'desc' },
  });
  if (pending?.stripeSubscriptionId) {
    const again = await stripe.subscriptions.retrieve(pending.stripeSubscriptionId, {
      expand: ['latest_invoice.confirmation_secret'],
    });
    const clientSecret = clientSecretOf(again);
    if (again.status === 'incomplete' && clientSecret)
      return { status: 'requires_payment', subscriptionId: again.id, clientSecret };
  }

  const customer = await ensureCustomer(stripe, db, user);
  const subscription = await stripe.subscriptions.create({
    customer,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { userId: user.id, planId: plan.id, interval },
    expand: ['latest_invoice.confirmation_secret'],
  });
  await storeSubscription(db, user.id, subscription, null);
  const clientSecret = clientSecretOf(subscription);
  if (!clientSecret) throw new Error(`Subscription ${subscription.id} has no payment to confirm`);
  return { status: 'requires_payment', subscriptionId: subscription.id, clientSecret };
}

async function changePlan(
  stripe: Stripe,
  db: Db,
  subscriptionId: string,
  price: Stripe.Price,
  plan: MembershipPlan,
  interval: BillingInterval,
) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  const updated = await stripe.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, price: price.id }],
    proration_behavior: 'create_prorations',
    cancel_at_period_end: false,
    metadata: { planId: plan.id, interval },
  });
  await applyAnswer(db, updated);
}

/** Stores what Stripe answered and brings the user in line (the webhook that follows confirms the same). */
async function applyAnswer(db: Db, subscription: Stripe.Subscription) {
  const row = await db.membershipSubscription.findUniqueOrThrow({ where: { stripeSubscriptionId: subscription.id } });
  await storeSubscription(db, row.userId, subscription, null);
  await syncUserMembership(db, row.userId);
}

/** Cancels at the end of the paid period (or takes that back): the member keeps the plan until then. */
export async function setCancelAtPeriodEnd(stripe: Stripe, db: Db, subscriptionId: string, cancel: boolean) {
  const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  await applyAnswer(db, updated);
}

/** A Stripe customer portal session where the member updates the card, sees invoices or cancels. */
export async function portalSession(stripe: Stripe, db: Db, user: { id: string; email: string }, returnUrl: string) {
  const customer = await ensureCustomer(stripe, db, user);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return session.url;
}

/** A subscription as it is stored now (after a change through Stripe). */
export const subscriptionById = (db: Db, id: string) => db.membershipSubscription.findUniqueOrThrow({ where: { id } });
