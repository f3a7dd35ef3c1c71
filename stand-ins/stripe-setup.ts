// Saved cards for the local Stripe stand-in (plugged into stand-ins/stripe-server.ts): SetupIntents that attach
// a card to a customer, the customer's payment methods, and PaymentIntents confirmed off-session with such a card
// (`confirm=true&off_session=true&customer&payment_method`, or POST /v1/payment_intents/:id/confirm). As Stripe
// does, a declined or authentication-requiring card answers 402 `card_error` (`card_declined`,
// `authentication_required`) carrying the PaymentIntent, left `requires_payment_method`; a good card `succeeded`.
//
// API:  POST /v1/setup_intents, GET /v1/setup_intents/:id, GET /v1/customers/:id/payment_methods,
//       GET /v1/payment_methods/:id, POST /v1/payment_intents/:id/confirm
// Test: POST /__test/setup_intents/:id/succeed {card?: 'ok'|'declined'|'authentication_required'} (the customer
//       enters a card: attached, setup_intent.succeeded delivered), POST /__test/payment_methods/:id/card
//       {card: 'ok'|'declined'|'authentication_required'} (how the card answers from now on).
import type { StubCore, StubExtension, StubPaymentIntent } from './stripe-server';

export type StubCardBehaviour = 'ok' | 'declined' | 'authentication_required';
const BEHAVIOURS: StubCardBehaviour[] = ['ok', 'declined', 'authentication_required'];

interface StubSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: string;
  payment_method: string | null;
  payment_method_types: string[];
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface StubPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
  livemode: false;
}

export interface StubSetup {
  setupIntents: Map<string, StubSetupIntent>;
  paymentMethods: Map<string, StubPaymentMethod>;
  /** How each card answers a charge (default 'ok'). */
  behaviours: Map<string, StubCardBehaviour>;
  /** Every off-session charge attempt, in order (for tests: one charge per obligation). */
  charges: { intentId: string; paymentMethod: string; outcome: StubCardBehaviour; metadata: Record<string, string> }[];
}

const now = () => Math.floor(Date.now() / 1000);
const LAST4: Record<StubCardBehaviour, string> = { ok: '4242', declined: '0002', authentication_required: '3155' };

export function setupExtension(
  core: StubCore,
  intents: Map<string, StubPaymentIntent>,
  customers: Map<string, unknown>,
): StubExtension & {
  setup: StubSetup;
  confirm(intent: StubPaymentIntent, body: Record<string, unknown>): StubPaymentIntent;
  ownsCard(customer: string, paymentMethod: string): 'attached' | 'other' | 'missing';
} {
  const setup: StubSetup = { setupIntents: new Map(), paymentMethods: new Map(), behaviours: new Map(), charges: [] };
  const missing = (kind: string, id: string) =>
    core.error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing' });

  function behaviourOf(value: unknown): StubCardBehaviour {
    if (value === undefined) return 'ok';
    if (BEHAVIOURS.includes(value as StubCardBehaviour)) return value as StubCardBehaviour;
    throw core.error(400, 'invalid_request_error', `card must be one of ${BEHAVIOURS.join(', ')}`);
  }

  function createSetupIntent(body: Record<string, unknown>): StubSetupIntent {
    const customer = typeof body.customer === 'string' ? body.customer : null;
    if (customer && !customers.has(customer)) throw missing('customer', customer);
    const id = core.id('seti');
    const intent: StubSetupIntent = {
      id,
      object: 'setup_intent',
      customer,
      status: 'requires_payment_method',
      usage: typeof body.usage === 'string' ? body.usage : 'off_session',
      payment_method: null,
      payment_method_types: ['card'],
      client_secret: `${id}_secret_${core.id('s').slice(2)}`,
      metadata: core.stringMap(body.metadata),
      created: now(),
      livemode: false,
    };
    setup.setupIntents.set(id, intent);
    return intent;
  }

  /** Charges the intent's card off-session: succeeded, or a 402 card error with the intent left unpaid. */
  function confirm(intent: StubPaymentIntent, body: Record<string, unknown>): StubPaymentIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      throw core.error(
        400,
        'invalid_request_error',
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    const record = intent as StubPaymentIntent & { customer?: string | null; payment_method?: string | null };
    if (typeof body.customer === 'string') record.customer = body.customer;
    if (typeof body.payment_method === 'string') record.payment_method = body.payment_method;
    const methodId = record.payment_method;
    if (!methodId)
      throw core.error(
        400,
        'invalid_request_error',
        'You must provide a payment_method to confirm this PaymentIntent.',
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    const method = setup.paymentMethods.get(methodId);
    if (!method) throw missing('payment_method', methodId);
    if (!record.customer || method.customer !== record.customer)
      throw core.error(
        400,
        'invalid_request_error',
        `The provided PaymentMethod ${methodId} does not belong to the customer of this PaymentIntent.`,
        { param: 'payment_method' },
      );
    const outcome = setup.behaviours.get(methodId) ?? 'ok';
    setup.charges.push({ intentId: intent.id, paymentMethod: methodId, outcome, metadata: { ...intent.metadata } });
    if (outcome === 'ok') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      void core.deliver(core.buildEvent('payment_intent.succeeded', intent));
      return intent;
    }
    const message =
      outcome === 'declined'
        ? 'Your card was declined.'
        : 'Your card was declined. This transaction requires authentication.';
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: outcome === 'declined' ? 'card_declined' : outcome,
      message,
    };
    void core.deliver(core.buildEvent('payment_intent.payment_failed', intent));
    throw core.error(402, 'card_error', message, {
      code: intent.last_payment_error.code,
      ...(outcome === 'declined' ? { decline_code: 'generic_decline' } : {}),
      payment_intent: structuredClone(intent),
      payment_method: structuredClone(method),
    });
  }

  function api(method: string, path: string, body: Record<string, unknown>) {
    const ok = (response: unknown) => ({ status: 200, response: structuredClone(response) });
    if (path === '/v1/setup_intents' && method === 'POST') return ok(createSetupIntent(body));
    let match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const intent = setup.setupIntents.get(match[1]);
      if (!intent) throw missing('setup_intent', match[1]);
      return ok(intent);
    }
    match = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (match && method === 'GET') {
      if (!customers.has(match[1])) throw missing('customer', match[1]);
      const data = [...setup.paymentMethods.values()].filter((m) => m.customer === match?.[1]);
      return ok({ object: 'list', data, has_more: false, url: path });
    }
    match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const found = setup.paymentMethods.get(match[1]);
      if (!found) throw missing('payment_method', match[1]);
      return ok(found);
    }
    match = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (match && method === 'POST') {
      const intent = intents.get(match[1]);
      if (!intent) throw missing('payment_intent', match[1]);
      return ok(confirm(intent, body));
    }
    return undefined;
  }

  async function control(method: string, path: string, body: Record<string, unknown>) {
    if (method !== 'POST') return undefined;
    let match = /^\/__test\/setup_intents\/([^/]+)\/succeed$/.exec(path);
    if (match) {
      const intent = setup.setupIntents.get(match[1]);
      if (!intent) throw missing('setup_intent', match[1]);
      const behaviour = behaviourOf(body.card);
      const card: StubPaymentMethod = {
        id: core.id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: intent.customer,
        card: { brand: 'visa', last4: LAST4[behaviour], exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
        created: now(),
        livemode: false,
      };
      setup.paymentMethods.set(card.id, card);
      setup.behaviours.set(card.id, behaviour);
      intent.status = 'succeeded';
      intent.payment_method = card.id;
      const delivery = await core.deliver(core.buildEvent('setup_intent.succeeded', intent));
      return { setupIntent: intent, paymentMethod: card, delivery };
    }
    match = /^\/__test\/payment_methods\/([^/]+)\/card$/.exec(path);
    if (match) {
      if (!setup.paymentMethods.has(match[1])) throw missing('payment_method', match[1]);
      setup.behaviours.set(match[1], behaviourOf(body.card));
      return { paymentMethod: match[1], card: setup.behaviours.get(match[1]) };
    }
    return undefined;
  }

  function ownsCard(customer: string, paymentMethod: string) {
    const method = setup.paymentMethods.get(paymentMethod);
    if (!method) return 'missing' as const;
    return method.customer === customer ? ('attached' as const) : ('other' as const);
  }

  return { setup, api, control, confirm, ownsCard };
}
