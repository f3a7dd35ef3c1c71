// The one map from a Stripe subscription event (customer.subscription.*, invoice.paid, invoice.payment_failed) to
// its handler. Memberships and renewals are both billed by Stripe subscriptions: each area registers its handlers
// (payment-events.ts lists them) and the first area that claims the event's subscription applies it.
import type Stripe from 'stripe';
import type { Prisma } from '../../../prisma/generated/client';
import { idOf } from './membership-sync';

type Tx = Prisma.TransactionClient;
type Ignored = { kind: 'ignored'; reason: string };

/** What one area does with the events of the subscriptions it sells. */
export type SubscriptionEventHandlers<Outcome> = {
  /** Whether the event's subscription is this area's. */
  claims(tx: Tx, event: Stripe.Event): Promise<boolean>;
  /** A subscription was created, changed or ended. */
  subscriptionChanged(tx: Tx, event: Stripe.Event, subscription: Stripe.Subscription): Promise<Outcome>;
  /** One of its invoices was paid (`paid`) or its payment failed. */
  invoiceSettled(tx: Tx, event: Stripe.Event, invoice: Stripe.Invoice, paid: boolean): Promise<Outcome>;
};

type Apply = <Outcome>(handlers: SubscriptionEventHandlers<Outcome>, tx: Tx) => Promise<Outcome>;

function handlerFor(event: Stripe.Event): Apply | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return (handlers, tx) => handlers.subscriptionChanged(tx, event, subscription);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const paid = event.type === 'invoice.paid';
      return (handlers, tx) => handlers.invoiceSettled(tx, event, invoice, paid);
    }
    default:
      return null;
  }
}

export const isSubscriptionEvent = (event: Stripe.Event) => handlerFor(event) !== null;

/** Applies a subscription event with the handlers of the first area (in the order given) that claims it. */
export async function applySubscriptionEvent<Outcome>(
  tx: Tx,
  event: Stripe.Event,
  areas: readonly SubscriptionEventHandlers<Outcome>[],
): Promise<Outcome | Ignored> {
  const apply = handlerFor(event);
  if (!apply) return { kind: 'ignored', reason: `event type ${event.type} is not a subscription event` };
  for (const area of areas) if (await area.claims(tx, event)) return apply(area, tx);
  return { kind: 'ignored', reason: `no area claims event ${event.id}` };
}

/** The subscription an invoice bills (API versions with `parent.subscription_details` and older ones). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  return idOf((invoice as unknown as { subscription?: string | { id: string } }).subscription);
}
