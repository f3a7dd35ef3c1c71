// Stripe Billing for the local Stripe stand-in (plugged into stand-ins/stripe-server.ts): customers, prices
// (looked up by lookup key), subscriptions started `default_incomplete` with a first invoice paid through a
// PaymentIntent, plan changes, cancellation at period end, invoices and customer portal sessions. Each change
// delivers the signed events Stripe would send, one after another.
//
// API:  POST /v1/customers, GET|POST /v1/customers/:id (invoice_settings.default_payment_method: the customer's card
//       on file, a card attached to them, charged by subscriptions without a card of their own), GET|POST /v1/prices, GET /v1/prices/:id,
//       POST /v1/subscriptions, GET|POST|DELETE /v1/subscriptions/:id, GET /v1/invoices/:id,
//       POST /v1/invoices/:id/pay (an open invoice charged to `payment_method`, the subscription's default card or the
//       customer's,
//       through ./stripe-setup.ts: paid, the period renewed and the subscription active; a declined card answers 402),
//       POST /v1/billing_portal/sessions
// Test: GET /__test/subscriptions, POST /__test/subscriptions/:id/renew | renewal_failed | end
//       (answer {subscription, deliveries}); paying the first invoice's PaymentIntent through
//       /__test/payment_intents/:id/succeed activates the subscription (invoice.paid, customer.subscription.updated).
//       POST /__test/subscriptions/advance {to: unix seconds} (a test clock): every subscription whose period ends
//       by then renews, or ends when cancelled at period end (never charged), as Stripe does at period end.
// A subscription created with `trial_end` is `trialing` until then, its first invoice $0 and paid (invoice.paid).
// Page: GET /__portal/:session (a minimal customer portal with a link back to return_url).
import type { StubCore, StubDelivery, StubExtension, StubPaymentIntent } from './stripe-server';

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

interface StubPrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  nickname: string | null;
  product: string;
  recurring: { interval: 'month' | 'year'; interval_count: 1 };
  metadata: Record<string, string>;
  type: 'recurring';
  created: number;
}

interface StubInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  attempted: boolean;
  hosted_invoice_url: string;
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: object } };
  created: number;
}

interface StubSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete_expired';
  trial_end: number | null;
  default_payment_method: string | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: StubPrice;
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string;
  /** Every proration_behavior the subscription was updated with (for tests). */
  proration_behaviors: string[];
  created: number;
  start_date: number;
}

interface StubCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  created: number;
}

export interface StubBilling {
  customers: Map<string, StubCustomer>;
  prices: Map<string, StubPrice>;
  subscriptions: Map<string, StubSubscription>;
  invoices: Map<string, StubInvoice>;
  portalSessions: Map<string, { id: string; customer: string; return_url: string | null; url: string }>;
  /** Resolves once every event sent so far has been delivered. */
  delivered(): Promise<void>;
}

const list = <T>(data: T[], url: string) => ({ object: 'list', data, has_more: false, url });

/** `a[0]=x&a[1]=y` decodes to {0: x, 1: y}; a repeated or single value to a string. */
const asArray = (value: unknown): string[] =>
  value === undefined
    ? []
    : typeof value === 'object' && value !== null
      ? Object.values(value).map(String)
      : [String(value)];

const periodSeconds = (price: StubPrice) => (price.recurring.interval === 'year' ? 365 : 30) * DAY;

/** Charges an invoice's PaymentIntent with a saved card (./stripe-setup.ts), throwing Stripe's 402 when declined. */
type ChargeCard = (intent: StubPaymentIntent, body: Record<string, unknown>) => StubPaymentIntent;

/** Whether the payment method exists and is attached to the customer (./stripe-setup.ts). */
type OwnsCard = (customer: string, paymentMethod: string) => 'attached' | 'other' | 'missing';

export function billingExtension(
  core: StubCore,
  chargeCard?: ChargeCard,
  ownsCard?: OwnsCard,
): StubExtension & { billing: StubBilling } {
  /** Deliveries go out one at a time, in the order the changes happened. */
  let queue: Promise<unknown> = Promise.resolve();
  const billing: StubBilling = {
    customers: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    portalSessions: new Map(),
    delivered: () => queue.then(() => undefined),
  };
  const invoiceIntents = new Map<string, StubPaymentIntent>();
  const send = (type: string, object: unknown): Promise<StubDelivery> => {
    const event = core.buildEvent(type, object);
    const delivery = queue.then(() => core.deliver(event));
    queue = delivery.catch(() => undefined);
    return delivery;
  };

  const missing = (kind: string, id: string) =>
    core.error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing' });

  function getOr404<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  function createPrice(body: Record<string, unknown>): StubPrice {
    const lookupKey = typeof body.lookup_key === 'string' ? body.lookup_key : null;
    const recurring = body.recurring as { interval?: string } | undefined;
    if (!recurring?.interval) throw core.error(400, 'invalid_request_error', 'Missing required param: recurring.');
    const existing = lookupKey ? [...billing.prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (existing) {
      if (body.transfer_lookup_key !== 'true') {
        throw core.error(400, 'invalid_request_error', `A price (${existing.id}) already uses that lookup key.`, {
          param: 'lookup_key',
        });
      }
      existing.lookup_key = null;
    }
    const price: StubPrice = {
      id: core.id('price'),
      object: 'price',
      active: true,
      currency: String(body.currency ?? 'usd'),
      unit_amount: Number(body.unit_amount),
      lookup_key: lookupKey,
      nickname: typeof body.nickname === 'string' ? body.nickname : null,
      product: typeof body.product === 'string' ? body.product : core.id('prod'),
      recurring: { interval: recurring.interval === 'year' ? 'year' : 'month', interval_count: 1 },
      metadata: core.stringMap(body.metadata),
      type: 'recurring',
      created: now(),
    };
    billing.prices.set(price.id, price);
    return price;
  }

  function createInvoice(
    subscription: StubSubscription,
    reason: StubInvoice['billing_reason'],
    free = false,
  ): StubInvoice {
    const price = subscription.items.data[0].price;
    // A trial's first invoice is $0 and paid at once: no PaymentIntent.
    const intent: StubPaymentIntent | null = free
      ? null
      : core.createIntent({
          amount: String(price.unit_amount),
          currency: price.currency,
          metadata: { subscription: subscription.id },
        });
    const invoice: StubInvoice = {
      id: core.id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: free ? 'paid' : 'open',
      amount_due: free ? 0 : price.unit_amount,
      amount_paid: 0,
      currency: price.currency,
      billing_reason: reason,
      attempted: false,
      hosted_invoice_url: `${core.url()}/__portal/invoice/${subscription.id}`,
      confirmation_secret: intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      created: now(),
    };
    if (intent) {
      intent.metadata.invoice = invoice.id;
      invoiceIntents.set(invoice.id, intent);
    }
    billing.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** A subscription as the API answers it, with `latest_invoice` expanded when asked. */
  function view(subscription: StubSubscription, body: Record<string, unknown> = {}) {
    const copy = structuredClone(subscription) as unknown as Record<string, unknown>;
    if (asArray(body.expand).some((path) => path.startsWith('latest_invoice'))) {
      copy.latest_invoice = structuredClone(billing.invoices.get(subscription.latest_invoice));
    }
    return copy;
  }

  function createSubscription(body: Record<string, unknown>): StubSubscription {
    const customer = String(body.customer ?? '');
    getOr404(billing.customers, 'customer', customer);
    const items = Object.values((body.items ?? {}) as Record<string, { price?: string }>);
    const priceId = items[0]?.price;
    if (!priceId) throw core.error(400, 'invalid_request_error', 'Missing required param: items[0][price].');
    const price = getOr404(billing.prices, 'price', priceId);
    const start = now();
    const trialEnd = body.trial_end === undefined ? null : Number(body.trial_end);
    if (trialEnd !== null && !Number.isInteger(trialEnd))
      throw core.error(400, 'invalid_request_error', 'Invalid timestamp: trial_end', { param: 'trial_end' });
    const subscription: StubSubscription = {
      id: core.id('sub'),
      object: 'subscription',
      customer,
      status: trialEnd !== null ? 'trialing' : body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
      trial_end: trialEnd,
      default_payment_method: typeof body.default_payment_method === 'string' ? body.default_payment_method : null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: core.stringMap(body.metadata),
      items: {
        object: 'list',
        data: [
          {
            id: core.id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: trialEnd ?? start + periodSeconds(price),
          },
        ],
      },
      latest_invoice: '',
      proration_behaviors: [],
      created: start,
      start_date: start,
    };
    billing.subscriptions.set(subscription.id, subscription);
    const first = createInvoice(subscription, 'subscription_create', trialEnd !== null);
    void send('customer.subscription.created', structuredClone(subscription));
    if (trialEnd !== null) void send('invoice.paid', structuredClone(first));
    return subscription;
  }

  function updateSubscription(subscription: StubSubscription, body: Record<string, unknown>): StubSubscription {
    if (subscription.status === 'canceled') {
      throw core.error(400, 'invalid_request_error', 'A canceled subscription can only update its metadata.');
    }
    const items = Object.values((body.items ?? {}) as Record<string, { id?: string; price?: string }>);
    for (const item of items) {
      const current = subscription.items.data.find((entry) => entry.id === item.id);
      if (!current) throw missing('subscription_item', String(item.id));
      if (item.price) current.price = getOr404(billing.prices, 'price', item.price);
    }
    if (typeof body.proration_behavior === 'string') subscription.proration_behaviors.push(body.proration_behavior);
    if (body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
    }
    if (body.metadata !== undefined)
      subscription.metadata = { ...subscription.metadata, ...core.stringMap(body.metadata) };
    // An empty string unsets it, as in Stripe: the customer's card on file is charged.
    if (typeof body.default_payment_method === 'string')
      subscription.default_payment_method = body.default_payment_method || null;
    void send('customer.subscription.updated', structuredClone(subscription));
    return subscription;
  }

  /** A customer's email, metadata or card on file (which must be a card attached to them, as Stripe checks). */
  function updateCustomer(customer: StubCustomer, body: Record<string, unknown>): StubCustomer {
    if (typeof body.email === 'string') customer.email = body.email;
    if (body.metadata !== undefined) customer.metadata = { ...customer.metadata, ...core.stringMap(body.metadata) };
    const settings = body.invoice_settings as { default_payment_method?: unknown } | undefined;
    const card = settings?.default_payment_method;
    if (typeof card === 'string' && card !== '') {
      const owned = ownsCard?.(customer.id, card) ?? 'missing';
      if (owned === 'missing')
        throw core.error(400, 'invalid_request_error', `No such PaymentMethod: '${card}'`, {
          code: 'resource_missing',
          param: 'invoice_settings[default_payment_method]',
        });
      if (owned === 'other')
        throw core.error(
          400,
          'invalid_request_error',
          `The customer does not have a payment method with the ID ${card}. The payment method must be attached to the customer.`,
          { param: 'invoice_settings[default_payment_method]' },
        );
      customer.invoice_settings.default_payment_method = card;
    } else if (card === '') customer.invoice_settings.default_payment_method = null;
    void send('customer.updated', structuredClone(customer));
    return customer;
  }

  /** Stripe's retry of an open invoice, now: the card charged, then as a paid renewal. */
  function payInvoice(invoice: StubInvoice, body: Record<string, unknown>): StubInvoice {
    if (invoice.status === 'paid')
      throw core.error(400, 'invalid_request_error', 'Invoice is already paid', { code: 'invoice_already_paid' });
    const subscription = getOr404(
      billing.subscriptions,
      'subscription',
      invoice.parent.subscription_details.subscription,
    );
    const method =
      typeof body.payment_method === 'string'
        ? body.payment_method
        : (subscription.default_payment_method ??
          billing.customers.get(invoice.customer)?.invoice_settings.default_payment_method);
    const intent = invoiceIntents.get(invoice.id);
    if (!method || !intent || !chargeCard)
      throw core.error(
        400,
        'invalid_request_error',
        'This customer has no attached payment source or default payment method.',
      );
    invoice.attempted = true;
    chargeCard(intent, { customer: invoice.customer, payment_method: method });
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    // A failed renewal (./renew) left the period where it was: paid, it renews as a paid one would have.
    if (invoice.billing_reason === 'subscription_cycle' && subscription.status === 'past_due') {
      const item = subscription.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end += periodSeconds(item.price);
    }
    subscription.status = 'active';
    void send('invoice.paid', structuredClone(invoice));
    void send('customer.subscription.updated', structuredClone(subscription));
    return invoice;
  }

  function endSubscription(subscription: StubSubscription): Promise<StubDelivery> {
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    return send('customer.subscription.deleted', structuredClone(subscription));
  }

  /** The first invoice's PaymentIntent was paid (by the fake Stripe.js): the subscription becomes active. */
  async function onIntentSettled(intent: StubPaymentIntent, outcome: 'succeed' | 'fail') {
    const invoice = billing.invoices.get(intent.metadata.invoice ?? '');
    if (!invoice) return;
    const subscription = billing.subscriptions.get(invoice.parent.subscription_details.subscription);
    if (!subscription) return;
    invoice.attempted = true;
    if (outcome === 'fail') {
      await send('invoice.payment_failed', structuredClone(invoice));
      return;
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    subscription.status = 'active';
    await send('invoice.paid', structuredClone(invoice));
    await send('customer.subscription.updated', structuredClone(subscription));
  }

  /** The next billing period, charged to the saved card: paid, or failed (the subscription goes past due). */
  async function renew(subscription: StubSubscription, paid: boolean): Promise<StubDelivery[]> {
    // Cancelled at period end: Stripe ends it then and charges nothing.
    if (subscription.cancel_at_period_end) return [await endSubscription(subscription)];
    const item = subscription.items.data[0];
    const invoice = createInvoice(subscription, 'subscription_cycle');
    invoice.attempted = true;
    if (!paid) {
      subscription.status = 'past_due';
      return [
        await send('invoice.payment_failed', structuredClone(invoice)),
        await send('customer.subscription.updated', structuredClone(subscription)),
      ];
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    item.current_period_start = item.current_period_end;
    item.current_period_end += periodSeconds(item.price);
    subscription.status = 'active';
    return [
      await send('invoice.paid', structuredClone(invoice)),
      await send('customer.subscription.updated', structuredClone(subscription)),
    ];
  }

  function api(method: string, path: string, body: Record<string, unknown>) {
    const ok = (response: unknown) => ({ status: 200, response });
    if (path === '/v1/customers' && method === 'POST') {
      const customer: StubCustomer = {
        id: core.id('cus'),
        object: 'customer',
        email: typeof body.email === 'string' ? body.email : null,
        metadata: core.stringMap(body.metadata),
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      billing.customers.set(customer.id, customer);
      return ok(structuredClone(customer));
    }
    let match = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (match && method === 'GET') return ok(structuredClone(getOr404(billing.customers, 'customer', match[1])));
    if (match && method === 'POST')
      return ok(structuredClone(updateCustomer(getOr404(billing.customers, 'customer', match[1]), body)));

    if (path === '/v1/prices' && method === 'GET') {
      const keys = asArray(body.lookup_keys);
      const found = [...billing.prices.values()].filter(
        (price) => (!keys.length || (price.lookup_key && keys.includes(price.lookup_key))) && price.active,
      );
      return ok(list(found, '/v1/prices'));
    }
    if (path === '/v1/prices' && method === 'POST') return ok(createPrice(body));
    match = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (match && method === 'GET') return ok(getOr404(billing.prices, 'price', match[1]));

    if (path === '/v1/subscriptions' && method === 'POST') return ok(view(createSubscription(body), body));
    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = getOr404(billing.subscriptions, 'subscription', match[1]);
      if (method === 'GET') return ok(view(subscription, body));
      if (method === 'POST') return ok(view(updateSubscription(subscription, body), body));
      if (method === 'DELETE') {
        void endSubscription(subscription);
        return ok(view(subscription));
      }
    }
    match = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (match && method === 'GET') return ok(getOr404(billing.invoices, 'invoice', match[1]));
    match = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path);
    const unpaid = match && method === 'POST' ? billing.invoices.get(match[1]) : undefined;
    if (unpaid) return ok(structuredClone(payInvoice(unpaid, body)));

    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const customer = String(body.customer ?? '');
      getOr404(billing.customers, 'customer', customer);
      const sessionId = core.id('bps');
      const session = {
        id: sessionId,
        object: 'billing_portal.session',
        customer,
        return_url: typeof body.return_url === 'string' ? body.return_url : null,
        url: `${core.url()}/__portal/${sessionId}`,
        created: now(),
        livemode: false,
      };
      billing.portalSessions.set(sessionId, session);
      return ok(session);
    }
    return undefined;
  }

  /** Period end for every subscription due by `to`: cancelled ones end uncharged, the others renew. */
  async function advance(to: number) {
    const due = [...billing.subscriptions.values()].filter(
      (s) => ['trialing', 'active', 'past_due'].includes(s.status) && s.items.data[0].current_period_end <= to,
    );
    const deliveries: StubDelivery[] = [];
    for (const subscription of due) deliveries.push(...(await renew(subscription, true)));
    return { renewed: due.filter((s) => s.status !== 'canceled').map((s) => s.id), deliveries };
  }

  async function control(method: string, path: string, body: Record<string, unknown> = {}) {
    if (method === 'GET' && path === '/__test/subscriptions') return { data: [...billing.subscriptions.values()] };
    if (method === 'POST' && path === '/__test/subscriptions/advance') return advance(Number(body.to));
    const match = /^\/__test\/subscriptions\/([^/]+)\/(renew|renewal_failed|end)$/.exec(path);
    if (!match || method !== 'POST') return undefined;
    const subscription = getOr404(billing.subscriptions, 'subscription', match[1]);
    const deliveries =
      match[2] === 'end' ? [await endSubscription(subscription)] : await renew(subscription, match[2] === 'renew');
    return { subscription, deliveries };
  }

  function page(method: string, path: string) {
    const match = /^\/__portal\/([^/]+)$/.exec(path);
    if (!match || method !== 'GET') return undefined;
    const session = billing.portalSessions.get(match[1]);
    if (!session) return { status: 404, html: '<h1>Portal session not found</h1>' };
    const back = session.return_url ? `<a href="${session.return_url}">Return to the site</a>` : '';
    return {
      status: 200,
      html: `<!doctype html><title>Billing portal</title><h1>Billing portal</h1><p>Customer ${session.customer}</p>${back}`,
    };
  }

  return { billing, api, control, page, onIntentSettled };
}
