import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { PA } from '../../../domain/jurisdictions/pa';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Pennsylvania', () => {
  const [llcReport] = PA.entityTypes.LLC.obligations;
  const [corpReport] = PA.entityTypes.CORP.obligations;

  it('annual report from the calendar year after formation (15 Pa.C.S. § 146(c)): LLCs before October 1', () => {
    expect(deadlines(llcReport.due, '2026-01-31')).toEqual(['2027-09-30', '2028-09-30']);
    expect(deadlines(llcReport.due, '2026-10-31')).toEqual(['2027-09-30', '2028-09-30']);
    expect(deadlines(llcReport.due, '2028-02-29')).toEqual(['2029-09-30', '2030-09-30']);
  });

  it('corporations before July 1, even when formed late in the year', () => {
    expect(deadlines(corpReport.due, '2026-06-30')).toEqual(['2027-06-30', '2028-06-30']);
    expect(deadlines(corpReport.due, '2026-12-31')).toEqual(['2027-06-30', '2028-06-30']);
    expect(deadlines(corpReport.due, '2028-02-29')).toEqual(['2029-06-30', '2030-06-30']);
  });

  it('§ 153: every ancillary filing (amendment, dissolution, change of office) costs the same', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const { AMENDMENT, DISSOLUTION, CHANGE_OF_AGENT } = PA.entityTypes[type].filings;
      expect(new Set([AMENDMENT.amount, DISSOLUTION.amount, CHANGE_OF_AGENT.amount]).size).toBe(1);
    }
  });

  it('names: the designators of 15 Pa.C.S. §§ 203 and 204', () => {
    expect(PA.names.designators.CORP?.forms).toEqual(
      expect.arrayContaining(['Inc.', 'Association', 'Fund', 'Syndicate']),
    );
    expect(PA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'Company', 'Limited']));
  });
});
