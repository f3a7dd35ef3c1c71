import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MI } from '../../../domain/jurisdictions/mi';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Michigan', () => {
  it('LLC annual statement each February 15 after the formation year', () => {
    const rule = MI.entityTypes.LLC.obligations[0].due;
    expect(dates(rule, '2026-01-31')).toEqual(['2027-02-15', '2028-02-15']);
    expect(dates(rule, '2028-02-29')).toEqual(['2029-02-15', '2030-02-15']);
  });

  it('corporate annual report each May 15 after the incorporation year', () => {
    const rule = MI.entityTypes.CORP.obligations[0].due;
    expect(dates(rule, '2026-05-31')).toEqual(['2027-05-15', '2028-05-15']);
    expect(dates(rule, '2026-12-31')).toEqual(['2027-05-15', '2028-05-15']);
  });

  it('the smallest corporation pays the $10 filing fee and the $50 organization fee of MCL 450.2062(1)(a)', () => {
    expect(MI.entityTypes.CORP.formation.amount).toBe(10 + 50);
  });

  it('names carry the designators of MCL 450.4204 and 450.1212', () => {
    expect(MI.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['L.L.C.', 'LLC']));
    expect(MI.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Co.', 'Ltd.']));
  });
});
