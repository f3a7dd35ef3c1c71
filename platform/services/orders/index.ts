// Orders: an order from its checkout to its completion, for every kind, whoever places it.
export * from './admin-order-list'; // the back-office's list of paid orders
export * from './cancel-unpaid'; // an unpaid order canceled, its payment link closed
export * from './case-answer'; // an answer to a change request with corrected details
export * from './checkout-key'; // the stable key of a checkout record
export * from './checkout-orders'; // a checkout record becomes its order, once
export * from './entity-orders'; // orders for a formed entity, checked, priced and created unpaid
export * from './formation-deliveries'; // a completed formation's trust, renewals and included EIN order
export * from './onboarding-board'; // the onboarding board's columns, counts and stats
export * from './onboarding-workflow-start'; // the rows read and written around starting an order's workflow
export * from './order-deliverables'; // what an order sold, each with its status; completion waits for them
export * from './order-delivered-notice'; // the client's email once the rest of a filed order is delivered
export * from './order-groups'; // one kind ordered for many entities of an organisation, one order each
export * from './order-lookup'; // the lookups routes make before acting on an order
export * from './order-pipeline'; // an order's pipeline as the database records it
export * from './order-pipeline-records'; // the pipeline activities' idempotent writes
export * from './order-progress'; // who each order waits for, and until when
export * from './sold-keys'; // what an order sells once, its lock, and the open order to adopt
