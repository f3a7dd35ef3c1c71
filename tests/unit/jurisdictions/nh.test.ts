import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NH } from '../../../domain/jurisdictions/nh';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('New Hampshire', () => {
  it("the guide's examples: formed February 5 or November 22, first report by April 1 of the next year", () => {
    const rule = NH.entityTypes.LLC.obligations[0].due;
    expect(dates(rule, '2023-02-05', 1)).toEqual(['2024-04-01']);
    expect(dates(rule, '2023-11-22', 1)).toEqual(['2024-04-01']);
    expect(dates(NH.entityTypes.CORP.obligations[0].due, '2028-02-29')).toEqual(['2029-04-01', '2030-04-01']);
  });

  it('a late report costs $150 in all (RSA 304-C:191, II(f))', () => {
    const report = NH.entityTypes.LLC.obligations[0];
    expect(report.fee.amount + (report.lateFee?.amount ?? 0)).toBe(150);
  });
});
