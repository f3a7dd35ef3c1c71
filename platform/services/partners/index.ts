// Partners: their API keys, customers, orders (placed, billed, paid through links), cases, documents and entities
// as the partner API answers them, monthly invoices, and webhooks with their deliveries.
export * from './billing'; // how a partner's order starts, by who pays it
export * from './cases'; // a partner's cases
export * from './customers'; // a partner's customers
export * from './documents'; // the documents of a partner's orders
export * from './entities'; // entities formed by a partner's orders
export * from './entity-orders'; // a partner's orders for its entities
export * from './events'; // a partner's events with their deliveries
export * from './idempotency'; // Idempotency-Key on the partner API's POSTs
export * from './invoices'; // monthly partner invoices
export * from './key-secrets'; // a key's secret and its stored form
export * from './keys'; // issuing, revoking, rotating and checking keys
export * from './order-reads'; // a partner's orders, listed and read
export * from './orders'; // orders placed through the partner API
export * from './ownership'; // whose an object asked about is
export * from './pages'; // cursor pages of a partner's lists
export * from './partners'; // partners as staff see them
export * from './payment-links'; // hosted payment links
export * from './placement'; // the preview's answer and placing once per key
export * from './simulated-payments'; // a test-mode order's link paid without a card on a live key
export * from './staff-webhooks'; // a partner's webhooks as staff see them
export * from './test-payments'; // the sandbox's failed payments
export * from './views'; // rows as the partner API answers them
export * from './webhook-address'; // webhook URLs reach only the public internet
export * from './webhook-attempts'; // the rows of webhook delivery attempts
export * from './webhook-signature'; // the Formation-Signature header
export * from './webhooks'; // endpoints, deliveries and attempts
