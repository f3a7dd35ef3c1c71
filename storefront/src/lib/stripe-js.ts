// Stripe.js with the server's publishable key, imported on demand so only the pages that take a card download it.
// The one place the storefront loads it; a page that already has the key from the server passes it.
import type { Stripe } from '@stripe/stripe-js';
import { apiRequest } from './api';

export async function loadStripeJs(publishableKey?: string): Promise<Stripe> {
  const key =
    publishableKey ??
    (await apiRequest<{ publishableKey: string | null }>('GET', '/api/stripe/config'))?.publishableKey;
  if (!key) throw new Error('Payments are not configured (no publishable key)');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(key);
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe;
}
