import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { ID } from '../../../domain/jurisdictions/id';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = ID.entityTypes[type].obligations.find((o) => o.id === `ID-${type}-ANNUAL-REPORT`);
  if (!rule) throw new Error('no annual report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Idaho', () => {
  it('asks the annual report by the last day of the anniversary month', () => {
    // The guide's example: registered March 7, 2022, due March 31 each year after.
    expect(due('LLC', '2022-03-07')).toEqual(['2023-03-31', '2024-03-31']);
    expect(due('LLC', '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
    expect(due('CORP', '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(due('CORP', '2027-02-10')).toEqual(['2028-02-29', '2029-02-28']);
  });

  it('requires the designators of Idaho Code § 30-21-302', () => {
    expect(ID.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
    expect(ID.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Limited']));
  });
});
