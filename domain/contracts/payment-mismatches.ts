// The back-office's payment mismatches (GET /api/admin/payment-mismatches) and a resolution's body
// (POST /api/admin/payment-mismatches/:id/resolve).
import { z } from 'zod';
import { MISMATCH_KINDS } from '../payment-reconciliation';

export const paymentMismatchSchema = z.object({
  id: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  day: z.date(),
  stripeChargeId: z.string().nullable(),
  stripeRefundId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  orderId: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  expectedCents: z.number().int().nullable(),
  detail: z.string(),
  status: z.enum(['OPEN', 'RESOLVED']),
  resolution: z.string().nullable(),
  note: z.string().nullable(),
  refundId: z.string().nullable(),
  resolvedAt: z.date().nullable(),
  createdAt: z.date(),
});

export const paymentMismatchListSchema = z.object({ data: z.array(paymentMismatchSchema), open: z.number().int() });

const note = z.string().trim().min(1).max(2000);
export const mismatchResolutionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('refund'), note: note.optional() }),
  z.object({ action: z.literal('link'), orderId: z.uuid(), note: note.optional() }),
  z.object({ action: z.literal('note'), note }),
]);
