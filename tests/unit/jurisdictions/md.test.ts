import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MD } from '../../../domain/jurisdictions/md';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Maryland', () => {
  it('annual report and property return each April 15 after the formation year', () => {
    expect(dates(MD.entityTypes.LLC.obligations[0].due, '2026-01-31')).toEqual(['2027-04-15', '2028-04-15']);
    expect(dates(MD.entityTypes.CORP.obligations[0].due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
    expect(dates(MD.entityTypes.LLC.obligations[0].due, '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('the LLC name carries a designator of §1-502(b)', () => {
    expect(MD.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'L.C.']));
  });

  it('a corporate name may carry any of the four words of §1-502(a)(1), "Company" among them', () => {
    expect(MD.names.designators.CORP?.forms).toEqual(
      expect.arrayContaining(['Company', 'Corporation', 'Incorporated', 'Limited']),
    );
  });
});
