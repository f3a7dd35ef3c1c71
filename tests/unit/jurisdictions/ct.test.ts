import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { CT } from '../../../domain/jurisdictions/ct';
import type { ObligationRule } from '../../../domain/jurisdictions/types';

const due = (rules: readonly ObligationRule[] | undefined, id: string, formedOn: string, count = 2) => {
  const rule = rules?.find((o) => o.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Connecticut', () => {
  const llc = CT.entityTypes.LLC;
  const corp = CT.entityTypes.CORP;

  it('asks the LLC annual report before April 1 of the year after formation (§ 34-247k(c)), then yearly', () => {
    expect(due(llc.obligations, 'CT-LLC-ANNUAL-REPORT', '2026-01-31')).toEqual(['2027-03-31', '2028-03-31']);
    expect(due(llc.obligations, 'CT-LLC-ANNUAL-REPORT', '2026-12-31')).toEqual(['2027-03-31', '2028-03-31']);
    expect(due(llc.foreignObligations, 'CT-LLC-ANNUAL-REPORT-FOREIGN', '2028-02-29')).toEqual([
      '2029-03-31',
      '2030-03-31',
    ]);
  });

  it('asks the corporation’s first report within 30 days, then a report by the end of each anniversary month', () => {
    expect(due(corp.obligations, 'CT-CORP-FIRST-REPORT', '2026-01-31', 3)).toEqual(['2026-03-02']);
    expect(due(corp.obligations, 'CT-CORP-ANNUAL-REPORT', '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(due(corp.obligations, 'CT-CORP-ANNUAL-REPORT', '2026-04-30')).toEqual(['2027-04-30', '2028-04-30']);
  });

  it('adds the $100 certificate and the $150 minimum franchise tax of the fee schedule', () => {
    expect(corp.formation.amount).toBe(100 + 150);
  });

  it('requires the designators of §§ 34-243k and 33-655', () => {
    expect(llc.formationDocument).toContain('Certificate of Organization');
    expect(CT.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(CT.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['S.p.A.', 'Incorporated']));
  });
});
