import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NM } from '../../../domain/jurisdictions/nm';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const due = (id: string) => NM.entityTypes.CORP.obligations.find((o) => o.id === id)!.due;

describe('New Mexico', () => {
  it('LLCs file no report', () => {
    expect(NM.entityTypes.LLC.obligations).toEqual([]);
    expect(NM.entityTypes.LLC.renewal.description).toMatch(/No annual report/);
  });

  it('corporations: a first report within 30 days, once', () => {
    expect(dates(due('NM-CORP-FIRST-REPORT'), '2026-01-31', 3)).toEqual(['2026-03-02']);
    expect(dates(due('NM-CORP-FIRST-REPORT'), '2028-02-29', 3)).toEqual(['2028-03-30']);
  });

  it('then a biennial report by April 15 every other year', () => {
    expect(dates(due('NM-CORP-BIENNIAL-REPORT'), '2026-06-30')).toEqual(['2028-04-15', '2030-04-15']);
    expect(dates(due('NM-CORP-BIENNIAL-REPORT'), '2027-06-30')).toEqual(['2029-04-15', '2031-04-15']);
  });
});
