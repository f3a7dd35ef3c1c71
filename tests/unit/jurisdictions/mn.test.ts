import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MN } from '../../../domain/jurisdictions/mn';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Minnesota', () => {
  it('annual renewal by December 31 of each year after formation', () => {
    const rule = MN.entityTypes.LLC.obligations[0].due;
    expect(dates(rule, '2026-01-31')).toEqual(['2027-12-31', '2028-12-31']);
    expect(dates(rule, '2028-02-29')).toEqual(['2029-12-31', '2030-12-31']);
    expect(dates(rule, '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('a foreign corporation renews by December 31 too, for a fee, while a domestic one pays nothing', () => {
    const foreign = MN.entityTypes.CORP.foreignObligations?.[0];
    expect(dates(foreign!.due, '2026-06-30')).toEqual(['2027-12-31', '2028-12-31']);
    expect(foreign!.fee.amount).toBeGreaterThan(MN.entityTypes.CORP.obligations[0].fee.amount);
  });

  it('names carry the designators of 322C.0108 and 302A.115', () => {
    expect(MN.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC']));
    expect(MN.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corp.', 'Ltd.']));
  });
});
