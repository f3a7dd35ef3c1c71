// Stripe.js for the storefront's card pages: the server's publishable key (from GET /api/stripe/config unless the
// page already has it) given to the one loader in web/.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripeJs } from '../../../web/stripe-js';
import { apiRequest } from './api';

export async function storefrontStripe(publishableKey?: string): Promise<Stripe> {
  const key =
    publishableKey ??
    (await apiRequest<{ publishableKey: string | null }>('GET', '/api/stripe/config'))?.publishableKey;
  return loadStripeJs(key);
}
