// The subscription fetched from Stripe for a renewal's invoice event when it arrived (renewal-current-state.ts),
// kept beside the event for its handler (renewal-events.ts) without changing the events' handler signatures.
import type Stripe from 'stripe';

const fetched = new WeakMap<Stripe.Event, Stripe.Subscription>();

export const rememberFetchedSubscription = (event: Stripe.Event, subscription: Stripe.Subscription) =>
  void fetched.set(event, subscription);

export const currentSubscriptionOf = (event: Stripe.Event): Stripe.Subscription | undefined => fetched.get(event);
