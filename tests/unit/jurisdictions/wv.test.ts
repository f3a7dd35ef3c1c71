import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { WV } from '../../../domain/jurisdictions/wv';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('West Virginia', () => {
  it('annual report by June 30 of each year after the formation year', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [report] = WV.entityTypes[type].obligations;
      expect(deadlines(report.due, '2026-01-31')).toEqual(['2027-06-30', '2028-06-30']);
      expect(deadlines(report.due, '2026-12-31')).toEqual(['2027-06-30', '2028-06-30']);
      expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-06-30', '2030-06-30']);
    }
  });

  it('expedite levels: the faster the approval, the higher the fee', () => {
    const byFee = [...WV.expedite].sort((a, b) => a.fee.amount - b.fee.amount);
    expect(byFee.map((o) => o.label)).toEqual(['24-hour', '2-hour', '1-hour']);
    expect(byFee[0].businessDays).toBeLessThan(WV.processingTime.businessDays);
  });

  it('names: the LLC designators include the abbreviated forms of "limited" and "company"', () => {
    expect(WV.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['Ltd. Co.', 'L.C.', 'LLC']));
  });
});
