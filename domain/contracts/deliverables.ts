// Staff's mark on one of an order's deliverables (POST /api/admin/orders/:id/deliverables/:deliverableId): done, or
// waived with a reason; answered with the order's deliverables and what its completion still waits for.
import { z } from 'zod';
import { safeText } from '../safe-text';
import { deliverableSchema } from './pipeline';

export const deliverableMarkSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('done') }),
  z.strictObject({
    action: z.literal('waive'),
    reason: safeText()
      .trim()
      .min(1, 'a reason is required to waive a deliverable')
      .max(500, 'the reason must be at most 500 characters'),
  }),
]);

export const deliverablesAnswerSchema = z.object({
  deliverables: z.array(deliverableSchema),
  completionBlocker: z.string().nullable(),
  status: z.string(),
});
