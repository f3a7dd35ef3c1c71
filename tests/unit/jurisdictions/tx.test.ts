import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { TX } from '../../../domain/jurisdictions/tx';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Texas', () => {
  const [franchise] = TX.entityTypes.LLC.obligations;

  it('franchise tax and Public Information Report: May 15 from the year after formation (Tax Code § 171.202)', () => {
    expect(deadlines(franchise.due, '2026-01-31')).toEqual(['2027-05-15', '2028-05-15']);
    expect(deadlines(franchise.due, '2026-05-31')).toEqual(['2027-05-15', '2028-05-15']);
    expect(deadlines(franchise.due, '2026-12-31')).toEqual(['2027-05-15', '2028-05-15']);
    expect(deadlines(franchise.due, '2028-02-29')).toEqual(['2029-05-15', '2030-05-15']);
  });

  it('every type files the same report, with no tax below the threshold and $50 for a late report', () => {
    for (const rules of Object.values(TX.entityTypes)) {
      expect(rules.obligations.map((o) => o.due)).toEqual([{ kind: 'fixedDate', month: 5, day: 15 }]);
      expect(rules.obligations[0].fee.varies).toMatch(/no tax due/i);
    }
    expect(new Set(Object.values(TX.entityTypes).map((r) => r.obligations[0].id)).size).toBe(3);
  });

  it('names: the designators of BOC §§ 5.054 and 5.056', () => {
    expect(TX.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'Limited Company']));
    expect(TX.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corporation', 'Limited']));
    expect(TX.names.words.flatMap((w) => w.words)).toEqual(expect.arrayContaining(['bank', 'trust', 'insurance']));
  });
});
