// A certificate of good standing: we request it from the state and staff upload the certificate it issues, which
// completes the order (domain/order-certificates.ts). A dissolved entity may still order one where the state
// certifies a dissolved entity's status.
import { z } from 'zod';
import { STATUS_CERTIFICATE_AFTER_DISSOLUTION, stateFeeFor } from '../state-fees';
import { optionalText, stateFilingFeeName, stateName } from './shared';
import { type EntityKind, field, recorded, stage } from './types';

const details = z.strictObject({
  /** Who asks for the certificate (a bank, a landlord), printed on the request; optional. */
  purpose: field(optionalText('the purpose', 200), {
    label: 'Requested for (optional)',
    help: 'A bank, a landlord: printed on the request.',
  }),
});

export const goodStanding = {
  kind: 'GOOD_STANDING',
  orderedFor: 'formed entity',
  label: 'Good standing',
  button: 'Certificate of good standing',
  summary: "We request your company's certificate of good standing from its state.",
  afterDissolution: true,
  // The request is ours to the state: nothing for the client to sign.
  stages: [
    stage('review', 'Review'),
    stage('documents', 'Request prepared'),
    recorded('filing', 'Requested from the state'),
    recorded('complete', 'Certificate received'),
  ],
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Certificate number' },
  completes: "the certificate's number (the certificate file is uploaded to the order)",
  certificate: true,
  emails: { documents: 'certificate request', filing: 'request it from the state' },
  details,
  peopleField: null,
  example: {},
  documents: () => ['good_standing_request'],
  service: { id: 'GOOD_STANDING_CERTIFICATE', name: 'Certificate of Good Standing', price: 75 },
  stateFee: (stateCode, entityType) => stateFeeFor('GOOD_STANDING', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (entity) => entity.stateCode,
  refusal: (entity) =>
    entity.status === 'DISSOLVED' && !STATUS_CERTIFICATE_AFTER_DISSOLUTION.has(entity.stateCode)
      ? `${stateName(entity.stateCode)} issues no certificate for a dissolved entity`
      : null,
  changes: 'nothing on the entity: the certificate is in its documents',
  effect: { type: 'none' },
} as const satisfies EntityKind<'GOOD_STANDING', typeof details>;
