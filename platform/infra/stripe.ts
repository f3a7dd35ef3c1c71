// The Stripe client, built from the configuration. STRIPE_API_BASE points it at a Stripe-compatible server
// (a local stand-in in tests); without STRIPE_SECRET_KEY there is no client and payments answer 503.
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../config';

const requireModule = createRequire(import.meta.url);
/**
 * The SDK, loaded when first needed (a secret key is configured, a webhook arrives): it holds about 15 MB of memory
 * that a process without payments never uses. Every use goes through here, so errors and classes match.
 */
export const loadStripe = (): typeof Stripe => requireModule('stripe');

/** Parses STRIPE_API_BASE (e.g. http://127.0.0.1:12111) into the SDK's host/port/protocol options. */
function stripeApiBase(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111 (got '${apiBase}')`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : null;
  if (!protocol) throw new Error(`STRIPE_API_BASE must use http or https (got '${apiBase}')`);
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}

export function createStripe(config: Pick<Config, 'stripe'>): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const options: Stripe.StripeConfig = {
    appInfo: { name: 'formation-platform' },
    timeout: 20_000,
  };
  if (apiBase) Object.assign(options, stripeApiBase(apiBase), { maxNetworkRetries: 0 });
  const Sdk = loadStripe();
  return new Sdk(secretKey, options);
}

/** A Stripe error's message, for the caller (never a stack). */
export function stripeErrorMessage(err: unknown): string {
  const { errors } = loadStripe();
  if (err instanceof errors.StripeError) {
    if (err instanceof errors.StripeConnectionError) return 'Could not reach the payment provider. Please try again.';
    return `Payment provider error: ${err.message}`;
  }
  return 'Payment provider error: unexpected failure';
}

/** @internal */
export const PAYMENT_PROVIDER_TRY_LATER =
  'Our payment provider could not complete this request. Please try again in a few minutes, or contact us through the Contact page if it keeps happening.';

/** What a customer is told when Stripe refuses a call: what to do next; Stripe's own words stay in the log. */
export function stripeCustomerMessage(err: unknown): string {
  if (err instanceof loadStripe().errors.StripeConnectionError)
    return 'Could not reach the payment provider. Please try again.';
  return PAYMENT_PROVIDER_TRY_LATER;
}

export const isStripeError = (err: unknown): boolean => err instanceof loadStripe().errors.StripeError;
