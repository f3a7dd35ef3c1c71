// The price of an order for a formed entity: our service fee for the kind (domain/catalog.ts) plus the state's
// fee (domain/state-fees.ts), in whole US dollars, as the formation checkout prices (domain/pricing.ts).
import { ENTITY_ORDER_SERVICES, STATE_BY_CODE } from './catalog';
import type { OrderKindDetails } from './order-kind-details';
import { filingStateOf, type PlanEntity } from './order-kind-plans';
import type { EntityOrderKind } from './order-kinds';
import type { BreakdownLine, Pricing } from './pricing';
import { stateFeeFor } from './state-fees';

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
  const service = ENTITY_ORDER_SERVICES[kind];
  const state = filingStateOf(kind, entity, details);
  const stateFee = stateFeeFor(kind, state, entity.entityType);
  if (!stateFee) throw new Error(`No ${kind} fee for a ${entity.entityType} in ${state}`);
  const feeName = kind === 'EIN' ? 'IRS fee' : `${STATE_BY_CODE.get(state)?.name ?? state} filing fee`;
  const breakdown: BreakdownLine[] = [
    { type: 'service', id: service.id, name: service.name, price: service.price },
    { type: 'state_fee', id: state, name: feeName, price: stateFee.fee },
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
