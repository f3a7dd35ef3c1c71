// What each state charges for the filings that follow a formation, per entity type, in whole US dollars: read from
// the jurisdiction modules (domain/jurisdictions/), where each figure carries its source and the date it was read.
// The annual report's fee is the catalog's renewal (domain/catalog.ts), so the calendar and the order agree; a
// foreign qualification is priced by the state the entity registers in.
import type { EntityType } from './catalog';
import { JURISDICTION_BY_CODE, JURISDICTIONS } from './jurisdictions';
import type { Fee, FormName } from './jurisdictions/types';
import type { EntityOrderKind } from './order-kinds';

export interface StateFee {
  fee: number;
  /** Set where the state's amount depends on the entity (the fee is then its minimum). */
  varies?: string;
}

const asStateFee = (fee: Fee): StateFee => (fee.varies ? { fee: fee.amount, varies: fee.varies } : { fee: fee.amount });

/**
 * States that still certify a dissolved entity's status (a certificate of status showing the dissolution):
 * elsewhere a dissolved entity cannot order a good-standing certificate.
 */
export const STATUS_CERTIFICATE_AFTER_DISSOLUTION: ReadonlySet<string> = new Set(
  JURISDICTIONS.filter((j) => j.statusCertificateAfterDissolution).map((j) => j.code),
);

/**
 * The state's fee for an order of this kind for an entity of this type formed in (or, for a foreign
 * qualification, registering in) this state; null when the state has no such filing for the type.
 * An EIN is free from the IRS.
 */
export function stateFeeFor(kind: EntityOrderKind, stateCode: string, entityType: EntityType): StateFee | null {
  if (kind === 'EIN') return { fee: 0 };
  const rules = JURISDICTION_BY_CODE.get(stateCode)?.entityTypes[entityType];
  if (!rules) return null;
  if (kind === 'ANNUAL_REPORT') {
    const { renewal } = rules;
    return renewal.fee === 0 ? { fee: 0, varies: renewal.description } : { fee: renewal.fee };
  }
  return asStateFee(rules.filings[kind]);
}

/**
 * The form a change of registered agent is filed on in this state for this entity type: the module's, read from a
 * page, or else the filing named in general words, marked unconfirmed (with the office's page as its source) so it
 * is confirmed with the office before anyone relies on it. Null where the catalog does not serve the state or type.
 */
export function changeOfAgentForm(stateCode: string, entityType: EntityType): FormName | null {
  const jurisdiction = JURISDICTION_BY_CODE.get(stateCode);
  const rules = jurisdiction?.entityTypes[entityType];
  if (!jurisdiction || !rules) return null;
  if (rules.changeOfAgentForm) return rules.changeOfAgentForm;
  const fee = rules.filings.CHANGE_OF_AGENT;
  return {
    name: 'Statement of change of registered agent',
    source: {
      url: jurisdiction.filingOffice.url,
      readOn: fee.source.readOn,
      ...(fee.source.note ? { note: fee.source.note } : {}),
      unconfirmed: `The form's own name was not read: the filing is named in general words (the fee's source: ${fee.source.url}).`,
    },
  };
}
