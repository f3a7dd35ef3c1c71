import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { ND } from '../../../domain/jurisdictions/nd';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('North Dakota', () => {
  it('LLC report by November 15, domestic corporations by August 1, foreign corporations by May 15', () => {
    expect(dates(ND.entityTypes.LLC.obligations[0].due, '2026-11-30')).toEqual(['2027-11-15', '2028-11-15']);
    expect(dates(ND.entityTypes.CORP.obligations[0].due, '2028-02-29')).toEqual(['2029-08-01', '2030-08-01']);
    expect(dates(ND.entityTypes.CORP.foreignObligations![0].due, '2026-05-31')).toEqual(['2027-05-15', '2028-05-15']);
  });

  it("the Secretary's schedule: a corporate report filed by November 1 costs $45, an LLC's after November 15 $100", () => {
    const corp = ND.entityTypes.CORP.obligations[0];
    const llc = ND.entityTypes.LLC.obligations[0];
    expect(corp.fee.amount + (corp.lateFee?.amount ?? 0)).toBe(45);
    expect(llc.fee.amount + (llc.lateFee?.amount ?? 0)).toBe(100);
  });

  it('an LLC name carries a designator and may not say bank', () => {
    expect(ND.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(ND.names.words.find((w) => w.severity === 'error')?.words).toContain('bank');
  });
});
