// Which formation documents an order needs: per state of formation, the documents that fit its entity, plus
// the registered-agent consent when the order includes registered-agent service (every package and every
// formation service includes the first year of it).
import { DOCUMENT_TEMPLATES, isTemplateId, type TemplateId } from './document-templates';
import { kindDocuments } from './order-kind-plans';
import { isEntityOrderKind } from './order-kinds';
import type { DocumentState } from './pipeline';

/** A template's label, from its one definition in domain/document-templates.ts. */
export const documentLabel = (template: string): string =>
  isTemplateId(template) ? DOCUMENT_TEMPLATES[template].label : template;

const ENTITY_DOCUMENTS: Record<string, TemplateId[]> = {
  LLC: ['articles_organization', 'operating_agreement'],
  SERIES_LLC: ['articles_organization', 'operating_agreement'],
  CORP: ['articles_incorporation'],
  TRUST: ['trust_agreement'],
};

const REGISTERED_AGENT_SERVICES = ['LLC_FORM', 'CORP_FORM', 'TRUST_FORM'];

export interface OrderForDocuments {
  /** Absent or FORMATION: the formation documents; another kind: its plan's (domain/order-kind-plans.ts). */
  kind?: string;
  details?: unknown;
  packages: string[];
  services: string[];
  states: string[];
  entities: { stateCode: string; entityType: string }[];
}

const hasRegisteredAgentService = (order: Pick<OrderForDocuments, 'packages' | 'services'>): boolean =>
  order.packages.length > 0 || order.services.some((s) => REGISTERED_AGENT_SERVICES.includes(s));

const documentKey = (stateCode: string, template: string): string => `${stateCode}:${template}`;

/** The documents of each state, in state order, at version 1. */
export function plannedDocuments(order: OrderForDocuments): DocumentState[] {
  if (isEntityOrderKind(order.kind)) {
    const stateCode = order.states[0];
    const templates = kindDocuments(order.kind, (order.details ?? {}) as never);
    return templates.map((template) => ({ key: documentKey(stateCode, template), stateCode, template, version: 1 }));
  }
  const agent = hasRegisteredAgentService(order);
  return order.states.flatMap((stateCode) => {
    const entityType = order.entities.find((e) => e.stateCode === stateCode)?.entityType ?? 'LLC';
    const templates: TemplateId[] = [...(ENTITY_DOCUMENTS[entityType] ?? ENTITY_DOCUMENTS.LLC)];
    if (agent) templates.push('registered_agent_consent');
    return templates.map((template) => ({ key: documentKey(stateCode, template), stateCode, template, version: 1 }));
  });
}

/** The file name of a generated document, e.g. "Engines LLC - Operating Agreement (DE)". */
export function documentName(businessName: string, stateCode: string, template: string): string {
  return `${businessName} - ${documentLabel(template)} (${stateCode})`;
}
