// An EIN: we prepare the IRS's Form SS-4 (and Form 8821 when the responsible party has no SSN or ITIN), submit it
// to the IRS once signed, and store the EIN the IRS assigns. The IRS charges nothing.
import { z } from 'zod';
import { requiredText } from './shared';
import { type EntityKind, field, recorded, stage } from './types';

const details = z.strictObject({
  /** The responsible party's full name (IRS Form SS-4, line 7a). */
  responsiblePartyName: field(requiredText('the responsible party', 200), {
    label: 'Responsible party',
    help: 'The full name of the person who controls the company (IRS Form SS-4, line 7a).',
  }),
  /** Whether the responsible party has a US SSN or ITIN: without one the IRS is authorized by Form 8821. */
  responsiblePartyHasSsn: field(z.boolean({ error: 'Say whether the responsible party has a US SSN or ITIN' }), {
    label: 'The responsible party has a US SSN or ITIN (without one, you also sign IRS Form 8821)',
  }),
});

export const ein = {
  kind: 'EIN',
  orderedFor: 'formed entity',
  label: 'EIN',
  button: 'Get an EIN',
  summary: "We prepare IRS Form SS-4 and obtain your company's EIN from the IRS.",
  afterDissolution: false,
  // Staff record the SS-4's submission, then the EIN the IRS assigns, which completes the order.
  stages: [
    stage('review', 'Review'),
    stage('documents', 'SS-4 prepared'),
    stage('signature', 'Signed'),
    recorded('submission', 'Submitted to the IRS'),
    recorded('complete', 'EIN assigned'),
  ],
  actionLabels: {
    recordSubmission: 'Record submission to the IRS',
    recordFiling: 'Record EIN assigned',
    rejectFiling: 'Record IRS rejection',
  },
  historyLabels: {
    recordSubmission: 'Submitted to the IRS',
    recordFiling: 'EIN assigned',
    rejectFiling: 'Returned by the IRS',
  },
  completion: { label: 'EIN', pattern: /^\d{2}-\d{7}$/, hint: 'an EIN reads 12-3456789' },
  completes: 'the EIN the IRS assigned (12-3456789)',
  certificate: false,
  emails: { documents: 'EIN application documents', filing: 'submit them to the IRS' },
  details,
  peopleField: null,
  example: { responsiblePartyName: 'Responsible Party', responsiblePartyHasSsn: true },
  documents: (d) => (d.responsiblePartyHasSsn ? ['ss4'] : ['ss4', 'form_8821']),
  service: { id: 'EIN_APPLICATION', name: 'EIN Application', price: 75 },
  stateFee: () => ({ fee: 0 }),
  stateFeeName: () => 'IRS fee',
  filingState: (entity) => entity.stateCode,
  refusal: (entity) => (entity.ein ? `${entity.businessName} already has an EIN` : null),
  changes: 'the EIN on the entity',
  effect: { type: 'storeConfirmation', column: 'ein' },
} as const satisfies EntityKind<'EIN', typeof details>;
