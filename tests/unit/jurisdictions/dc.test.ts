import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { DC } from '../../../domain/jurisdictions/dc';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('District of Columbia', () => {
  it('biennial report: April 1 of the year after formation, then every second year (even and odd years)', () => {
    for (const type of ['LLC', 'CORP', 'SERIES_LLC'] as const) {
      const [report] = DC.entityTypes[type]?.obligations ?? [];
      expect(deadlines(report.due, '2026-01-31')).toEqual(['2027-04-01', '2029-04-01']);
      expect(deadlines(report.due, '2027-12-31')).toEqual(['2028-04-01', '2030-04-01']);
      expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-04-01', '2031-04-01']);
    }
  });

  it('franchise tax returns by April 15 each year after formation', () => {
    const [, tax] = DC.entityTypes.CORP.obligations;
    expect(deadlines(tax.due, '2026-06-30')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('obligation ids stay unique across entity types (they are stored)', () => {
    const ids = Object.values(DC.entityTypes).flatMap((rules) => rules.obligations.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('expedite: same-day service costs twice the three-day service (17 DCMR 600.2)', () => {
    const [threeDay, sameDay] = DC.expedite;
    expect(sameDay.fee.amount).toBe(2 * threeDay.fee.amount);
    expect(DC.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
  });
});
