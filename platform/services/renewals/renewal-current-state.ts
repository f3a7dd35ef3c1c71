// Renewal events in order, as Stripe recommends: events arrive late and several share a second, so a renewal's
// subscription and invoice events are applied with the state fetched from Stripe when they arrive
// (`subscriptions.retrieve`, `invoices.retrieve`), never with the possibly older copy the event carries. Fetched
// before the webhook's transaction (no network call holds a database lock).
import type Stripe from 'stripe';
import type { Db } from '../../infra/prisma';
import { invoiceSubscriptionId } from '../billing/subscription-events';
import { rememberFetchedSubscription } from './fetched-subscriptions';
import { renewalEventHandlers } from './renewal-events';

const isMissing = (err: unknown) =>
  (err as { type?: string; code?: string })?.type === 'StripeInvalidRequestError' &&
  (err as { code?: string }).code === 'resource_missing';

/** The object from Stripe now, or null when Stripe has no such object (the event's own copy is then used). */
async function fetchOrNull<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (err) {
    if (isMissing(err)) return null;
    throw err; // Stripe away: the webhook answers 503 and Stripe delivers the event again
  }
}

const withObject = (event: Stripe.Event, object: unknown) =>
  ({ ...event, data: { ...event.data, object } }) as Stripe.Event;

/**
 * A renewal's subscription or invoice event with its object replaced by Stripe's current one (an invoice event also
 * carries its subscription's current state, currentSubscriptionOf). Other events, and every event without a Stripe
 * client, are returned as they came.
 */
export async function withCurrentRenewalState(
  stripe: Stripe | null,
  db: Db,
  event: Stripe.Event,
): Promise<Stripe.Event> {
  if (!stripe) return event;
  const object = (event as { data?: { object?: { object?: unknown; id?: unknown } } }).data?.object;
  const subscriptionEvent = event.type?.startsWith?.('customer.subscription.') && object?.object === 'subscription';
  const invoiceEvent =
    (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') && object?.object === 'invoice';
  if (!subscriptionEvent && !invoiceEvent) return event;
  if (typeof object?.id !== 'string') return event;
  if (!(await renewalEventHandlers.claims(db, event))) return event;
  if (subscriptionEvent) {
    const id = object.id;
    const current = await fetchOrNull(() => stripe.subscriptions.retrieve(id));
    return current ? withObject(event, current) : event;
  }
  const invoiceId = object.id;
  const subscriptionId = invoiceSubscriptionId(object as Stripe.Invoice);
  const [invoice, subscription] = await Promise.all([
    fetchOrNull(() => stripe.invoices.retrieve(invoiceId)),
    subscriptionId ? fetchOrNull(() => stripe.subscriptions.retrieve(subscriptionId)) : null,
  ]);
  const current = invoice ? withObject(event, invoice) : event;
  if (subscription) rememberFetchedSubscription(current, subscription);
  return current;
}
