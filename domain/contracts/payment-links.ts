// The hosted payment page of a partner's order its customer pays (GET /api/payment-links/:orderId?expires=&sig=):
// what the customer pays, priced by the server, and whether it is paid already.
import { z } from 'zod';

export const paymentLinkViewSchema = z.object({
  orderId: z.string(),
  /** The partner that placed the order for the customer. */
  partnerName: z.string(),
  customerName: z.string(),
  kind: z.string(),
  businessNames: z.array(z.string()),
  paid: z.boolean(),
  currency: z.literal('usd'),
  amountCents: z.number().int(),
  lineItems: z.array(z.object({ type: z.string(), id: z.string(), name: z.string(), amountCents: z.number().int() })),
  /** The link stops opening then (a paid order's link keeps saying it is paid). */
  expiresAt: z.string(),
  /** Placed with a test key: paid with Stripe's test cards, simulated filing. */
  testMode: z.boolean(),
  /** A test-mode order on a platform running a live Stripe key: no card is asked for, the page completes it. */
  simulated: z.boolean(),
});
export type PaymentLinkView = z.infer<typeof paymentLinkViewSchema>;

/** The link's proof, sent back by the page to pay. */
export const paymentLinkProofSchema = z.object({
  expires: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().regex(/^[0-9a-f]{64}$/, 'must be the link signature'),
});
