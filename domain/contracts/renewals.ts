// Renewal answers: an entity's renewals (GET /api/entities/:id/renewals), one as cancelling answers it, and the
// back-office's list of renewals due soon or failed (GET /api/admin/renewals).
import { z } from 'zod';

export const renewalViewSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  amountCents: z.number(),
  /** YYYY-MM-DD: the next charge, or the day a cancelled renewal ends. */
  nextChargeOn: z.string(),
  state: z.enum(['renews', 'payment_failed', 'ending', 'ended']),
  stateLabel: z.string(),
  canCancel: z.boolean(),
  /** Cancelled and its paid year not over: 'Resume renewal' takes the cancellation back. */
  canResume: z.boolean(),
  /** Cancelling it asks first: the state requires a registered agent. */
  warning: z.string().nullable(),
});

export const renewalListSchema = z.array(renewalViewSchema);

export const adminRenewalSchema = renewalViewSchema.extend({
  entityId: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  clientEmail: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
});

export const adminRenewalListSchema = z.array(adminRenewalSchema);
