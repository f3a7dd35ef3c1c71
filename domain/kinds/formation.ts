// A formation: the storefront's checkout forms a new company in one or more states. Its details, documents and
// price come from the cart (domain/pricing.ts, domain/order-documents.ts); its completion forms the entities.
import type { FormationKind } from './types';
import { stage } from './types';

export const formation = {
  kind: 'FORMATION',
  orderedFor: 'new company',
  label: 'Formation',
  // The spec's four stages; the client's signatures are part of Document Preparation there.
  stages: [
    stage('review', 'Pending Review'),
    stage('documents', 'Document Preparation'),
    stage('signature'),
    stage('filing', 'State Filing'),
    stage('complete', 'Complete'),
  ],
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { documents: 'formation documents', filing: 'file with the state' },
} as const satisfies FormationKind<'FORMATION'>;
