// The one way a route answers a Stripe failure: 502 with what to tell the caller, Stripe's own words in the log.
// Anything else the call throws goes on to the error handler unchanged.
import type { FastifyBaseLogger } from 'fastify';
import { badGateway } from '../../platform/errors';
import { isStripeError, stripeErrorMessage } from '../../platform/infra/stripe';

interface StripeFailureOptions {
  /** Logged with the failure (e.g. the order's id). */
  context?: Record<string, unknown>;
  /** The answer's words: Stripe's message by default; a customer-facing instruction where Stripe's would confuse. */
  answer?: (err: unknown) => string;
}

export async function viaStripe<T>(
  log: FastifyBaseLogger,
  call: () => Promise<T>,
  { context = {}, answer = stripeErrorMessage }: StripeFailureOptions = {},
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isStripeError(err)) throw err;
    const { type, message } = err as { type?: string; message: string };
    log.warn({ ...context, stripeError: { type, message } }, 'Stripe call failed');
    throw badGateway(answer(err));
  }
}
