import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { HI } from '../../../domain/jurisdictions/hi';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = HI.entityTypes[type].obligations.find((o) => o.id === `HI-${type}-ANNUAL-REPORT`);
  if (!rule) throw new Error('no annual report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Hawaii', () => {
  it('asks the annual report by the end of the anniversary quarter from the next year', () => {
    // BREG's example: an anniversary on February 15 falls in the first quarter.
    expect(due('LLC', '2026-02-15')).toEqual(['2027-03-31', '2028-03-31']);
    expect(due('LLC', '2026-01-31')).toEqual(['2027-03-31', '2028-03-31']);
    expect(due('CORP', '2028-02-29')).toEqual(['2029-03-31', '2030-03-31']);
    expect(due('CORP', '2026-06-30')).toEqual(['2027-06-30', '2028-06-30']);
    expect(due('LLC', '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('adds the $1 State Archives fee to the $50 filing fee', () => {
    expect(HI.entityTypes.LLC.formation.amount).toBe(50 + 1);
  });

  it('requires the designators of HRS §§ 428-105 and 414-51', () => {
    expect(HI.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(HI.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Limited']));
  });
});
