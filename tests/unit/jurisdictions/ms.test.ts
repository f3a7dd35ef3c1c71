import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MS } from '../../../domain/jurisdictions/ms';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Mississippi', () => {
  it('annual reports on April 15 of each year after formation, for LLCs and corporations', () => {
    expect(dates(MS.entityTypes.LLC.obligations[0].due, '2026-03-31')).toEqual(['2027-04-15', '2028-04-15']);
    expect(dates(MS.entityTypes.LLC.obligations[0].due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
    const corpReport = MS.entityTypes.CORP.obligations.find((o) => o.id === 'MS-CORP-ANNUAL-REPORT')!;
    expect(dates(corpReport.due, '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('a domestic LLC reports for free while a foreign LLC pays the fee of 79-29-1203(1)(k)', () => {
    expect(MS.entityTypes.LLC.obligations[0].fee.amount).toBe(0);
    expect(MS.entityTypes.LLC.foreignObligations?.[0].fee.amount).toBeGreaterThan(0);
  });

  it('names carry the designators of 79-29-105 and 79-4-4.01; an LLC may not be called a bank', () => {
    expect(MS.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(MS.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corp.']));
    const llcBan = MS.names.words.find((w) => w.severity === 'error');
    expect(llcBan?.words).toContain('bank');
  });
});
