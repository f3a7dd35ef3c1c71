// PaymentIntent cancellation for the Stripe stand-in: POST /v1/payment_intents/:id/cancel, as Stripe answers it for
// cards (an intent that succeeded, was already canceled or is processing cannot be canceled: 400
// payment_intent_unexpected_state).
import type { StubPaymentIntent, StubRoute } from './stripe-server';
import { StubError } from './stripe-error';

const CANCELLATION_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']);

export function intentCancelRoutes(intents: Map<string, StubPaymentIntent>): StubRoute {
  return (method, path, body) => {
    const match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (!match || method !== 'POST') return null;
    const intent = intents.get(match[1]);
    if (!intent)
      throw new StubError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, {
        code: 'resource_missing',
        param: 'intent',
      });
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing')
      throw new StubError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state' },
      );
    const reason = body.cancellation_reason;
    if (reason !== undefined && !CANCELLATION_REASONS.has(String(reason)))
      throw new StubError(400, 'invalid_request_error', `Invalid cancellation_reason: ${String(reason)}`, {
        param: 'cancellation_reason',
      });
    intent.status = 'canceled';
    return { status: 200, response: structuredClone(intent) };
  };
}
