// A small Stripe-compatible HTTP server for tests and local runs without the internet.
// It implements the PaymentIntent calls the server SDK makes (form-encoded bodies, Idempotency-Key replay,
// Stripe-shaped objects and errors) and test-control endpoints that settle an intent and deliver a signed
// webhook event, the way Stripe does after the customer pays.
//
//   tsx stand-ins/stripe-server.ts   (STRIPE_STUB_PORT=12111, STRIPE_STUB_WEBHOOK_URL, STRIPE_STUB_WEBHOOK_SECRET)
//
// API:  POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id
//       GET /v1/charges, GET /v1/refunds (./stripe-lists.ts, the reconciliation's list calls)
// Test: GET /__test/payment_intents, POST /__test/payment_intents/:id/succeed, POST /__test/payment_intents/:id/fail
//       (body optional {"message": "..."}); answers {delivered, status, body, event}. CORS open for browsers.
// Saved cards and off-session charges (SetupIntents, `confirm=true`): ./stripe-setup.ts.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import { billingExtension, type StubBilling } from './stripe-billing';
import { StubError } from './stripe-error';
import { invoicingRoutes, type StubOneOffInvoice } from './stripe-invoicing';
import { intentCancelRoutes } from './stripe-intent-cancel';
import { listRoutes } from './stripe-lists';
import { refundRoutes, type StubRefund } from './stripe-refunds';
import { type StubSetup, setupExtension } from './stripe-setup';

export { StubError };

export interface StubPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: string[];
  receipt_email: string | null;
  description: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  /** Set when the intent is confirmed with a saved card (./stripe-setup.ts). */
  customer?: string | null;
  payment_method?: string | null;
  created: number;
  livemode: false;
}

export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface StubDelivery {
  delivered: boolean;
  status: number;
  body: string;
  event: Stripe.Event;
}

/** What an extension module (e.g. ./stripe-billing.ts) may use of the core stand-in. */
export interface StubCore {
  id(prefix: string): string;
  url(): string;
  error(status: number, type: string, message: string, extra?: Record<string, unknown>): Error;
  stringMap(value: unknown): Record<string, string>;
  createIntent(body: Record<string, unknown>): StubPaymentIntent;
  buildEvent(type: string, object: unknown): Stripe.Event;
  deliver(event: Stripe.Event): Promise<StubDelivery>;
}

/** A group of extra Stripe resources: each hook answers what it knows and returns undefined otherwise. */
export interface StubExtension {
  api?(method: string, path: string, body: Record<string, unknown>): { status: number; response: unknown } | undefined;
  control?(method: string, path: string, body: Record<string, unknown>): Promise<unknown | undefined>;
  page?(method: string, path: string): { status: number; html: string } | undefined;
  onIntentSettled?(intent: StubPaymentIntent, outcome: 'succeed' | 'fail'): Promise<void>;
  /** Confirms a new intent created with `confirm=true` (./stripe-setup.ts charges a saved card off-session). */
  confirm?(intent: StubPaymentIntent, body: Record<string, unknown>): StubPaymentIntent;
}
/** An extra group of API endpoints (e.g. refunds): answers null for a request it does not handle. */
export type StubRoute = (
  method: string,
  path: string,
  body: Record<string, unknown>,
) => { status: number; response: unknown } | null;

export interface StripeStub {
  url: string;
  port: number;
  intents: Map<string, StubPaymentIntent>;
  /** Customers, prices, subscriptions, invoices and portal sessions (./stripe-billing.ts). */
  billing: StubBilling;
  /** SetupIntents, saved cards and off-session charges (./stripe-setup.ts). */
  setup: StubSetup;
  refunds: Map<string, StubRefund>;
  /** Invoices made with POST /v1/invoices and their items (./stripe-invoicing.ts). */
  oneOffInvoices: Map<string, StubOneOffInvoice>;
  requests: StubRequest[];
  /** Every event built by the test-control endpoints, oldest first. */
  events: Stripe.Event[];
  /** Where events are delivered; may be set after start (e.g. once the API listens). */
  webhookUrl: string | undefined;
  webhookSecret: string;
  /** Sends an event (again) to webhookUrl, signed with webhookSecret. */
  deliver(event: Stripe.Event): Promise<StubDelivery>;
  close(): Promise<void>;
}

export interface StripeStubOptions {
  port?: number;
  webhookUrl?: string;
  webhookSecret?: string;
}

export const DEFAULT_STUB_WEBHOOK_SECRET = 'whsec_test_local_stand_in';
const API_VERSION = '2026-10-28.endive';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Decodes `a[b][c]=1&list[0]=x` into nested objects (Stripe's form encoding). */
export function decodeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function parseAmount(value: unknown, required: boolean): number | undefined {
  if (value === undefined && !required) return undefined;
  if (value === undefined)
    throw new StubError(400, 'invalid_request_error', 'Missing required param: amount.', {
      param: 'amount',
      code: 'parameter_missing',
    });
  const amount = Number(value);
  if (!Number.isInteger(amount))
    throw new StubError(400, 'invalid_request_error', 'Invalid integer: amount', {
      param: 'amount',
      code: 'parameter_invalid_integer',
    });
  if (amount < 50)
    throw new StubError(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', {
      param: 'amount',
      code: 'amount_too_small',
    });
  return amount;
}

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

const sameBody = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStub(options: StripeStubOptions = {}): Promise<StripeStub> {
  const intents = new Map<string, StubPaymentIntent>();
  const refunds = new Map<string, StubRefund>();
  const routes: StubRoute[] = [refundRoutes(intents, refunds), listRoutes(intents, refunds), intentCancelRoutes(intents)];
  const requests: StubRequest[] = [];
  const events: Stripe.Event[] = [];
  const idempotent = new Map<
    string,
    { method: string; path: string; body: Record<string, unknown>; status: number; response: unknown }
  >();
  const signer = new Stripe('sk_test_stub_signer');
  const core: StubCore = {
    id,
    url: () => stub.url,
    error: (status, type, message, extra) => new StubError(status, type, message, extra),
    stringMap,
    createIntent: (body) => createIntent(body),
    buildEvent: (type, object) => buildEvent(type, object),
    deliver: (event) => deliver(event),
  };
  // Paying an invoice again charges its card as an off-session confirmation does.
  const billing = billingExtension(
    core,
    (intent, body) => setup.confirm(intent, body),
    (customer, paymentMethod) => setup.ownsCard(customer, paymentMethod),
  );
  const setup = setupExtension(core, intents, billing.billing.customers);
  const oneOffInvoices = new Map<string, StubOneOffInvoice>();
  routes.push(invoicingRoutes(core, billing.billing.customers, oneOffInvoices));
  const extensions: StubExtension[] = [billing, setup];

  const stub = {
    url: '',
    port: 0,
    intents,
    billing: billing.billing,
    setup: setup.setup,
    refunds,
    oneOffInvoices,
    requests,
    events,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret ?? DEFAULT_STUB_WEBHOOK_SECRET,
    deliver,
    close,
  } as StripeStub;

  function getIntent(intentId: string): StubPaymentIntent {
    const intent = intents.get(intentId);
    if (!intent) {
      throw new StubError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
        param: 'intent',
        code: 'resource_missing',
      });
    }
    return intent;
  }

  function createIntent(body: Record<string, unknown>): StubPaymentIntent {
    const amount = parseAmount(body.amount, true)!;
    if (!body.currency)
      throw new StubError(400, 'invalid_request_error', 'Missing required param: currency.', {
        param: 'currency',
        code: 'parameter_missing',
      });
    const intentId = id('pi');
    const automatic = body.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: StubPaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(body.currency).toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      metadata: stringMap(body.metadata),
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      payment_method_types: ['card'],
      receipt_email: typeof body.receipt_email === 'string' ? body.receipt_email : null,
      description: typeof body.description === 'string' ? body.description : null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intentId, intent);
    return intent;
  }

  function updateIntent(intent: StubPaymentIntent, body: Record<string, unknown>): StubPaymentIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StubError(
        400,
        'invalid_request_error',
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const amount = parseAmount(body.amount, false);
    if (amount !== undefined) intent.amount = amount;
    if (body.metadata !== undefined) intent.metadata = { ...intent.metadata, ...stringMap(body.metadata) };
    if (typeof body.receipt_email === 'string') intent.receipt_email = body.receipt_email;
    if (typeof body.description === 'string') intent.description = body.description;
    // As Stripe: an intent may be given its customer later (e.g. before an off-session confirmation).
    if (typeof body.customer === 'string') intent.customer = body.customer;
    return intent;
  }

  function buildEvent(type: string, object: unknown): Stripe.Event {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    } as unknown as Stripe.Event;
    events.push(event);
    return event;
  }

  async function deliver(event: Stripe.Event): Promise<StubDelivery> {
    if (!stub.webhookUrl) return { delivered: false, status: 0, body: 'no webhook URL configured', event };
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: stub.webhookSecret });
    try {
      const response = await fetch(stub.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      const body = await response.text();
      return { delivered: response.ok, status: response.status, body, event };
    } catch (err) {
      return { delivered: false, status: 0, body: (err as Error).message, event };
    }
  }

  async function settle(
    intentId: string,
    outcome: 'succeed' | 'fail',
    body: Record<string, unknown>,
  ): Promise<StubDelivery> {
    const intent = getIntent(intentId);
    // As Stripe: a canceled intent can no longer be confirmed.
    if (intent.status === 'canceled')
      throw new StubError(
        400,
        'invalid_request_error',
        'This PaymentIntent could not be confirmed because it has a status of canceled.',
        { code: 'payment_intent_unexpected_state' },
      );
    let delivery: StubDelivery;
    if (outcome === 'succeed') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      delivery = await deliver(buildEvent('payment_intent.succeeded', intent));
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: typeof body.message === 'string' && body.message ? body.message : 'Your card was declined.',
      };
      delivery = await deliver(buildEvent('payment_intent.payment_failed', intent));
    }
    for (const extension of extensions) await extension.onIntentSettled?.(intent, outcome);
    return delivery;
  }

  async function handleApi(method: string, path: string, body: Record<string, unknown>, request: IncomingMessage) {
    const auth = request.headers.authorization ?? '';
    const basicUser = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0]
      : '';
    if (!/^Bearer sk_/.test(auth) && !basicUser.startsWith('sk_')) {
      throw new StubError(
        401,
        'invalid_request_error',
        'You did not provide a valid API key. Use a key starting with sk_.',
      );
    }
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey, body });
    if (method === 'POST' && idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous) {
        if (previous.method !== method || previous.path !== path || !sameBody(previous.body, body)) {
          throw new StubError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        return { status: previous.status, response: previous.response, replayed: true };
      }
    }
    const compute = () => {
      if (path === '/v1/payment_intents' && method === 'POST') {
        const intent = createIntent(body);
        if (body.confirm === 'true') {
          // Stripe keeps the intent even when its confirmation fails (the error carries it).
          return { status: 200, response: structuredClone(setup.confirm(intent, body)) };
        }
        return { status: 200, response: structuredClone(intent) };
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (match && method === 'GET') return { status: 200, response: structuredClone(getIntent(match[1])) };
      if (match && method === 'POST')
        return { status: 200, response: structuredClone(updateIntent(getIntent(match[1]), body)) };
      for (const route of routes) {
        const answer = route(method, path, body);
        if (answer) return answer;
      }
      for (const extension of extensions) {
        const answer = extension.api?.(method, path, body);
        if (answer) return answer;
      }
      throw new StubError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    };
    let result: { status: number; response: unknown };
    try {
      result = compute();
    } catch (err) {
      // Stripe saves an error's answer under the key too: a retry with the same key gets the same error.
      if (method === 'POST' && idempotencyKey && err instanceof StubError && err.status < 500) {
        const response = { error: { type: err.type, message: err.message, ...err.extra } };
        idempotent.set(idempotencyKey, { method, path, body, status: err.status, response });
      }
      throw err;
    }
    if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { method, path, body, ...result });
    return { ...result, replayed: false };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stub');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'content-type');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
      response.end(JSON.stringify(payload));
    };
    try {
      if (method === 'OPTIONS') {
        response.writeHead(204);
        response.end();
        return;
      }
      const raw = await readBody(request);
      if (!path.startsWith('/v1/') && !path.startsWith('/__test/')) {
        for (const extension of extensions) {
          const answer = extension.page?.(method, path);
          if (!answer) continue;
          response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
          response.end(answer.html);
          return;
        }
      }
      if (path.startsWith('/__test/')) {
        let body: Record<string, unknown> = {};
        if (raw.trim()) {
          try {
            body = JSON.parse(raw);
          } catch {
            throw new StubError(400, 'invalid_request_error', 'Test-control bodies must be JSON.');
          }
        }
        if (method === 'GET' && path === '/__test/payment_intents') return send(200, { data: [...intents.values()] });
        const control = /^\/__test\/payment_intents\/([^/]+)\/(succeed|fail)$/.exec(path);
        if (control && method === 'POST')
          return send(200, await settle(control[1], control[2] as 'succeed' | 'fail', body));
        for (const extension of extensions) {
          const answer = await extension.control?.(method, path, body);
          if (answer !== undefined) return send(200, answer);
        }
        throw new StubError(404, 'invalid_request_error', `Unrecognized test-control URL (${method}: ${path}).`);
      }
      const body = { ...decodeForm(url.search.slice(1)), ...(raw ? decodeForm(raw) : {}) };
      const result = await handleApi(method, path, body, request);
      return send(result.status, result.response, result.replayed ? { 'idempotent-replayed': 'true' } : {});
    } catch (err) {
      if (err instanceof StubError) {
        return send(err.status, { error: { type: err.type, message: err.message, ...err.extra } });
      }
      return send(500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  stub.port = port;
  stub.url = `http://127.0.0.1:${port}`;

  function close(): Promise<void> {
    return new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }

  return stub;
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const stub = await startStripeStub({
    port: Number(process.env.STRIPE_STUB_PORT ?? 12111),
    webhookUrl: process.env.STRIPE_STUB_WEBHOOK_URL,
    webhookSecret: process.env.STRIPE_STUB_WEBHOOK_SECRET,
  });
  console.log(
    `Stripe stand-in listening on ${stub.url} (webhooks to ${stub.webhookUrl ?? 'nowhere: set STRIPE_STUB_WEBHOOK_URL'})`,
  );
  const stop = () => void stub.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
