// The checkout record: what onboarding collects, checkout pays for and confirmation summarises.
// It is kept in localStorage under CHECKOUT_DATA_KEY and sent whole with the payment intent, where the
// server validates it with checkoutRecordSchema (domain/schemas.ts). Plain TypeScript here, so the
// validation library stays out of the browser bundle.

import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  type EntityType,
  PACKAGE_BY_ID,
  SERVICE_BY_ID,
  STATE_BY_CODE,
} from '../../../domain/catalog';
import { includesTrust } from '../../../domain/deliverables';
import { calculatePricing, includedServiceIds, type Pricing } from '../../../domain/pricing';
import { CHECKOUT_DATA_KEY, COMPLETE_CHECKOUT_KEY, PACKAGE_SELECTIONS_KEY } from './storage-keys';

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
}

interface Business {
  businessName: string;
  businessType: string;
  industry: string;
  description: string;
  /** The trust's name, when the selection includes a trust formation. */
  trustName?: string;
}

export interface EntityDetail {
  businessName: string;
  entityType: EntityType;
}

interface Selections {
  packages: string[];
  services: string[];
  states: string[];
}

export interface CheckoutRecord extends Selections {
  contact: Contact;
  business: Business;
  entityDetails: Record<string, EntityDetail>;
  businessNames: Record<string, string>;
  pricing: Pricing;
  timestamp: string;
  step: number;
  completed: boolean;
}

export const EMPTY_CONTACT: Contact = { firstName: '', lastName: '', email: '', phone: '', company: '' };
export const ONBOARDING_STEPS = 4;

/** Selections handed over from the packages page, plus any per-state details that came with them. */
export interface HandOver extends Selections {
  entityDetails: Record<string, EntityDetail>;
  businessNames: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of strings from a single value or an array, keeping only ids the catalog knows, without duplicates. */
function knownIds(value: unknown, known: ReadonlyMap<string, unknown>): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return [...new Set(list.filter((id): id is string => typeof id === 'string' && known.has(id)))];
}

const isEntityType = (value: unknown): value is EntityType =>
  typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);

/** Services that are not already part of one of the packages (a package's services are never listed twice). */
export function withoutIncludedServices(packages: readonly string[], services: readonly string[]): string[] {
  const included = includedServiceIds(packages);
  return services.filter((id) => !included.has(id));
}

/**
 * Turns either hand-over format into selections: the complete-checkout entry `{packages, services, states, ...}`
 * or the package-selections entry `{package, services, state}` (single values or arrays).
 * @internal
 */
export function parseHandOver(raw: unknown): HandOver | null {
  if (!isRecord(raw)) return null;
  const packages = knownIds(raw.packages ?? raw.package, PACKAGE_BY_ID);
  const services = withoutIncludedServices(packages, knownIds(raw.services ?? raw.service, SERVICE_BY_ID));
  const states = knownIds(raw.states ?? raw.state, STATE_BY_CODE);
  const entityDetails: Record<string, EntityDetail> = {};
  const businessNames: Record<string, string> = {};
  const details = isRecord(raw.entityDetails) ? raw.entityDetails : {};
  const names = isRecord(raw.businessNames) ? raw.businessNames : {};
  for (const code of states) {
    const detail = isRecord(details[code]) ? details[code] : {};
    const name = typeof names[code] === 'string' ? names[code] : detail.businessName;
    if (typeof name === 'string' && name) businessNames[code] = name;
    if (isEntityType(detail.entityType)) {
      entityDetails[code] = { businessName: typeof name === 'string' ? name : '', entityType: detail.entityType };
    }
  }
  return { packages, services, states, entityDetails, businessNames };
}

/**
 * Reads the selections the packages page left in sessionStorage (complete-checkout first, then the
 * package-selections entry) and deletes the entry it used. Failures are only logged.
 */
export function takeHandOver(storage: Storage = window.sessionStorage): HandOver | null {
  for (const key of [COMPLETE_CHECKOUT_KEY, PACKAGE_SELECTIONS_KEY]) {
    try {
      const text = storage.getItem(key);
      if (text === null) continue;
      storage.removeItem(key);
      return parseHandOver(JSON.parse(text));
    } catch (error) {
      console.error('Failed to load saved selections', error);
      return null;
    }
  }
  return null;
}

export interface CheckoutInput extends Selections {
  contact: Contact;
  business?: Partial<Business>;
  /** Per selected state: the business name and the entity type. */
  entities: Record<string, Partial<EntityDetail>>;
  step?: number;
  now?: Date;
}

/** Builds the record onboarding saves: trimmed text, details for the chosen states only, and the price. */
export function buildCheckoutRecord(input: CheckoutInput): CheckoutRecord {
  const packages = [...new Set(input.packages)];
  const services = withoutIncludedServices(packages, [...new Set(input.services)]);
  const states = [...new Set(input.states)];
  const entityDetails: Record<string, EntityDetail> = {};
  const businessNames: Record<string, string> = {};
  for (const code of states) {
    const entity = input.entities[code] ?? {};
    const businessName = (entity.businessName ?? '').trim();
    entityDetails[code] = { businessName, entityType: entity.entityType ?? 'LLC' };
    if (businessName) businessNames[code] = businessName;
  }
  const firstNamed = states.find((code) => entityDetails[code].businessName);
  const business: Business = {
    businessName:
      (input.business?.businessName ?? '').trim() || (firstNamed ? entityDetails[firstNamed].businessName : ''),
    businessType:
      (input.business?.businessType ?? '').trim() ||
      (states[0] ? ENTITY_TYPE_LABELS[entityDetails[states[0]].entityType] : ''),
    industry: (input.business?.industry ?? '').trim(),
    description: (input.business?.description ?? '').trim(),
    ...(includesTrust({ packages, services }) && input.business?.trustName?.trim()
      ? { trustName: input.business.trustName.trim() }
      : {}),
  };
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    packages,
    services,
    states,
    contact: {
      firstName: trim(input.contact.firstName),
      lastName: trim(input.contact.lastName),
      email: trim(input.contact.email),
      phone: trim(input.contact.phone),
      company: trim(input.contact.company),
    },
    business,
    entityDetails,
    businessNames,
    pricing: calculatePricing({ packages, services, states }),
    timestamp: (input.now ?? new Date()).toISOString(),
    step: input.step ?? ONBOARDING_STEPS,
    completed: true,
  };
}

export function saveCheckoutRecord(record: CheckoutRecord, storage: Storage = window.localStorage): void {
  storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(record));
}

/** The stored record, or null when there is none or it cannot be read. */
export function readCheckoutRecord(storage: Storage = window.localStorage): CheckoutRecord | null {
  try {
    const text = storage.getItem(CHECKOUT_DATA_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? (value as unknown as CheckoutRecord) : null;
  } catch (error) {
    console.error('Failed to read checkout data', error);
    return null;
  }
}

export function clearCheckoutRecord(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(CHECKOUT_DATA_KEY);
  } catch (error) {
    console.error('Failed to clear checkout data', error);
  }
}

/**
 * The confirmation page's verdict: 'succeeded' is a success (the stored order is then cleared), 'failed' a
 * failure; any other value, or none, is a success only when an order is stored.
 */
export function confirmationOutcome(status: string | null, hasRecord: boolean): 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed') return 'failed';
  return hasRecord ? 'succeeded' : 'failed';
}

/** The order total in whole dollars (0 when the record carries no price). */
export function recordTotal(record: Pick<CheckoutRecord, 'pricing'> | null): number {
  const total = record?.pricing?.total;
  return typeof total === 'number' && Number.isFinite(total) ? total : 0;
}

export const packageName = (id: string) => PACKAGE_BY_ID.get(id)?.name ?? id;
export const serviceName = (id: string) => SERVICE_BY_ID.get(id)?.name ?? id;
export const stateName = (id: string) => STATE_BY_CODE.get(id)?.name ?? id;
