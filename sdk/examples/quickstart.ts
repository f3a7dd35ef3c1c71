// Quickstart: place a test formation, drive it through the sandbox to completion, read its facts, and verify a
// webhook. Run it with your test key: `npx tsx sdk/examples/quickstart.ts https://formation.example fk_test_...`.
import {
  constructEvent,
  createFormationClient,
  type FormationClient,
  idempotencyKey,
  type Order,
  WebhookSignatureError,
} from '../src';

/** Places a Wyoming LLC for a customer (your own id for it makes the Idempotency-Key), and completes it. */
export async function quickstart(formation: FormationClient, yourCustomerId: string): Promise<Order> {
  // 1. Price it first (preview: nothing is placed).
  const body = {
    kind: 'FORMATION' as const,
    customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
    packages: ['PREMIUM'],
    services: [],
    states: ['WY'],
    entityDetails: { WY: { businessName: 'Jane Doe Ventures LLC', entityType: 'LLC' } },
    metadata: { yourCustomerId },
  };
  const preview = await formation.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': idempotencyKey('preview', yourCustomerId) } },
    body: { ...body, preview: true },
  });
  if (preview.error) throw new Error(preview.error.error.message);

  // 2. Place it; a retry with the same key answers the same order, never a second one. A test order with
  //    autoAdvance: false waits for the sandbox's calls instead of moving by itself.
  const placed = await formation.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': idempotencyKey('order', yourCustomerId) } },
    body: { ...body, autoAdvance: false },
  });
  if (placed.error) throw new Error(`${placed.error.error.code}: ${placed.error.error.message}`);
  const order = placed.data as Order;

  // 3. Sandbox (test keys only): take it through every step to completion.
  const completed = await formation.POST('/api/v1/test_helpers/orders/{id}/complete', {
    params: { path: { id: order.id }, header: { 'Idempotency-Key': idempotencyKey('complete', order.id) } },
  });
  if (completed.error) throw new Error(completed.error.error.message);

  // 4. Its facts are on the order: each state's filing and confirmation number, when it completed.
  const read = await formation.GET('/api/v1/orders/{id}', {
    params: { path: { id: order.id }, query: { 'expand[]': ['entity'] } },
  });
  if (!read.data) throw new Error('order not found');
  for (const filing of read.data.filings) console.log(filing.state, filing.status, filing.confirmationNumber);
  return read.data;
}

/** A webhook receiver's check: the raw body, the Formation-Signature header and your endpoint's secret. */
export function handleWebhook(rawBody: string, signature: string | undefined, secret: string): number {
  try {
    const event = constructEvent(rawBody, signature, secret);
    if (event.type === 'order.completed') console.log('completed', event.order, event.apiVersion);
    return 200;
  } catch (err) {
    if (err instanceof WebhookSignatureError) return 400;
    throw err;
  }
}

if (process.argv[1] === import.meta.filename) {
  const [baseUrl, apiKey] = process.argv.slice(2);
  const order = await quickstart(createFormationClient({ baseUrl, apiKey }), 'customer-42');
  console.log(order.id, order.status, order.completedAt);
}
