// Membership answers: the signed-in user's state (GET /api/membership), a subscription as cancelling or resuming
// answers it, starting or changing a plan, and the Stripe customer portal link.
import { z } from 'zod';

export const subscriptionViewSchema = z.object({
  planId: z.string(),
  /** monthly or yearly, as stored from Stripe's price. */
  interval: z.string(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.date().nullable(),
  paymentFailed: z.boolean(),
});

export const membershipStateSchema = z.object({
  /** Whether subscriptions can be bought here (Stripe keys set). */
  available: z.boolean(),
  publishableKey: z.string().nullable(),
  subscription: subscriptionViewSchema.nullable(),
});

/** A new plan waits for payment (pay with the client secret); a member's plan change is done at once. */
export const subscriptionStartSchema = z.object({
  status: z.enum(['requires_payment', 'changed']),
  subscriptionId: z.string(),
  clientSecret: z.string().optional(),
});

export const billingPortalSchema = z.object({ url: z.string() });
