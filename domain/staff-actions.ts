// What staff can do to an order (the body of POST /api/admin/orders/:id/actions): one shape per action, the
// source of the StaffAction type the pipeline rules (domain/pipeline.ts) and the workflow use.
import { z } from 'zod';

const note = z.string().trim().max(2000).optional();
const text = (field: string) => z.string().trim().min(1, `${field} is required`).max(2000);
const stateCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code');

export const staffActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), note }),
  z.object({
    action: z.literal('requestChanges'),
    message: text('message'),
    /** The details fields the client must give again (dotted paths, checked against the order's kind and states). */
    fields: z.array(z.string().max(100)).max(50).optional(),
    /** When the answer is due (default: CASE_ANSWER_DAYS from now). */
    dueDate: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
  }),
  z.object({ action: z.literal('confirmDocuments'), note }),
  z.object({ action: z.literal('regenerateDocument'), documentKey: z.string().min(3).max(100), note }),
  z.object({
    action: z.literal('recordFiling'),
    stateCode,
    confirmationNumber: z.string().trim().min(1, 'confirmationNumber is required').max(100),
    filedAt: z.iso.date('must be a date (YYYY-MM-DD)'),
  }),
  // A plan with a submission step (an EIN's SS-4 sent to the IRS) records it before the filing's outcome.
  z.object({
    action: z.literal('recordSubmission'),
    stateCode,
    submittedAt: z.iso.date('must be a date (YYYY-MM-DD)'),
    note,
  }),
  z.object({ action: z.literal('rejectFiling'), stateCode, reason: text('reason') }),
  z.object({ action: z.literal('cancel'), reason: text('reason') }),
]);

export type StaffAction = z.infer<typeof staffActionSchema>;
export type StaffActionName = StaffAction['action'];
