import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { WA } from '../../../domain/jurisdictions/wa';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Washington', () => {
  it('initial report once, within 120 days of formation', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [initial] = WA.entityTypes[type].obligations;
      expect(deadlines(initial.due, '2026-01-31', 3)).toEqual(['2026-05-31']);
      expect(deadlines(initial.due, '2028-02-29')).toEqual(['2028-06-28']);
      expect(deadlines(initial.due, '2026-12-31')).toEqual(['2027-04-30']);
    }
  });

  it('annual report by the last day of the anniversary month, from the year after formation', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [, annual] = WA.entityTypes[type].obligations;
      expect(deadlines(annual.due, '2026-06-15')).toEqual(['2027-06-30', '2028-06-30']);
      expect(deadlines(annual.due, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
      expect(deadlines(annual.due, '2027-02-01')).toEqual(['2028-02-29', '2029-02-28']);
    }
  });

  it('names: the LLC designators of RCW 23.95.305', () => {
    expect(WA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'Limited Liability Co.']));
  });
});
