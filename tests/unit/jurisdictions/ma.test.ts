import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MA } from '../../../domain/jurisdictions/ma';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const due = (type: 'LLC' | 'CORP', id: string) => MA.entityTypes[type].obligations.find((o) => o.id === id)!.due;

describe('Massachusetts', () => {
  it('LLC annual report on each anniversary of the certificate (950 CMR 112.14)', () => {
    expect(dates(due('LLC', 'MA-LLC-ANNUAL-REPORT'), '2026-05-31')).toEqual(['2027-05-31', '2028-05-31']);
    expect(dates(due('LLC', 'MA-LLC-ANNUAL-REPORT'), '2028-02-29', 5)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
    ]);
  });

  it('corporate report March 15 and excise April 15 for calendar-year corporations', () => {
    expect(dates(due('CORP', 'MA-CORP-ANNUAL-REPORT'), '2026-12-31')).toEqual(['2027-03-15', '2028-03-15']);
    expect(dates(due('CORP', 'MA-CORP-EXCISE'), '2026-01-31')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('the LLC name carries a designator of c. 156C §3', () => {
    expect(MA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'Limited Company', 'L.C.']));
  });
});
