import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { FL } from '../../../domain/jurisdictions/fl';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = FL.entityTypes[type].obligations.find((o) => o.id === `FL-${type}-ANNUAL-REPORT`);
  if (!rule) throw new Error('no annual report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Florida', () => {
  it('asks the annual report by May 1 from the year after formation', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2027-05-01', '2028-05-01']);
    expect(due('LLC', '2026-12-31')).toEqual(['2027-05-01', '2028-05-01']);
    expect(due('CORP', '2028-02-29')).toEqual(['2029-05-01', '2030-05-01']);
  });

  it('adds the filing fee and the registered agent designation, as Sunbiz itemises them', () => {
    expect(FL.entityTypes.LLC.formation.amount).toBe(100 + 25);
    expect(FL.entityTypes.CORP.formation.amount).toBe(35 + 35);
  });

  it('rounds the $138.75 LLC annual report up to whole dollars', () => {
    expect(FL.entityTypes.LLC.obligations[0]?.fee.amount).toBe(Math.ceil(138.75));
  });

  it('requires the designators of Fla. Stat. §§ 605.0112 and 607.0401', () => {
    expect(FL.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'L.L.C.', 'LLC']);
    expect(FL.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Inc.']));
  });
});
