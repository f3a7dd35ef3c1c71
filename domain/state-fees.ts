// What each state charges for the filings that follow a formation, per entity type, in whole US dollars.
// The annual report's fee is the catalog's renewal (domain/catalog.ts), so the calendar and the order agree.
//
// Source: each secretary of state's published fee schedule (addresses below), compiled on the date in
// STATE_FEES_READ_ON. Where a state's amount depends on the entity's figures the fee is the minimum and
// `varies` says so, worded as the catalog words its varying fees. Check a schedule again before changing a price.
import { type EntityType, STATE_BY_CODE } from './catalog';
import type { EntityOrderKind } from './order-kinds';

export const STATE_FEES_READ_ON = '2026-11-27';

export const STATE_FEE_SOURCES: Record<string, string> = {
  DE: 'https://corp.delaware.gov/fee/',
  WY: 'https://sos.wyo.gov/Business/Docs/BusinessFees.pdf',
  NV: 'https://www.nvsos.gov/sos/businesses/commercial-recordings/forms-fees',
  CA: 'https://www.sos.ca.gov/business-programs/business-entities/forms',
  SD: 'https://sdsos.gov/business-services/corporations/corporations-fees.aspx',
  IL: 'https://www.ilsos.gov/departments/business_services/fees.html',
};

export interface StateFee {
  fee: number;
  /** Set where the state's amount depends on the entity (the fee is then its minimum). */
  varies?: string;
}

type FilingKind = Exclude<EntityOrderKind, 'ANNUAL_REPORT' | 'EIN'>;
type Table = Record<string, Partial<Record<EntityType, Partial<Record<FilingKind, StateFee>>>>>;

const same = (fees: Partial<Record<FilingKind, StateFee>>, types: EntityType[]) =>
  Object.fromEntries(types.map((type) => [type, fees])) as Partial<Record<EntityType, typeof fees>>;

const FEES: Table = {
  DE: {
    LLC: {
      AMENDMENT: { fee: 200 },
      FOREIGN_QUALIFICATION: { fee: 300 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 200 },
    },
    SERIES_LLC: {
      AMENDMENT: { fee: 200 },
      FOREIGN_QUALIFICATION: { fee: 300 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 200 },
    },
    CORP: {
      AMENDMENT: { fee: 194, varies: 'Amendment fee varies with authorized shares' },
      FOREIGN_QUALIFICATION: { fee: 245 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 204, varies: 'Dissolution fee varies with the filing' },
    },
    TRUST: {
      AMENDMENT: { fee: 200 },
      FOREIGN_QUALIFICATION: { fee: 300 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 200 },
    },
  },
  WY: same(
    {
      AMENDMENT: { fee: 50 },
      FOREIGN_QUALIFICATION: { fee: 150 },
      GOOD_STANDING: { fee: 5 },
      DISSOLUTION: { fee: 60 },
    },
    ['LLC', 'CORP', 'TRUST'],
  ),
  NV: {
    LLC: {
      AMENDMENT: { fee: 175 },
      FOREIGN_QUALIFICATION: { fee: 425 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 75 },
    },
    CORP: {
      AMENDMENT: { fee: 175 },
      FOREIGN_QUALIFICATION: { fee: 725, varies: 'Initial list fee varies with authorized shares' },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 100 },
    },
    TRUST: {
      AMENDMENT: { fee: 175 },
      FOREIGN_QUALIFICATION: { fee: 75 },
      GOOD_STANDING: { fee: 50 },
      DISSOLUTION: { fee: 75 },
    },
  },
  CA: {
    LLC: {
      AMENDMENT: { fee: 30 },
      FOREIGN_QUALIFICATION: { fee: 70 },
      GOOD_STANDING: { fee: 5 },
      DISSOLUTION: { fee: 0 },
    },
    CORP: {
      AMENDMENT: { fee: 30 },
      FOREIGN_QUALIFICATION: { fee: 100 },
      GOOD_STANDING: { fee: 5 },
      DISSOLUTION: { fee: 0 },
    },
  },
  SD: same(
    {
      AMENDMENT: { fee: 60 },
      FOREIGN_QUALIFICATION: { fee: 750 },
      GOOD_STANDING: { fee: 20 },
      DISSOLUTION: { fee: 60 },
    },
    ['LLC', 'CORP'],
  ),
  IL: {
    LLC: {
      AMENDMENT: { fee: 150 },
      FOREIGN_QUALIFICATION: { fee: 150 },
      GOOD_STANDING: { fee: 25 },
      DISSOLUTION: { fee: 5 },
    },
    SERIES_LLC: {
      AMENDMENT: { fee: 150 },
      FOREIGN_QUALIFICATION: { fee: 150 },
      GOOD_STANDING: { fee: 25 },
      DISSOLUTION: { fee: 5 },
    },
    CORP: {
      AMENDMENT: { fee: 50 },
      FOREIGN_QUALIFICATION: { fee: 175, varies: 'Franchise tax varies with paid-in capital' },
      GOOD_STANDING: { fee: 25 },
      DISSOLUTION: { fee: 5 },
    },
  },
};

/**
 * States that still certify a dissolved entity's status (a certificate of status showing the dissolution):
 * elsewhere a dissolved entity cannot order a good-standing certificate.
 */
export const STATUS_CERTIFICATE_AFTER_DISSOLUTION: ReadonlySet<string> = new Set(['CA', 'WY', 'SD']);

/**
 * The state's fee for an order of this kind for an entity of this type formed in (or, for a foreign
 * qualification, registering in) this state; null when the state has no such filing for the type.
 * An EIN is free from the IRS.
 */
export function stateFeeFor(kind: EntityOrderKind, stateCode: string, entityType: EntityType): StateFee | null {
  if (kind === 'EIN') return { fee: 0 };
  if (kind === 'ANNUAL_REPORT') {
    const renewal = STATE_BY_CODE.get(stateCode)?.entityTypes[entityType]?.renewal;
    if (!renewal) return null;
    return renewal.fee === 0 ? { fee: 0, varies: renewal.description } : { fee: renewal.fee };
  }
  return FEES[stateCode]?.[entityType]?.[kind] ?? null;
}
