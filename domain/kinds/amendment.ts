// An amendment: the entity's new name or registered agent, filed with its state.
import { z } from 'zod';
import { stateFeeFor } from '../state-fees';
import { peopleDetail, requiredText, stateFilingEmails, stateFilingFeeName } from './shared';
import { type EntityKind, field, stateFiling } from './types';

const details = z
  .strictObject({
    /** The entity's new name (its designator, LLC or Inc., included). */
    newName: field(requiredText('the new name', 200).optional(), {
      label: 'New name',
      help: 'With its designator (LLC, Inc.). Leave empty to keep it.',
    }),
    /** The new registered agent's name and address, when the client changes agent. */
    newRegisteredAgent: field(requiredText('the new registered agent', 300).optional(), {
      label: 'New registered agent',
      help: "The agent's name and address. Leave empty to keep yours.",
      input: 'multiline',
    }),
    /** The officers, directors, managers or members the amended document names; prefilled from the record. */
    people: field(peopleDetail(), {
      label: 'Officers, directors, managers and members (optional)',
      help: 'Where the amended document names them, one a line: prefilled from the people on record.',
      input: 'multiline',
    }),
  })
  .refine((d) => d.newName !== undefined || d.newRegisteredAgent !== undefined, {
    error: 'Enter the new name or the new registered agent',
    path: ['newName'],
  });

export const amendment = {
  kind: 'AMENDMENT',
  orderedFor: 'formed entity',
  label: 'Amendment',
  button: 'Amend',
  summary: "We prepare and file your company's amendment with its state.",
  afterDissolution: false,
  stages: stateFiling('Amendment prepared', 'Amendment filed'),
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { ...stateFilingEmails, documents: 'articles of amendment' },
  details,
  peopleField: 'people',
  example: { newName: 'Renamed LLC' },
  documents: () => ['articles_amendment'],
  service: { id: 'AMENDMENT_FILING', name: 'Amendment Filing', price: 150 },
  stateFee: (stateCode, entityType) => stateFeeFor('AMENDMENT', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (entity) => entity.stateCode,
  refusal: (entity, { newName }) =>
    newName !== undefined && newName === entity.businessName ? `The entity is already named ${newName}` : null,
  changes: "the entity's name (and registered agent) as amended",
  effect: { type: 'updateEntity', columns: { businessName: 'newName', registeredAgent: 'newRegisteredAgent' } },
} as const satisfies EntityKind<'AMENDMENT', typeof details>;
