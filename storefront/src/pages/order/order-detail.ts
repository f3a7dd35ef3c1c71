// The order as GET /api/orders/:id answers it to its owner: the pipeline part the order page shows.
import type { ClientOrder } from '../client/orders';

export interface OrderDocument {
  id: string;
  name: string;
  kind: string;
  createdAt: string;
  version: number;
}

export interface OrderDetail extends ClientOrder {
  cancelReason: string | null;
  refundedAt: string | null;
  entities: { stateCode: string; businessName: string; entityType: string }[];
  stages: { stage: string; action: string; actorEmail: string | null; note: string | null; createdAt: string }[];
  filings: {
    stateCode: string;
    status: 'PENDING' | 'FILED' | 'REJECTED';
    confirmationNumber: string | null;
    filedAt: string | null;
    rejectionReason: string | null;
  }[];
  documents: OrderDocument[];
  changeRequest: { id: string; message: string; createdAt: string } | null;
}

/** Only the steps a client cares about, in the client's words (staff identities stay internal). */
export const CLIENT_STEP_LABELS: Record<string, string> = {
  paid: 'Payment received: your order is waiting for review',
  requestChanges: 'We asked you for a change',
  clientResponse: 'You answered our request',
  approve: 'Review complete: documents in preparation',
  documentsReady: 'Documents prepared',
  confirmDocuments: 'Documents sent for state filing',
  recordFiling: 'State filing recorded',
  rejectFiling: 'A state returned the filing: documents being corrected',
  cancel: 'Order canceled',
  refunded: 'Payment refunded',
};
