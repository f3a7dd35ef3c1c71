import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { TN } from '../../../domain/jurisdictions/tn';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

// The per-member fee of the Division's schedule: $50 a member, no less than $300, no more than $3,000.
const perMember = (members: number) => Math.min(3000, Math.max(300, 50 * members));

describe('Tennessee', () => {
  it('annual report by April 1, then franchise and excise tax by April 15 (calendar years)', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [report, tax] = TN.entityTypes[type].obligations;
      expect(deadlines(report.due, '2026-03-31')).toEqual(['2027-04-01', '2028-04-01']);
      expect(deadlines(tax.due, '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
      expect(deadlines(tax.due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
    }
  });

  it('the LLC per-member fees: the module keeps the minimum, which one to six members pay', () => {
    expect(perMember(1)).toBe(TN.entityTypes.LLC.formation.amount);
    expect(perMember(6)).toBe(TN.entityTypes.LLC.formation.amount);
    expect(perMember(7)).toBe(350);
    expect(perMember(100)).toBe(3000);
    expect(TN.entityTypes.LLC.obligations[0].fee.varies).toMatch(/\$50 per member/);
  });

  it('names: an LLC designator is required and corporate words are refused in an LLC name', () => {
    expect(TN.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'L.L.C.', 'LLC']);
    const refused = TN.names.words.find((w) => w.severity === 'error');
    expect(refused?.words).toEqual(expect.arrayContaining(['corporation', 'incorporated']));
    expect(refused?.entityTypes).not.toContain('CORP');
  });
});
