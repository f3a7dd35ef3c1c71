import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NC } from '../../../domain/jurisdictions/nc';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const due = (type: 'LLC' | 'CORP', id: string) => NC.entityTypes[type].obligations.find((o) => o.id === id)!.due;

describe('North Carolina', () => {
  it('LLC annual report on April 15, from the year after formation (G.S. 57D-2-24)', () => {
    expect(dates(due('LLC', 'NC-LLC-ANNUAL-REPORT'), '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
    expect(dates(due('LLC', 'NC-LLC-ANNUAL-REPORT'), '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
    // Formed before April 15: still not due in the formation year.
    expect(dates(due('LLC', 'NC-LLC-ANNUAL-REPORT'), '2026-01-31')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('corporate annual report and franchise tax by April 15 for calendar-year corporations', () => {
    expect(dates(due('CORP', 'NC-CORP-ANNUAL-REPORT'), '2026-06-30')).toEqual(['2027-04-15', '2028-04-15']);
    expect(dates(due('CORP', 'NC-CORP-FRANCHISE-TAX'), '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
  });

  it('names carry the designators of G.S. 55D-20', () => {
    expect(NC.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'Ltd. Liability Co.']));
    expect(NC.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Co.', 'Ltd.']));
  });
});
