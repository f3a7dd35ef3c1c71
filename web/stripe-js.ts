// Stripe.js with the server's publishable key, imported on demand so only the screens that take a card download it:
// the one place either front end loads it.
import type { Stripe } from '@stripe/stripe-js';

export async function loadStripeJs(publishableKey: string | null | undefined): Promise<Stripe> {
  if (!publishableKey) throw new Error('Payments are not configured (no publishable key)');
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe;
}
