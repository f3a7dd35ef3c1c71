// Renewals: a formed entity's annual services (the registered agent and others) billed yearly through Stripe,
// their notices, and the compliance-calendar entry of the registered agent.
export * from './agent-obligation'; // the registered agent's calendar entry follows its renewal
export * from './create-renewals'; // annual services become renewals when a formation completes
export * from './renewal-billing'; // renewals on Stripe Billing
export * from './renewal-card'; // a failed renewal paid with a new card on file
export * from './renewal-current-state'; // a renewal's events applied with Stripe's state now
export * from './renewal-events'; // what a Stripe event does to a renewal
export * from './renewal-notices'; // the renewal notice, emailed once
export * from './renewal-sync'; // a subscription written to its renewal
export * from './renewal-view'; // renewals as the entity page and back-office list them
