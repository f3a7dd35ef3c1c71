import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { UT } from '../../../domain/jurisdictions/ut';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Utah', () => {
  it('annual renewal by the end of the anniversary month, from the year after formation', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [renewal] = UT.entityTypes[type].obligations;
      expect(deadlines(renewal.due, '2026-01-15')).toEqual(['2027-01-31', '2028-01-31']);
      expect(deadlines(renewal.due, '2026-02-10')).toEqual(['2027-02-28', '2028-02-29']);
      expect(deadlines(renewal.due, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
      expect(deadlines(renewal.due, '2026-04-30')).toEqual(['2027-04-30', '2028-04-30']);
    }
  });

  it('names: the LLC act lists six designators', () => {
    expect(UT.names.designators.LLC?.forms).toHaveLength(6);
    expect(UT.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LC', 'L.C.', 'Limited Company']));
  });
});
