import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { SC } from '../../../domain/jurisdictions/sc';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('South Carolina', () => {
  it('LLCs file no annual report, and the renewal line says so', () => {
    expect(SC.entityTypes.LLC.obligations).toEqual([]);
    expect(SC.entityTypes.LLC.renewal).toMatchObject({
      fee: 0,
      description: expect.stringMatching(/^No annual report/),
    });
  });

  it('corporate annual report and license fee by April 15 (§ 12-20-20(B), calendar years)', () => {
    const [report] = SC.entityTypes.CORP.obligations;
    expect(deadlines(report.due, '2026-01-31')).toEqual(['2027-04-15', '2028-04-15']);
    expect(deadlines(report.due, '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
    expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
  });

  it('the articles fee is the $110 filing fee and the CL-1 report with its $25 minimum license fee', () => {
    const [report] = SC.entityTypes.CORP.obligations;
    expect(SC.entityTypes.CORP.formation.amount).toBe(110 + report.fee.amount);
    expect(SC.entityTypes.CORP.filings.FOREIGN_QUALIFICATION.amount).toBe(110 + report.fee.amount);
  });

  it('names: the LLC designators the act lists', () => {
    expect(SC.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'Ltd. Co.']));
  });
});
