// A change of registered agent: an entity formed elsewhere (or whose agent an amendment changed) names us its
// registered agent, with the state's statement of change and our consent, filed with its state. The state's fee and
// form are the state's (domain/jurisdictions/<code>.ts, `filings.CHANGE_OF_AGENT` and `changeOfAgentForm`), each
// with its source; completion clears the agent on record, since null is ours.
import { z } from 'zod';
import { changeOfAgentForm, stateFeeFor } from '../state-fees';
import { optionalText, stateFilingEmails, stateFilingFeeName, stateName } from './shared';
import { type EntityKind, field, stateFiling } from './types';

const details = z.strictObject({
  /** The agent on file now, as the state shows it, so the statement names whom we replace; optional. */
  currentAgent: field(optionalText('the current registered agent', 300), {
    label: 'Current registered agent (optional)',
    help: "The agent's name and address as the state shows them now.",
    input: 'multiline',
  }),
});

export const changeOfAgent = {
  kind: 'CHANGE_OF_AGENT',
  orderedFor: 'formed entity',
  label: 'Change of registered agent',
  button: 'Make us your registered agent',
  summary:
    "We prepare your state's statement of change naming us your registered agent, with our consent, and file it with the state.",
  afterDissolution: false,
  stages: stateFiling('Statement prepared', 'Agent changed'),
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { ...stateFilingEmails, documents: 'statement of change of registered agent' },
  details,
  peopleField: null,
  example: {},
  documents: () => ['statement_change_agent', 'registered_agent_consent'],
  service: { id: 'CHANGE_OF_AGENT_FILING', name: 'Change of Registered Agent', price: 50 },
  stateFee: (stateCode, entityType) => stateFeeFor('CHANGE_OF_AGENT', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (entity) => entity.stateCode,
  refusal: (entity) =>
    changeOfAgentForm(entity.stateCode, entity.entityType)
      ? null
      : `${stateName(entity.stateCode)} has no change of registered agent for this entity type in our catalog`,
  changes: 'we become the registered agent on record (the agent another filing named is cleared)',
  effect: { type: 'appointOurAgent' },
} as const satisfies EntityKind<'CHANGE_OF_AGENT', typeof details>;
