// Mail our registered agent received for the client's entities, as the API gives it (GET /api/mail), and the
// client's acknowledgement of a service of process.
import type { mailItemSchema } from '../../../../domain/contracts/mailroom';
import type { Wire } from '../../../../domain/contracts/wire';
import { apiRequest } from '../../lib/api';

/** GET /api/mail's items, typed from the route's schema. */
export type MailItem = Wire<typeof mailItemSchema>;

export const mailUrl = (entityId?: string | null) =>
  entityId ? `/api/mail?entityId=${encodeURIComponent(entityId)}` : '/api/mail';

/** The client's items (of one entity when given). */
export const fetchMail = (entityId?: string | null) => apiRequest<{ data: MailItem[] }>('GET', mailUrl(entityId));

export const scanUrl = (id: string) => `/api/mail/${id}/scan`;

export const acknowledgeMail = (id: string) => apiRequest<MailItem>('POST', `/api/mail/${id}/acknowledge`);

/** The client's area page with one entity's mail (the compliance calendar links here). */
export const mailHistoryPath = (entityId: string) => `/mail?entity=${encodeURIComponent(entityId)}`;
