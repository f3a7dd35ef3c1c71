import { describe, expect, it } from 'vitest';
import { STATES } from '../../../domain/catalog';
import { complianceRulesFor, findComplianceRule, registrationOf } from '../../../domain/compliance-rules';
import { JURISDICTION_BY_CODE, JURISDICTIONS, SPEC_STATE_CODES } from '../../../domain/jurisdictions';
import type { Source } from '../../../domain/jurisdictions/types';
import { annualReportRule } from '../../../domain/order-kind-plans';

const USPS_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

/** Every object under `value` that looks like a figure (has an `amount`), with its path. */
function* figures(value: unknown, path: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* figures(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.amount === 'number') yield [path, record];
    for (const [key, item] of Object.entries(record)) yield* figures(item, `${path}.${key}`);
  }
}

const isSource = (source: unknown): source is Source =>
  !!source &&
  typeof (source as Source).url === 'string' &&
  /^https?:\/\/\S+$/.test((source as Source).url) &&
  /^\d{4}-\d{2}-\d{2}$/.test((source as Source).readOn);

describe('the jurisdiction registry', () => {
  it('holds all 50 states and DC once each, the six spec states first', () => {
    expect(JURISDICTIONS.map((j) => j.code).sort()).toEqual([...USPS_CODES].sort());
    expect(JURISDICTIONS.slice(0, 6).map((j) => j.code)).toEqual([...SPEC_STATE_CODES]);
    const rest = JURISDICTIONS.slice(6).map((j) => j.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('gives every figure of every module a source with the date it was read', () => {
    let count = 0;
    for (const jurisdiction of JURISDICTIONS) {
      for (const [path, figure] of figures(jurisdiction, jurisdiction.code)) {
        count++;
        expect(isSource(figure.source), `${path} has no source`).toBe(true);
        expect(Number.isFinite(figure.amount) && (figure.amount as number) >= 0, path).toBe(true);
      }
      expect(isSource(jurisdiction.processingTime.source), `${jurisdiction.code} processing time`).toBe(true);
    }
    expect(count).toBeGreaterThan(51 * 10);
  });

  it('is complete: LLC and corporation with every filing, rules with unique ids, a name rule per family', () => {
    for (const j of JURISDICTIONS) {
      expect(j.name.length, j.code).toBeGreaterThan(3);
      expect(j.filingOffice.url).toMatch(/^https?:\/\//);
      const ids = Object.values(j.entityTypes).flatMap((rules) => rules.obligations.map((o) => o.id));
      expect(new Set(ids).size, `${j.code} obligation ids`).toBe(ids.length);
      for (const [type, rules] of Object.entries(j.entityTypes)) {
        expect(rules.formationDocument.length, `${j.code} ${type}`).toBeGreaterThan(3);
        for (const kind of ['AMENDMENT', 'FOREIGN_QUALIFICATION', 'GOOD_STANDING', 'DISSOLUTION'] as const)
          expect(rules.filings[kind].amount, `${j.code} ${type} ${kind}`).toBeGreaterThanOrEqual(0);
        for (const rule of rules.obligations) expect(rule.id.startsWith(`${j.code}-`), rule.id).toBe(true);
      }
      expect(j.names.designators.LLC?.forms.length ?? 0, j.code).toBeGreaterThan(0);
      // A corporation's designator is optional in some states (Maine, Massachusetts): where one is listed it has forms.
      if (j.names.designators.CORP) expect(j.names.designators.CORP.forms.length, j.code).toBeGreaterThan(0);
      expect(j.names.distinguishable.LLC ?? j.names.distinguishable.CORP, j.code).toBeTruthy();
    }
  });

  it('serves every jurisdiction in the catalog, with the module’s formation fee and renewal', () => {
    expect(STATES.map((s) => s.code)).toEqual(JURISDICTIONS.map((j) => j.code));
    for (const state of STATES)
      for (const [type, fee] of Object.entries(state.entityTypes)) {
        const rules = JURISDICTION_BY_CODE.get(state.code)!.entityTypes[type as 'LLC'];
        expect(fee.fee).toBe(rules.formation.amount);
        expect(fee.renewal).toEqual(rules.renewal);
      }
  });
});

describe('foreign registrations on the calendar', () => {
  it('an entity registered in a state files what that state asks of foreign entities, where it differs', () => {
    const domestic = complianceRulesFor('AK', 'LLC').map((r) => r.id);
    const foreign = complianceRulesFor('AK', 'LLC', 'foreign').map((r) => r.id);
    expect(foreign).not.toEqual(domestic);
    expect(foreign).toContain('AK-LLC-BIENNIAL-REPORT-FOREIGN');
    expect(findComplianceRule('AK', 'LLC', 'AK-LLC-BIENNIAL-REPORT-FOREIGN')?.id).toBe(
      'AK-LLC-BIENNIAL-REPORT-FOREIGN',
    );
    expect(annualReportRule('AK', 'LLC', 'foreign')?.id).toBe('AK-LLC-BIENNIAL-REPORT-FOREIGN');
    // Where the state asks the same of both, a foreign entity gets the domestic rules.
    expect(complianceRulesFor('TX', 'LLC', 'foreign')).toEqual(complianceRulesFor('TX', 'LLC'));
    expect(registrationOf({ homeEntityId: 'x' })).toBe('foreign');
    expect(registrationOf({ homeEntityId: null })).toBe('domestic');
  });
});
