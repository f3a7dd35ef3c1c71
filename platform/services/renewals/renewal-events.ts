// What a verified Stripe event does to a renewal (customer.subscription.*, invoice.paid, invoice.payment_failed).
// Runs inside the webhook transaction of payment-events.ts, after the event id was recorded (so a replay changes
// nothing). Events arrive in any order: one older than the last applied to the same renewal changes nothing. A charge
// paid, or newly refused, is emailed to the client.
import type Stripe from 'stripe';
import { isStaleEvent } from '../../../domain/membership-billing';
import { parseRenewalLookupKey } from '../../../domain/renewals';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import { invoiceSubscriptionId, type SubscriptionEventHandlers } from '../billing/subscription-events';
import { queueClientNotice } from '../notices/client-notices';
import { currentSubscriptionOf } from './fetched-subscriptions';
import { storeRenewalSubscription } from './renewal-sync';

type Tx = Prisma.TransactionClient;

export type RenewalEventOutcome =
  | { kind: 'ignored'; reason: string }
  | { kind: 'renewal'; renewalId: string; entityId: string; status: string; paymentFailed: boolean; charged: boolean };

const metadataRenewalId = (metadata: Record<string, string> | null | undefined): string | null => {
  const id = metadata?.renewalId;
  return id && isUuid(id) ? id : null;
};

/** The subscription an invoice bills and that subscription's metadata (as Stripe copies it onto the invoice). */
const invoiceSubscription = (invoice: Stripe.Invoice) => ({
  id: invoiceSubscriptionId(invoice),
  renewalId: metadataRenewalId(invoice.parent?.subscription_details?.metadata),
});

/** Whether a subscription or invoice event concerns a renewal rather than a membership. */
async function isRenewalEvent(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const object = event.data.object as { object?: string };
  if (object.object === 'subscription') {
    const subscription = object as Stripe.Subscription;
    if (metadataRenewalId(subscription.metadata)) return true;
    if (parseRenewalLookupKey(subscription.items?.data?.[0]?.price?.lookup_key)) return true;
    return (await tx.serviceRenewal.count({ where: { stripeSubscriptionId: subscription.id } })) > 0;
  }
  if (object.object === 'invoice') {
    const { id, renewalId } = invoiceSubscription(object as Stripe.Invoice);
    if (renewalId) return true;
    return Boolean(id) && (await tx.serviceRenewal.count({ where: { stripeSubscriptionId: id } })) > 0;
  }
  return false;
}

async function findRenewal(tx: Tx, subscriptionId: string | null, renewalId: string | null) {
  const bySubscription = subscriptionId
    ? await tx.serviceRenewal.findUnique({ where: { stripeSubscriptionId: subscriptionId } })
    : null;
  if (bySubscription) return bySubscription;
  const byId = renewalId ? await tx.serviceRenewal.findUnique({ where: { id: renewalId } }) : null;
  // A renewal billed by another subscription is not this one's.
  if (byId?.stripeSubscriptionId && byId.stripeSubscriptionId !== subscriptionId) return null;
  return byId;
}

const outcome = (
  row: { id: string; entityId: string; status: string; paymentFailed: boolean },
  charged = false,
): RenewalEventOutcome => ({
  kind: 'renewal',
  renewalId: row.id,
  entityId: row.entityId,
  status: row.status,
  paymentFailed: row.paymentFailed,
  charged,
});

async function applySubscriptionEvent(
  tx: Tx,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
): Promise<RenewalEventOutcome> {
  const row = await findRenewal(tx, subscription.id, metadataRenewalId(subscription.metadata));
  if (!row) return { kind: 'ignored' as const, reason: `no renewal for subscription ${subscription.id}` };
  if (isStaleEvent(row.lastEventAt, event.created))
    return { kind: 'ignored' as const, reason: `event older than the last applied to ${subscription.id}` };
  return outcome(await storeRenewalSubscription(tx, row.id, subscription, event.created));
}

/** A subscription in these states is waiting for a payment that failed. */
const PAYMENT_FAILED_STATES = new Set<string>(['past_due', 'unpaid', 'incomplete']);

async function applyInvoiceEvent(
  tx: Tx,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  paid: boolean,
): Promise<RenewalEventOutcome> {
  const { id, renewalId } = invoiceSubscription(invoice);
  const row = await findRenewal(tx, id, renewalId);
  if (!row) return { kind: 'ignored' as const, reason: `no renewal for invoice ${invoice.id}` };
  if (isStaleEvent(row.lastInvoiceEventAt, event.created))
    return { kind: 'ignored' as const, reason: `invoice event older than the last applied to ${row.id}` };
  // Fetched from Stripe on arrival (renewal-current-state.ts): the invoice's and the subscription's state now decide,
  // not the event's type, so a failure delivered after the renewal was paid does not mark it failed.
  const subscription = currentSubscriptionOf(event);
  const settled = subscription ? invoice.status === 'paid' : paid;
  const failed = subscription ? !settled && PAYMENT_FAILED_STATES.has(subscription.status) : !paid;
  // The free first year's invoice is $0: paid, but nothing was charged.
  const charged = settled && (invoice.amount_paid ?? 0) > 0;
  const updated = await tx.serviceRenewal.update({
    where: { id: row.id },
    data: {
      paymentFailed: failed,
      lastInvoiceEventAt: new Date(event.created * 1000),
      ...(charged ? { lastChargedAt: new Date(event.created * 1000) } : {}),
    },
  });
  const invoiceId = invoice.id ?? event.id;
  if (charged)
    await queueClientNotice(tx, {
      notice: 'renewal-charged',
      renewalId: row.id,
      invoiceId,
      amountCents: invoice.amount_paid,
    });
  else if (failed && !row.paymentFailed)
    await queueClientNotice(tx, {
      notice: 'renewal-payment-failed',
      renewalId: row.id,
      invoiceId,
      amountCents: invoice.amount_due ?? 0,
    });
  if (subscription?.id === row.stripeSubscriptionId)
    return outcome(await storeRenewalSubscription(tx, row.id, subscription, null), charged);
  return outcome(updated, charged);
}

/** Renewals take the events of the subscriptions that bill a renewal (subscription-events.ts). */
export const renewalEventHandlers: SubscriptionEventHandlers<RenewalEventOutcome> = {
  claims: isRenewalEvent,
  subscriptionChanged: applySubscriptionEvent,
  invoiceSettled: applyInvoiceEvent,
};
