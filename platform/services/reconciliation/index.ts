// Reconciliation: Stripe's charges and refunds of a day against our orders, and staff's resolution of what differs.
export * from './mismatch-resolution'; // refund, link or note a mismatch
export * from './payment-reconciliation'; // the day's charges and refunds paired with orders
