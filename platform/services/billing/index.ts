// Billing: what clients pay through Stripe (an order's payment, the card on file, memberships) and what Stripe's
// verified events do to our records.
export * from './card-on-file'; // a client's one card on file
export * from './event-mode'; // events of the other Stripe mode (test or live) held, never applied
export * from './extra-payments'; // a payment an order cannot keep, refunded once
export * from './group-payments'; // an order group's one PaymentIntent, and the parts its orders could not keep refunded
export * from './membership-billing'; // membership subscriptions on Stripe Billing
export * from './membership-events'; // what a membership event does
export * from './membership-sync'; // a subscription's state written to the membership and the user
export * from './order-payments'; // the one decision that an order is paid, per thing sold
export * from './payment-events'; // what a verified Stripe event does, once per event id
export * from './payment-intents';
export * from './refund-notice'; // the client's email that an extra payment was refunded // an order's PaymentIntent, created once
export * from './subscription-events'; // the one map from a subscription event to its area's handler
export * from './organization-card'; // an organisation's card on file, which automatic filing charges for its entities
