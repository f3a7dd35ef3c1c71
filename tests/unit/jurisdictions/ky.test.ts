import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { KY } from '../../../domain/jurisdictions/ky';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = KY.entityTypes[type].obligations.find((o) => o.id === `KY-${type}-ANNUAL-REPORT`);
  if (!rule) throw new Error('no annual report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Kentucky', () => {
  it('asks the annual report by June 30 of the year after formation, then yearly', () => {
    // The guide's examples: approved February 10 or December 10, 2024, first report due by June 30, 2025.
    expect(due('LLC', '2024-02-10', 1)).toEqual(['2025-06-30']);
    expect(due('LLC', '2024-12-10', 1)).toEqual(['2025-06-30']);
    expect(due('LLC', '2026-01-31')).toEqual(['2027-06-30', '2028-06-30']);
    expect(due('CORP', '2028-02-29')).toEqual(['2029-06-30', '2030-06-30']);
  });

  it('requires the designators of KRS 14A.3-010', () => {
    expect(KY.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'LC', 'Limited Company']));
    expect(KY.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Ltd.']));
  });
});
