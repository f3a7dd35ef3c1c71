import { ENTITY_TYPES, type EntityType, STATE_BY_CODE } from './catalog';
import { isSpecState } from './jurisdictions';

// Entity availability rules. The specification's six states (storefront spec, section 5): LLC and Corporation
// everywhere, Trust except in CA and SD, Series LLC only in DE and IL. Every other jurisdiction offers the entity
// types its module lists (LLC and corporation always; series LLC where its statutes provide for one).
const TRUST_EXCLUDED = new Set(['CA', 'SD']);
const SERIES_LLC_STATES = new Set(['DE', 'IL']);

export function isEntityTypeAvailable(stateCode: string, entityType: EntityType): boolean {
  const state = STATE_BY_CODE.get(stateCode);
  if (!state) return false;
  if (!isSpecState(stateCode)) return entityType in state.entityTypes;
  switch (entityType) {
    case 'LLC':
    case 'CORP':
      return true;
    case 'TRUST':
      return !TRUST_EXCLUDED.has(stateCode);
    case 'SERIES_LLC':
      return SERIES_LLC_STATES.has(stateCode);
  }
}

/** The codes of the states where an entity type can be formed, in catalog order (e.g. Series LLC: DE, IL, ...). */
export function statesOffering(entityType: EntityType): string[] {
  return [...STATE_BY_CODE.keys()].filter((code) => isEntityTypeAvailable(code, entityType));
}

export function availableEntityTypes(stateCode: string): EntityType[] {
  return ENTITY_TYPES.filter((type) => isEntityTypeAvailable(stateCode, type));
}

/** Filing fee shown for an entity type in a state; states without a listed fee use their LLC fee. */
export function entityFilingFee(stateCode: string, entityType: EntityType): number | undefined {
  if (!isEntityTypeAvailable(stateCode, entityType)) return undefined;
  const fees = STATE_BY_CODE.get(stateCode)?.entityTypes;
  return (fees?.[entityType] ?? fees?.LLC)?.fee;
}
