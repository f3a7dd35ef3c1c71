import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { OR } from '../../../domain/jurisdictions/or';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Oregon', () => {
  it('annual report by each anniversary (ORS 63.787): formed 2026-11-15, due 2027-11-15 and 2028-11-15', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const [report] = OR.entityTypes[type].obligations;
      expect(deadlines(report.due, '2026-11-15')).toEqual(['2027-11-15', '2028-11-15']);
      expect(deadlines(report.due, '2026-04-30')).toEqual(['2027-04-30', '2028-04-30']);
      expect(deadlines(report.due, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    }
  });

  it('ORS 56.140: a foreign entity pays $275 where a domestic one pays $100, for its application and each report', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const rules = OR.entityTypes[type];
      const [foreignReport] = rules.foreignObligations ?? [];
      expect(foreignReport.fee.amount).toBe(rules.filings.FOREIGN_QUALIFICATION.amount);
      expect(rules.obligations[0].fee.amount).toBe(rules.formation.amount);
      expect(foreignReport.id).not.toBe(rules.obligations[0].id);
    }
  });

  it('names: the designators of ORS 63.094(1), and corporate words refused in an LLC name', () => {
    expect(OR.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'L.L.C.', 'LLC']);
    expect(OR.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corporation', 'Ltd.']));
    const refused = OR.names.words.find((w) => w.severity === 'error');
    expect(refused?.entityTypes).toContain('LLC');
    expect(refused?.words).toEqual(expect.arrayContaining(['cooperative', 'Inc.', 'Ltd.']));
  });
});
