// A client's one card on file: their Stripe customer's default payment method (invoice_settings). Automatic filing
// charges it off-session and every renewal subscription, keeping no card of its own, is billed to it; the client
// changes it once for all their entities.
import type Stripe from 'stripe';

export interface Card {
  brand: string;
  last4: string;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** The id of the customer's card on file, or null (no customer, or no card kept). */
export async function cardOnFileId(stripe: Stripe, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) return null;
  return idOf(customer.invoice_settings?.default_payment_method) ?? null;
}

/** The brand and last four digits of the customer's card on file, or null. */
export async function cardOnFile(stripe: Stripe | null, customerId: string | null): Promise<Card | null> {
  if (!stripe) return null;
  const id = await cardOnFileId(stripe, customerId);
  if (!id) return null;
  const method = await stripe.paymentMethods.retrieve(id);
  return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
}

/**
 * Makes a card attached to the customer their card on file; answers the card it replaced (null: none), or
 * `unchanged` when it already was.
 */
export async function keepCardOnFile(
  stripe: Stripe,
  customerId: string,
  paymentMethodId: string,
): Promise<{ replaced: string | null } | 'unchanged'> {
  const current = await cardOnFileId(stripe, customerId);
  if (current === paymentMethodId) return 'unchanged';
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  return { replaced: current };
}
