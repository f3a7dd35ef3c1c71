// The plan of each kind of entity order: whether it fits the entity (the refusal otherwise), the state it files
// in, the documents it generates, what completes it and what completion changes. The stages it runs through on the
// one pipeline (an EIN's submission to the IRS, a good standing unsigned) are in domain/order-kind-stages.ts.
import { type EntityType, STATE_BY_CODE } from './catalog';
import {
  complianceRulesFor,
  isRegisteredAgentRenewal,
  type ObligationRule,
  type Registration,
} from './compliance-rules';
import type { OrderKindDetails } from './order-kind-details';
import type { EntityOrderKind } from './order-kinds';
import { STATUS_CERTIFICATE_AFTER_DISSOLUTION, stateFeeFor } from './state-fees';

type EntityStatus = 'ACTIVE' | 'DISSOLVED';

/** What a plan needs to know of the entity an order is for. */
export interface PlanEntity {
  businessName: string;
  stateCode: string;
  entityType: EntityType;
  status: EntityStatus;
  ein: string | null;
}

interface KindPlan<K extends EntityOrderKind> {
  /** The templates generated for the order (documents of domain/document-templates.ts). */
  documents: (details: OrderKindDetails[K]) => string[];
  /** What staff record to complete it. */
  completes: string;
  /** What completion changes (worker/pipeline/order-kind-effects.ts carries it out). */
  changes: string;
}

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

const PLANS: { [K in EntityOrderKind]: KindPlan<K> } = {
  ANNUAL_REPORT: {
    documents: () => ['annual_report'],
    completes: "the state's confirmation number",
    changes: "the entity's open annual-report obligation is filed and the next one scheduled",
  },
  AMENDMENT: {
    documents: () => ['articles_amendment'],
    completes: "the state's confirmation number",
    changes: "the entity's name (and registered agent) as amended",
  },
  FOREIGN_QUALIFICATION: {
    documents: () => ['application_for_authority', 'registered_agent_consent'],
    completes: "the state's confirmation number",
    changes: 'a new entity registered in the new state, with its own compliance obligations',
  },
  GOOD_STANDING: {
    documents: () => ['good_standing_request'],
    completes: "the certificate's number (the certificate file is uploaded to the order)",
    changes: 'nothing on the entity: the certificate is in its documents',
  },
  EIN: {
    documents: (details) => (details.responsiblePartyHasSsn ? ['ss4'] : ['ss4', 'form_8821']),
    completes: 'the EIN the IRS assigned (12-3456789)',
    changes: 'the EIN on the entity',
  },
  DISSOLUTION: {
    documents: () => ['certificate_cancellation'],
    completes: "the state's confirmation number",
    changes: 'the entity dissolved: every open obligation and the registered-agent renewal end',
  },
};

const stateName = (code: string) => STATE_BY_CODE.get(code)?.name ?? code;

/** The state an order of this kind files in: the entity's own, or the one it registers in. */
export function filingStateOf<K extends EntityOrderKind>(kind: K, entity: PlanEntity, details: OrderKindDetails[K]) {
  return kind === 'FOREIGN_QUALIFICATION'
    ? (details as OrderKindDetails['FOREIGN_QUALIFICATION']).stateCode
    : entity.stateCode;
}

/** Why an order of this kind does not fit the entity now, or null when it does (the API answers 409 with it). */
export function kindRefusal<K extends EntityOrderKind>(
  kind: K,
  entity: PlanEntity,
  details: OrderKindDetails[K],
): string | null {
  if (entity.status === 'DISSOLVED') {
    if (kind !== 'GOOD_STANDING') return `${entity.businessName} is dissolved: only a good-standing request remains`;
    if (!STATUS_CERTIFICATE_AFTER_DISSOLUTION.has(entity.stateCode))
      return `${stateName(entity.stateCode)} issues no certificate for a dissolved entity`;
  }
  switch (kind) {
    case 'ANNUAL_REPORT':
      if (!annualReportRule(entity.stateCode, entity.entityType))
        return `${stateName(entity.stateCode)} has no annual report for this entity type`;
      break;
    case 'AMENDMENT': {
      const { newName } = details as OrderKindDetails['AMENDMENT'];
      if (newName !== undefined && newName === entity.businessName) return `The entity is already named ${newName}`;
      break;
    }
    case 'FOREIGN_QUALIFICATION': {
      const { stateCode } = details as OrderKindDetails['FOREIGN_QUALIFICATION'];
      if (stateCode === entity.stateCode)
        return `${entity.businessName} is formed in ${stateName(stateCode)}: it qualifies only in another state`;
      break;
    }
    case 'EIN':
      if (entity.ein) return `${entity.businessName} already has an EIN`;
      break;
    case 'DISSOLUTION':
      break;
  }
  const state = filingStateOf(kind, entity, details);
  if (!stateFeeFor(kind, state, entity.entityType))
    return `${stateName(state)} does not take this filing for a ${entity.entityType.toLowerCase().replace('_', ' ')}`;
  return null;
}

/** The documents the order generates. */
export const kindDocuments = <K extends EntityOrderKind>(kind: K, details: OrderKindDetails[K]): string[] =>
  PLANS[kind].documents(details);
