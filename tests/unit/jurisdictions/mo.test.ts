import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { MO } from '../../../domain/jurisdictions/mo';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Missouri', () => {
  it('LLCs file no annual report', () => {
    expect(MO.entityTypes.LLC.obligations).toEqual([]);
    expect(MO.entityTypes.LLC.renewal.description).toMatch(/No annual report/);
  });

  it('corporate registration report by the end of the incorporation month each year', () => {
    const rule = MO.entityTypes.CORP.obligations[0].due;
    expect(dates(rule, '2026-04-01')).toEqual(['2027-04-30', '2028-04-30']);
    expect(dates(rule, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(dates(rule, '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('incorporation with $30,000 or less of shares costs the $50 fee, $3 certificate and $5 technology fund', () => {
    expect(MO.entityTypes.CORP.formation.amount).toBe(50 + 3 + 5);
  });

  it('names carry the designators of RSMo 347.020', () => {
    expect(MO.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
  });
});
