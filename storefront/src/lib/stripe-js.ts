// Stripe.js with the server's publishable key, imported on demand so only the pages that take a card download it.
import type { Stripe } from '@stripe/stripe-js';
import { apiRequest } from './api';

export async function loadStripeJs(): Promise<Stripe> {
  const config = await apiRequest<{ publishableKey: string | null }>('GET', '/api/stripe/config');
  if (!config?.publishableKey) throw new Error('Payments are not configured (no publishable key)');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe;
}
