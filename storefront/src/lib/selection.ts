// Package-builder selection rules (storefront spec, sections 2, 4 and 5), as plain functions.
// Prices always come from the shared domain pricing code, never from arithmetic here.
import type { Service } from '../../../domain/catalog';
import { calculatePricing, includedServiceIds, type Pricing } from '../../../domain/pricing';

export interface BuilderSelection {
  packages: string[];
  services: string[];
  states: string[];
}

export const EMPTY_SELECTION: BuilderSelection = { packages: [], services: [], states: [] };

export const NO_STATE_MESSAGE = 'Please select at least one state of formation';

/** @internal */
export const BUTTON_SELECT_SERVICES = 'Select Services First';
/** @internal */
export const BUTTON_SELECT_STATE = 'Select State to Continue';
/** @internal */
export const BUTTON_PROCEED = 'Proceed to Checkout';

/** Drops the selected services that the selected packages already include. */
function withoutIncludedServices(selection: BuilderSelection): BuilderSelection {
  const included = includedServiceIds(selection.packages);
  const services = selection.services.filter((id) => !included.has(id));
  return services.length === selection.services.length ? selection : { ...selection, services };
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** Single mode keeps at most one item: choosing another replaces it, choosing the same one clears it. */
function choose(list: readonly string[], id: string, multi: boolean): string[] {
  if (multi) return toggle(list, id);
  return list.length === 1 && list[0] === id ? [] : [id];
}

/** Chooses a package: toggles it in multi-selection mode, replaces the package otherwise. */
export function choosePackage(selection: BuilderSelection, packageId: string, multi: boolean): BuilderSelection {
  return withoutIncludedServices({ ...selection, packages: choose(selection.packages, packageId, multi) });
}

/** Toggles an add-on service; services already included in a chosen package cannot be added. */
export function toggleService(selection: BuilderSelection, serviceId: string): BuilderSelection {
  if (!selection.services.includes(serviceId) && includedServiceIds(selection.packages).has(serviceId)) {
    return selection;
  }
  return { ...selection, services: toggle(selection.services, serviceId) };
}

/** Chooses a state of formation: toggles it in multi-selection mode, replaces the state otherwise. */
export function chooseState(selection: BuilderSelection, stateCode: string, multi: boolean): BuilderSelection {
  return { ...selection, states: choose(selection.states, stateCode, multi) };
}

/** Leaving multi-selection mode keeps only the first package and the first state. */
export function setMultiSelection(selection: BuilderSelection, multi: boolean): BuilderSelection {
  if (multi) return selection;
  return withoutIncludedServices({
    ...selection,
    packages: selection.packages.slice(0, 1),
    states: selection.states.slice(0, 1),
  });
}

/** The selection the package overview starts the builder with: that package in Delaware. */
export function packageInDelaware(packageId: string): BuilderSelection {
  return { packages: [packageId], services: [], states: ['DE'] };
}

/** Services offered as add-ons: those not included in the chosen packages. */
export function visibleServices<T extends Pick<Service, 'id'>>(
  services: readonly T[],
  packageIds: readonly string[],
): T[] {
  const included = includedServiceIds(packageIds);
  return services.filter((service) => !included.has(service.id));
}

export const hasItems = (selection: BuilderSelection): boolean =>
  selection.packages.length + selection.services.length > 0;

export const canProceed = (selection: BuilderSelection): boolean => hasItems(selection) && selection.states.length > 0;

export function proceedButtonLabel(selection: BuilderSelection): string {
  if (!hasItems(selection)) return BUTTON_SELECT_SERVICES;
  if (selection.states.length === 0) return BUTTON_SELECT_STATE;
  return BUTTON_PROCEED;
}

/** The state picker's message: shown once something is chosen but no state is. */
export function stateHelperText(selection: BuilderSelection): string | null {
  return hasItems(selection) && selection.states.length === 0 ? NO_STATE_MESSAGE : null;
}

export interface StoredSelection extends BuilderSelection {
  pricing: Pricing;
  timestamp: string;
}

/** The record handed to onboarding (complete-checkout key) or kept as a quote (quote key). */
export function storedSelection(selection: BuilderSelection, now: Date = new Date()): StoredSelection {
  return {
    packages: [...selection.packages],
    services: [...selection.services],
    states: [...selection.states],
    pricing: calculatePricing(selection),
    timestamp: now.toISOString(),
  };
}
