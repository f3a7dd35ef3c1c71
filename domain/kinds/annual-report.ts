// An annual report: we prepare and file the state's recurring report for the entity, and its compliance calendar
// records it. The fee is the catalog's renewal, so the calendar and the order agree.
import { z } from 'zod';
import type { EntityType } from '../catalog';
import {
  complianceRulesFor,
  isRegisteredAgentRenewal,
  type ObligationRule,
  type Registration,
} from '../compliance-rules';
import { stateFeeFor } from '../state-fees';
import { peopleDetail, stateFilingEmails, stateFilingFeeName, stateName } from './shared';
import { type EntityKind, field, stateFiling } from './types';

/** The obligation an annual-report order files: the state's recurring report (not the agent's renewal). */
export function annualReportRule(
  stateCode: string,
  entityType: EntityType,
  registration: Registration = 'domestic',
): ObligationRule | null {
  const reports = complianceRulesFor(stateCode, entityType, registration).filter(
    (rule) => !isRegisteredAgentRenewal(rule),
  );
  // California's statement of information is its report; the franchise tax is paid, not filed, by us.
  return reports.find((rule) => rule.id.endsWith('STATEMENT')) ?? reports[0] ?? null;
}

const details = z.strictObject({
  /** Its officers, directors, managers or members as the report lists them; prefilled from the people on record. */
  people: field(peopleDetail(), {
    label: 'Officers, directors, managers and members (optional)',
    help: 'As the report lists them, one a line: prefilled from the people on record.',
    input: 'multiline',
  }),
});

export const annualReport = {
  kind: 'ANNUAL_REPORT',
  orderedFor: 'formed entity',
  label: 'Annual report',
  button: 'File annual report',
  summary: "We prepare and file the state's report for your company and record it on your compliance calendar.",
  afterDissolution: false,
  stages: stateFiling('Report prepared', 'Report filed'),
  actionLabels: {},
  historyLabels: {},
  completion: { label: 'Confirmation number' },
  completes: "the state's confirmation number",
  certificate: false,
  emails: { ...stateFilingEmails, documents: 'annual report' },
  details,
  peopleField: 'people',
  example: {},
  documents: () => ['annual_report'],
  service: { id: 'ANNUAL_REPORT_FILING', name: 'Annual Report Filing', price: 100 },
  stateFee: (stateCode, entityType) => stateFeeFor('ANNUAL_REPORT', stateCode, entityType),
  stateFeeName: stateFilingFeeName,
  filingState: (entity) => entity.stateCode,
  refusal: (entity) =>
    annualReportRule(entity.stateCode, entity.entityType)
      ? null
      : `${stateName(entity.stateCode)} has no annual report for this entity type`,
  changes: "the entity's open annual-report obligation is filed and the next one scheduled",
  effect: { type: 'fileReport' },
} as const satisfies EntityKind<'ANNUAL_REPORT', typeof details>;
