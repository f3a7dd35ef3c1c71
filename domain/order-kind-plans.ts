// The plan of an entity order, from its kind's module (domain/kinds/<kind>.ts): whether it fits the entity (the
// refusal otherwise), the state it files in and the documents it generates. The rules shared by every kind are here:
// a dissolved entity orders only what its kind allows after dissolution, and the filing state must take the filing.
import {
  ENTITY_ORDER_KINDS,
  type EntityOrderKind,
  entityKindModule,
  type OrderKindDetails,
  type PlanEntity,
} from './kinds';
import { stateName } from './kinds/shared';

export { annualReportRule } from './kinds/annual-report';
export type { PlanEntity };

/** The state an order of this kind files in: the entity's own, or the one it registers in. */
export const filingStateOf = <K extends EntityOrderKind>(kind: K, entity: PlanEntity, details: OrderKindDetails[K]) =>
  entityKindModule(kind).filingState(entity, details);

/** The kinds a dissolved entity may still order, as the refusal names them ('a good-standing request'). */
const AFTER_DISSOLUTION = ENTITY_ORDER_KINDS.filter((kind) => entityKindModule(kind).afterDissolution)
  .map((kind) => entityKindModule(kind).label.toLowerCase().replaceAll(' ', '-'))
  .join(' or ');

/** Why an order of this kind does not fit the entity now, or null when it does (the API answers 409 with it). */
export function kindRefusal<K extends EntityOrderKind>(
  kind: K,
  entity: PlanEntity,
  details: OrderKindDetails[K],
): string | null {
  const module = entityKindModule(kind);
  if (entity.status === 'DISSOLVED' && !module.afterDissolution)
    return `${entity.businessName} is dissolved: only a ${AFTER_DISSOLUTION} request remains`;
  const refusal = module.refusal(entity, details);
  if (refusal) return refusal;
  const state = module.filingState(entity, details);
  if (!module.stateFee(state, entity.entityType))
    return `${stateName(state)} does not take this filing for a ${entity.entityType.toLowerCase().replace('_', ' ')}`;
  return null;
}

/** The documents the order generates. */
export const kindDocuments = <K extends EntityOrderKind>(kind: K, details: OrderKindDetails[K]): string[] =>
  entityKindModule(kind).documents(details);
