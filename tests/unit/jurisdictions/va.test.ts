import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { VA } from '../../../domain/jurisdictions/va';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Virginia', () => {
  it('the SCC example: formed on April 10, the fee is due on or before April 30 from the following year', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [fee] = VA.entityTypes[type].obligations;
      expect(deadlines(fee.due, '2026-04-10')).toEqual(['2027-04-30', '2028-04-30']);
      expect(deadlines(fee.due, '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
      expect(deadlines(fee.due, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
      expect(deadlines(fee.due, '2027-02-01')).toEqual(['2028-02-29', '2029-02-28']);
    }
  });

  it('changing the registered agent costs nothing, and expedite levels get faster as they cost more', () => {
    expect(VA.entityTypes.LLC.filings.CHANGE_OF_AGENT.amount).toBe(0);
    const [nextDay, sameDay] = VA.expedite;
    expect(sameDay.businessDays).toBeLessThan(nextDay.businessDays);
    expect(sameDay.fee.amount).toBeGreaterThan(nextDay.fee.amount);
  });

  it('names: LLC designators of § 13.1-1012, and corporate words refused in an LLC name', () => {
    expect(VA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
    const refused = VA.names.words.find((w) => w.severity === 'error');
    expect(refused?.words).toEqual(expect.arrayContaining(['incorporated', 'Inc.']));
  });
});
