// A dissolution: the entity's certificate of cancellation, filed with its state; completion dissolves the entity
// and ends every open obligation, the registered-agent renewal included.
import { z } from 'zod';
import { stateFeeFor } from '../state-fees';
import { optionalText, stateFilingEmails, stateFilingFeeName } from './shared';
import { type EntityKind, field, stateFiling } from './types';

const details = z.strictObject({
  /** Why the company closes, for the certificate; optional. */
  reason: field(optionalText('the reason', 500), { label: 'Reason (optional)', input: 'multiline' }),
});

export const dissolution = {
  kind: 'DISSOLUTION',
  orderedFor: 'formed entity',
  label: 'Dissolution',
  button: 'Dissolve',
  summary: "We prepare and file your company's dissolution with its state.",
  afterDissolution: false,
  consequences: [
    'Once the state files it, your company is dissolved: it may no longer do business, and this cannot be undone here.',
    'Its open deadlines (annual reports, franchise taxes) end: nothing more falls due for it.',
    'No other order can be placed for it afterwards, except a certificate of good standing.',
    'Services that renew (registered agent, BOI/CTA Watch) are not cancelled by this: cancel them on this page if you no longer need them.',
  ],
  stages: stateFiling('Certificate prepared', 'Dissolved'),
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { ...stateFilingEmails, documents: 'certificate of cancellation' },
  details,
  peopleField: null,
  example: {},
  documents: () => ['certificate_cancellation'],
  service: { id: 'DISSOLUTION_FILING', name: 'Dissolution Filing', price: 150 },
  stateFee: (stateCode, entityType) => stateFeeFor('DISSOLUTION', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (entity) => entity.stateCode,
  refusal: () => null,
  changes: 'the entity dissolved: every open obligation and the registered-agent renewal end',
  effect: { type: 'dissolve' },
} as const satisfies EntityKind<'DISSOLUTION', typeof details>;
