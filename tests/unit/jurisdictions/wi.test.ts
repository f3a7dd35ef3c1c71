import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { WI } from '../../../domain/jurisdictions/wi';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Wisconsin', () => {
  it('the DFI example: formed on July 15, the report is due by September 30 (end of the anniversary quarter)', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [report] = WI.entityTypes[type].obligations;
      expect(deadlines(report.due, '2026-07-15')).toEqual(['2027-09-30', '2028-09-30']);
      expect(deadlines(report.due, '2026-01-31')).toEqual(['2027-03-31', '2028-03-31']);
      expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-03-31', '2030-03-31']);
      expect(deadlines(report.due, '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
    }
  });

  it('a foreign entity reports by March 31 whatever its registration date, and pays more', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [foreign] = WI.entityTypes[type].foreignObligations ?? [];
      expect(deadlines(foreign.due, '2026-10-01')).toEqual(['2027-03-31', '2028-03-31']);
      expect(foreign.fee.amount).toBeGreaterThan(WI.entityTypes[type].obligations[0].fee.amount);
    }
  });

  it('names: an LLC name needs one of the three forms of § 183.0103', () => {
    expect(WI.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'LLC', 'L.L.C.']);
  });
});
