// Writes a renewal's Stripe subscription to its ServiceRenewal row: status, next charge (the period's end),
// cancellation. Used by the webhook events and by the answers to our own calls alike.
import type Stripe from 'stripe';
import { toCalendarDate } from '../../../domain/calendar-dates';
import { REGISTERED_AGENT } from '../../../domain/renewals';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { alignAgentObligation } from './agent-obligation';

type Tx = Prisma.TransactionClient | Db;

/** When the subscription charges next: the end of its period (during the free first year, the trial's end). */
function nextChargeOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items?.data?.[0]?.current_period_end ?? subscription.trial_end;
  return typeof end === 'number' ? toCalendarDate(new Date(end * 1000)) : null;
}

/**
 * Stores the subscription as Stripe describes it; `eventCreated` (seconds) for webhook events, null for answers.
 * The registered agent's calendar entry follows.
 */
export async function storeRenewalSubscription(
  tx: Tx,
  renewalId: string,
  subscription: Stripe.Subscription,
  eventCreated: number | null,
) {
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const cancelled = subscription.cancel_at_period_end || Boolean(subscription.cancel_at);
  const next = nextChargeOf(subscription);
  const row = await tx.serviceRenewal.update({
    where: { id: renewalId },
    data: {
      stripeSubscriptionId: subscription.id,
      status: subscription.status,
      ...(next ? { nextChargeOn: next } : {}),
      // An ended subscription keeps the client's cancellation as it was.
      ...(ended ? {} : { cancelAtPeriodEnd: cancelled }),
      ...(eventCreated !== null ? { lastEventAt: new Date(eventCreated * 1000) } : {}),
    },
  });
  if (row.serviceId === REGISTERED_AGENT) await alignAgentObligation(tx, row.entityId);
  return row;
}
