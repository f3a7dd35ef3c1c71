import { PACKAGE_BY_ID, SERVICE_BY_ID, STATE_BY_CODE } from './catalog';

export interface Selection {
  packages: readonly string[];
  services: readonly string[];
  states: readonly string[];
}

export type BreakdownType = 'package' | 'service' | 'state_fee';

export interface BreakdownLine {
  type: BreakdownType;
  id: string;
  name: string;
  price: number;
}

export interface Pricing {
  packageTotal: number;
  servicesTotal: number;
  stateFeesTotal: number;
  subtotal: number;
  total: number;
  breakdown: BreakdownLine[];
}

/** Service ids included in any of the given packages. */
export function includedServiceIds(packageIds: readonly string[]): Set<string> {
  const included = new Set<string>();
  for (const id of packageIds) for (const s of PACKAGE_BY_ID.get(id)?.includedServices ?? []) included.add(s);
  return included;
}

/**
 * The selected services that are not already part of a selected package.
 * @internal
 */
export function chargeableServiceIds(selection: Pick<Selection, 'packages' | 'services'>): string[] {
  const included = includedServiceIds(selection.packages);
  return unique(selection.services).filter((id) => !included.has(id));
}

/** Filing fee charged for a state: its LLC fee (the storefront prices every state at that rate). */
export function stateFilingFee(code: string): number {
  const fee = STATE_BY_CODE.get(code)?.entityTypes.LLC?.fee;
  if (fee === undefined) throw new Error(`Unknown state: ${code}`);
  return fee;
}

/**
 * Prices a selection: packages + services not included in a chosen package + each state's LLC fee.
 * Ids must be known (validate first); duplicates count once.
 */
export function calculatePricing(selection: Selection): Pricing {
  const breakdown: BreakdownLine[] = [];
  for (const id of unique(selection.packages)) {
    const pkg = PACKAGE_BY_ID.get(id);
    if (!pkg) throw new Error(`Unknown package: ${id}`);
    breakdown.push({ type: 'package', id, name: pkg.name, price: pkg.price });
  }
  for (const id of chargeableServiceIds(selection)) {
    const service = SERVICE_BY_ID.get(id);
    if (!service) throw new Error(`Unknown service: ${id}`);
    breakdown.push({ type: 'service', id, name: service.name, price: service.price });
  }
  for (const code of unique(selection.states)) {
    const state = STATE_BY_CODE.get(code);
    if (!state) throw new Error(`Unknown state: ${code}`);
    breakdown.push({ type: 'state_fee', id: code, name: `${state.name} filing fee`, price: stateFilingFee(code) });
  }
  const sum = (type: BreakdownType) =>
    breakdown.filter((line) => line.type === type).reduce((total, line) => total + line.price, 0);
  const packageTotal = sum('package');
  const servicesTotal = sum('service');
  const stateFeesTotal = sum('state_fee');
  const subtotal = packageTotal + servicesTotal;
  return { packageTotal, servicesTotal, stateFeesTotal, subtotal, total: subtotal + stateFeesTotal, breakdown };
}

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
