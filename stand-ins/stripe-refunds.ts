// Refunds for the Stripe stand-in: POST /v1/refunds (payment_intent, optional amount and metadata) and
// GET /v1/refunds/:id (the list, GET /v1/refunds: ./stripe-lists.ts). Idempotency-Key replay is handled by the server for every POST.
import { randomBytes } from 'node:crypto';
import { StubError } from './stripe-error';
import { chargeIdOf } from './stripe-lists';
import type { StubPaymentIntent, StubRoute } from './stripe-server';

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  /** The intent's charge (./stripe-lists.ts names it after the intent). */
  charge: string;
  /** duplicate, fraudulent, requested_by_customer, or null when the request gave none. */
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export function refundRoutes(intents: Map<string, StubPaymentIntent>, refunds: Map<string, StubRefund>): StubRoute {
  return (method, path, body) => {
    if (path === '/v1/refunds' && method === 'POST') {
      const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : '';
      const intent = intents.get(intentId);
      if (!intent)
        throw new StubError(400, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
          param: 'payment_intent',
          code: 'resource_missing',
        });
      if (intent.status !== 'succeeded')
        throw new StubError(
          400,
          'invalid_request_error',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          {
            code: 'charge_not_refundable',
          },
        );
      const already = [...refunds.values()]
        .filter((r) => r.payment_intent === intentId)
        .reduce((n, r) => n + r.amount, 0);
      const amount = body.amount === undefined ? intent.amount_received - already : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || already + amount > intent.amount_received)
        throw new StubError(400, 'invalid_request_error', `Charge for ${intentId} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      const refund: StubRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        charge: chargeIdOf(intentId),
        reason: typeof body.reason === 'string' ? body.reason : null,
        status: 'succeeded',
        metadata: Object.fromEntries(
          Object.entries((body.metadata as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]),
        ),
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return { status: 200, response: structuredClone(refund) };
    }
    const match = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const refund = refunds.get(match[1]);
      if (!refund)
        throw new StubError(404, 'invalid_request_error', `No such refund: '${match[1]}'`, {
          code: 'resource_missing',
        });
      return { status: 200, response: structuredClone(refund) };
    }
    return null;
  };
}
