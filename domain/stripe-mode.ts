// Test and live never mix: the platform runs with one Stripe secret key, and its mode decides which events apply.
// A live key (sk_live_ or a restricted rk_live_) is live; any other key, or none, is test, so live money is never
// applied without a live key.
export type StripeMode = 'test' | 'live';

export const stripeKeyMode = (secretKey: string | undefined): StripeMode =>
  secretKey && /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test';

/** Why a signed event may not be applied by a platform in this mode, or null when its mode matches. */
export function eventModeMismatch(eventLivemode: unknown, platform: StripeMode): string | null {
  const eventMode: StripeMode = eventLivemode === true ? 'live' : 'test';
  if (eventMode === platform) return null;
  return `a ${eventMode}-mode event reached the platform running a ${platform} key`;
}

/**
 * A test-mode order's payment link on a platform with a live key: no PaymentIntent is made on the live account,
 * the page completes a simulated payment instead.
 */
export const paymentIsSimulated = (order: { testMode: boolean }, platform: StripeMode) =>
  order.testMode && platform === 'live';
