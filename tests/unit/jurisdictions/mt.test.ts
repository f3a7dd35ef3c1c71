import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MT } from '../../../domain/jurisdictions/mt';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Montana', () => {
  it('annual report by April 15 of each year after formation', () => {
    expect(dates(MT.entityTypes.LLC.obligations[0].due, '2026-04-15')).toEqual(['2027-04-15', '2028-04-15']);
    expect(dates(MT.entityTypes.CORP.obligations[0].due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
  });

  it('a late report costs the $35 of ARM 44.5.114(3)(f): the fee and the late fee add up to it', () => {
    const report = MT.entityTypes.LLC.obligations[0];
    expect(report.fee.amount + (report.lateFee?.amount ?? 0)).toBe(35);
  });

  it('the LLC name carries a designator of MCA 35-8-103', () => {
    expect(MT.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'Limited Company']));
  });
});
