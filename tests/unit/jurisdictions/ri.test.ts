import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { RI } from '../../../domain/jurisdictions/ri';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const rule = (type: 'LLC' | 'CORP', suffix: string) =>
  RI.entityTypes[type].obligations.find((o) => o.id.endsWith(suffix))!;

describe('Rhode Island', () => {
  it('annual report by May 1 of each year after the formation year (§ 7-16-66)', () => {
    const report = rule('LLC', 'ANNUAL-REPORT');
    expect(deadlines(report.due, '2026-01-31')).toEqual(['2027-05-01', '2028-05-01']);
    expect(deadlines(report.due, '2026-12-31')).toEqual(['2027-05-01', '2028-05-01']);
    expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-05-01', '2030-05-01']);
  });

  it('the $400 minimum: LLC returns by March 15, corporate returns by April 15 (calendar years)', () => {
    expect(deadlines(rule('LLC', 'ANNUAL-CHARGE').due, '2026-03-31')).toEqual(['2027-03-15', '2028-03-15']);
    expect(deadlines(rule('CORP', 'MINIMUM-TAX').due, '2026-04-30')).toEqual(['2027-04-15', '2028-04-15']);
    // The renewal line adds the $50 report and the $400 minimum, as the state's two agencies charge them.
    for (const type of ['LLC', 'CORP'] as const) {
      const total = RI.entityTypes[type].obligations.reduce((sum, o) => sum + o.fee.amount, 0);
      expect(RI.entityTypes[type].renewal.fee).toBe(total);
    }
  });

  it('obligations are listed in order of due date', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const firsts = RI.entityTypes[type].obligations.map((o) => deadlines(o.due, '2026-06-30', 1)[0]);
      expect([...firsts].sort()).toEqual(firsts);
    }
  });

  it('corporate formation: the $70 filing fee and the $160 minimum license fee (§ 7-1.2-1602)', () => {
    expect(RI.entityTypes.CORP.formation.amount).toBe(70 + 160);
    expect(RI.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'L.L.C.', 'LLC']);
  });
});
