// The order as GET /api/orders/:id answers it to its owner (the route's own schema): the page's types and the
// wording of its timeline.
import type { orderDetailSchema } from '../../../../domain/contracts/order-detail';
import type { orderDocumentSchema } from '../../../../domain/contracts/pipeline';
import type { Wire } from '../../../../domain/contracts/wire';

export type OrderDocument = Wire<typeof orderDocumentSchema>;

export type OrderDetail = Wire<typeof orderDetailSchema>;

/** Only the steps a client cares about, in the client's words (staff identities stay internal). */
export const CLIENT_STEP_LABELS: Record<string, string> = {
  paid: 'Payment received: your order is waiting for review',
  requestChanges: 'We asked you for a change',
  clientResponse: 'You answered our request',
  approve: 'Review complete: documents in preparation',
  documentsReady: 'Documents prepared',
  confirmDocuments: 'Documents confirmed by our team',
  signDocument: 'You signed a document',
  recordSubmission: 'Filing submitted',
  recordFiling: 'State filing recorded',
  rejectFiling: 'A state returned the filing: documents being corrected',
  cancel: 'Order canceled',
  refunded: 'Payment refunded',
};
