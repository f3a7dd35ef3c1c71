// Renewals on Stripe Billing: the yearly price of each service found or created by lookup key, the subscription made
// once per renewal (its first year free until the formation anniversary, since the order paid it), and the client's
// cancellation at the end of the paid year (and its taking back), each emailed to the client. Making and cancelling
// hold the renewal's lock, so a cancellation during the scan that makes its subscription is never lost.
import type Stripe from 'stripe';
import { daysBetween, formatCalendarDate } from '../../../domain/calendar-dates';
import type { RenewalChangeBy } from '../../../domain/renewal-emails';
import {
  firstRenewalOn,
  isRenewalServiceId,
  type RenewalServiceId,
  renewalLookupKey,
  renewalService,
} from '../../../domain/renewals';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { ensureCustomer } from '../billing/membership-billing';
import { queueClientNotice } from '../notices/client-notices';
import { alignAgentObligation } from './agent-obligation';
import { storeRenewalSubscription } from './renewal-sync';

type Tx = Prisma.TransactionClient;

/** The service's yearly price, found by lookup key or created once (a changed catalog price takes the key over). */
async function ensureRenewalPrice(stripe: Stripe, serviceId: RenewalServiceId): Promise<Stripe.Price> {
  const { name, amountCents } = renewalService(serviceId);
  const lookupKey = renewalLookupKey(serviceId);
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const current = found.data[0];
  if (current && current.unit_amount === amountCents && current.recurring?.interval === 'year') return current;
  return stripe.prices.create(
    {
      currency: 'usd',
      unit_amount: amountCents,
      recurring: { interval: 'year' },
      lookup_key: lookupKey,
      transfer_lookup_key: Boolean(current),
      nickname: `${name} (yearly renewal)`,
      product_data: { name },
      metadata: { serviceId },
    },
    { idempotencyKey: `price-${lookupKey}-${amountCents}` },
  );
}

/** Runs `work` holding the renewal's lock (one transaction), with the row read under it. */
function withRenewalLock<T>(db: Db, renewalId: string, work: (tx: Tx, renewal: RenewalRow) => Promise<T>) {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('service-renewal'), hashtext(${renewalId}))`;
      return work(tx, await tx.serviceRenewal.findUniqueOrThrow({ where: { id: renewalId } }));
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

type RenewalRow = Awaited<ReturnType<Db['serviceRenewal']['findUniqueOrThrow']>>;

/**
 * Makes the renewal's subscription once: billed from its next charge date, the trial until then costing nothing, to
 * the client's card on file (the subscription keeps no card of its own).
 * A charge date not at least a day ahead (the scan did not run) moves to the next anniversary: nothing is charged
 * for a year the client was not told about.
 */
export function arrangeRenewal(stripe: Stripe, db: Db, renewalId: string, today: Date): Promise<RenewalRow> {
  return withRenewalLock(db, renewalId, async (tx, renewal) => {
    if (renewal.stripeSubscriptionId || renewal.cancelAtPeriodEnd || !isRenewalServiceId(renewal.serviceId))
      return renewal;
    const entity = await tx.formedEntity.findUniqueOrThrow({
      where: { id: renewal.entityId },
      include: { user: { select: { id: true, email: true } } },
    });
    if (!entity.user || entity.status !== 'ACTIVE') return renewal;
    let chargeOn = renewal.nextChargeOn;
    while (daysBetween(today, chargeOn) < 1) chargeOn = firstRenewalOn(chargeOn);
    const price = await ensureRenewalPrice(stripe, renewal.serviceId);
    const customer = await ensureCustomer(stripe, db, entity.user);
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price: price.id }],
        trial_end: Math.floor(chargeOn.getTime() / 1000),
        proration_behavior: 'none',
        metadata: { renewalId: renewal.id, entityId: entity.id, serviceId: renewal.serviceId },
      },
      { idempotencyKey: `renewal-${renewal.id}-${formatCalendarDate(chargeOn)}` },
    );
    return storeRenewalSubscription(tx, renewal.id, subscription, null);
  });
}

/** Takes a cancellation back before the paid year ends: Stripe charges it again at the period's end. */
export function resumeRenewal(
  stripe: Stripe | null,
  db: Db,
  renewalId: string,
  by: RenewalChangeBy = 'client',
): Promise<RenewalRow> {
  return withRenewalLock(db, renewalId, async (tx, renewal) => {
    if (renewal.stripeSubscriptionId) {
      if (!stripe) throw new Error('Payments are not configured (STRIPE_SECRET_KEY): the renewal cannot be resumed');
      const updated = await stripe.subscriptions.update(renewal.stripeSubscriptionId, { cancel_at_period_end: false });
      await storeRenewalSubscription(tx, renewal.id, updated, null);
    }
    const resumed = await tx.serviceRenewal.update({
      where: { id: renewal.id },
      data: { cancelAtPeriodEnd: false, cancelledAt: null },
    });
    await alignAgentObligation(tx, renewal.entityId);
    if (renewal.cancelAtPeriodEnd) await queueClientNotice(tx, { notice: 'renewal-resumed', renewalId, by });
    return resumed;
  });
}

/**
 * Cancels at the end of the paid year, at once: Stripe's answer is stored (its webhook confirms the same). The client
 * is told once, when it was not cancelled already.
 */
export function cancelRenewal(
  stripe: Stripe | null,
  db: Db,
  renewalId: string,
  by: RenewalChangeBy = 'client',
): Promise<RenewalRow> {
  return withRenewalLock(db, renewalId, async (tx, renewal) => {
    if (renewal.stripeSubscriptionId) {
      if (!stripe) throw new Error('Payments are not configured (STRIPE_SECRET_KEY): the renewal cannot be cancelled');
      const updated = await stripe.subscriptions.update(renewal.stripeSubscriptionId, { cancel_at_period_end: true });
      await storeRenewalSubscription(tx, renewal.id, updated, null);
    }
    // Not on Stripe yet: the scan never makes its subscription.
    const cancelled = await tx.serviceRenewal.update({
      where: { id: renewal.id },
      data: { cancelAtPeriodEnd: true, cancelledAt: renewal.cancelledAt ?? new Date() },
    });
    await alignAgentObligation(tx, renewal.entityId);
    if (!renewal.cancelAtPeriodEnd) await queueClientNotice(tx, { notice: 'renewal-cancelled', renewalId, by });
    return cancelled;
  });
}
