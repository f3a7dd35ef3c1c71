import type { mailEntitySchema, staffMailItemSchema } from '../../../domain/contracts/mailroom';
import type { Wire } from '../../../domain/contracts/wire';

/** GET /api/admin/mail's items, typed from the route's schema. */
export type StaffMailItem = Wire<typeof staffMailItemSchema>;

/** GET /api/admin/mail/entities's rows, typed from the route's schema. */
export type MailEntity = Wire<typeof mailEntitySchema>;
