// The price of an order for a formed entity: its kind's service fee plus the fee of the office it files with (each
// kind's price rule, domain/kinds/<kind>.ts), in whole US dollars, as the formation checkout prices (domain/pricing.ts).
import { type EntityOrderKind, entityKindModule, type OrderKindDetails, type PlanEntity } from './kinds';
import { stateName } from './kinds/shared';
import type { BreakdownLine, Pricing } from './pricing';

export interface KindPricing extends Pricing {
  /** Where the state's fee depends on the entity, the catalog-style wording of it (the fee shown is the minimum). */
  stateFeeNote: string | null;
}

/** Prices an order that fits (kindRefusal answered null). */
export function priceEntityOrder<K extends EntityOrderKind>(
  kind: K,
  entity: PlanEntity,
  details: OrderKindDetails[K],
): KindPricing {
  const module = entityKindModule(kind);
  const { service } = module;
  const state = module.filingState(entity, details);
  const stateFee = module.stateFee(state, entity.entityType);
  if (!stateFee) throw new Error(`No ${kind} fee for a ${entity.entityType} in ${state}`);
  const breakdown: BreakdownLine[] = [
    { type: 'service', id: service.id, name: service.name, price: service.price },
    { type: 'state_fee', id: state, name: module.stateFeeName(stateName(state)), price: stateFee.fee },
  ];
  return {
    packageTotal: 0,
    servicesTotal: service.price,
    stateFeesTotal: stateFee.fee,
    subtotal: service.price,
    total: service.price + stateFee.fee,
    breakdown,
    stateFeeNote: stateFee.varies ?? null,
  };
}
