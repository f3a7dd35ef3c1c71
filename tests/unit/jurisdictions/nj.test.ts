import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NJ } from '../../../domain/jurisdictions/nj';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const due = (type: 'LLC' | 'CORP', id: string) => NJ.entityTypes[type].obligations.find((o) => o.id === id)!.due;

describe('New Jersey', () => {
  it('annual report by the last day of the anniversary month', () => {
    expect(dates(due('LLC', 'NJ-LLC-ANNUAL-REPORT'), '2026-04-30')).toEqual(['2027-04-30', '2028-04-30']);
    expect(dates(due('LLC', 'NJ-LLC-ANNUAL-REPORT'), '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(dates(due('CORP', 'NJ-CORP-ANNUAL-REPORT'), '2026-12-01')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('corporation business tax 30 days after the federal April 15 return: May 15', () => {
    expect(dates(due('CORP', 'NJ-CORP-BUSINESS-TAX'), '2028-02-29')).toEqual(['2029-05-15', '2030-05-15']);
    expect(dates(due('CORP', 'NJ-CORP-BUSINESS-TAX'), '2026-05-31')).toEqual(['2027-05-15', '2028-05-15']);
  });

  it('the S corporation minimum of the official notice ($375) is three quarters of the regular minimum', () => {
    expect(NJ.entityTypes.CORP.obligations[0].fee.amount * 0.75).toBe(375);
  });

  it('names carry the designators of N.J.S.A. 42:2C-31 and 14A:2-2', () => {
    expect(NJ.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(NJ.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Co.', 'Ltd.']));
  });
});
