// A foreign qualification: the entity registers to do business in another state, where it becomes an entity of
// its own with that state's obligations.
import { z } from 'zod';
import { stateFeeFor } from '../state-fees';
import { stateCodeSchema, stateFilingEmails, stateFilingFeeName, stateName } from './shared';
import { type EntityKind, field, stateFiling } from './types';

const details = z.strictObject({
  /** The state to register the entity in. */
  stateCode: field(stateCodeSchema('Choose the state to register in'), {
    label: 'State to register in',
    input: 'state',
  }),
});

export const foreignQualification = {
  kind: 'FOREIGN_QUALIFICATION',
  orderedFor: 'formed entity',
  label: 'Foreign qualification',
  button: 'Register in another state',
  summary: 'We register your company to do business in the state you choose.',
  afterDissolution: false,
  stages: stateFiling('Application prepared', 'Registered'),
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { ...stateFilingEmails, documents: 'application for authority' },
  details,
  peopleField: null,
  example: { stateCode: 'DE' },
  stateChoice: 'stateCode',
  documents: () => ['application_for_authority', 'registered_agent_consent'],
  service: { id: 'FOREIGN_QUALIFICATION', name: 'Foreign Qualification', price: 250 },
  stateFee: (stateCode, entityType) => stateFeeFor('FOREIGN_QUALIFICATION', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (_entity, details) => details.stateCode,
  refusal: (entity, { stateCode }) =>
    stateCode === entity.stateCode
      ? `${entity.businessName} is formed in ${stateName(stateCode)}: it qualifies only in another state`
      : null,
  changes: 'a new entity registered in the new state, with its own compliance obligations',
  effect: { type: 'registerInFilingState' },
} as const satisfies EntityKind<'FOREIGN_QUALIFICATION', typeof details>;
