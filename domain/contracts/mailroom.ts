// The mail room's answers: an item as its client sees it (GET /api/mail) and as staff see it (GET /api/admin/mail),
// and the entities staff log mail for (GET /api/admin/mail/entities).
import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES } from '../mailroom';

export const mailItemSchema = z.object({
  id: z.string(),
  entityId: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  kind: z.enum(MAIL_KINDS),
  sender: z.string(),
  receivedOn: z.string(),
  status: z.enum(MAIL_STATUSES),
  needsAcknowledgement: z.boolean(),
  /** Set for solicitations: they are not from the state. */
  warning: z.string().nullable(),
  scan: z.object({ id: z.string(), name: z.string(), mimeType: z.string().nullable(), sizeBytes: z.number() }),
  notifiedAt: z.date().nullable(),
  viewedAt: z.date().nullable(),
  acknowledgedAt: z.date().nullable(),
  closedAt: z.date().nullable(),
  closingNote: z.string().nullable(),
  escalationCount: z.number().int(),
  createdAt: z.date(),
});
export type MailItemView = z.infer<typeof mailItemSchema>;

/** What staff see on top: who the client is and who logged or closed the item. */
export const staffMailItemSchema = mailItemSchema.extend({
  clientEmail: z.string().nullable(),
  loggedByEmail: z.string(),
  closedByEmail: z.string().nullable(),
  acknowledgedByEmail: z.string().nullable(),
});

/** A formed entity with a client account, to log mail for. */
export const mailEntitySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  entityType: z.string(),
  clientEmail: z.string().nullable(),
});
