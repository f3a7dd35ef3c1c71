import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { VT } from '../../../domain/jurisdictions/vt';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const byId = (type: 'LLC' | 'CORP', id: string) => VT.entityTypes[type].obligations.find((o) => o.id === id)!;

describe('Vermont', () => {
  it('LLC: entity tax return by March 15, annual report within three months of the year-end (March 31)', () => {
    expect(deadlines(byId('LLC', 'VT-LLC-BUSINESS-ENTITY-TAX').due, '2026-12-31')).toEqual([
      '2027-03-15',
      '2028-03-15',
    ]);
    expect(deadlines(byId('LLC', 'VT-LLC-ANNUAL-REPORT').due, '2026-01-31')).toEqual(['2027-03-31', '2028-03-31']);
    expect(deadlines(byId('LLC', 'VT-LLC-ANNUAL-REPORT').due, '2028-02-29')).toEqual(['2029-03-31', '2030-03-31']);
  });

  it('corporation: annual report two and a half months after the year-end (March 15), income tax by April 15', () => {
    expect(deadlines(byId('CORP', 'VT-CORP-ANNUAL-REPORT').due, '2026-03-31')).toEqual(['2027-03-15', '2028-03-15']);
    expect(deadlines(byId('CORP', 'VT-CORP-INCOME-TAX').due, '2028-02-29')).toEqual(['2029-04-15', '2030-04-15']);
  });

  it('foreign entities pay a higher annual report fee than domestic ones (11 V.S.A. § 4012, 11A V.S.A. § 1.22)', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const domestic = VT.entityTypes[type].obligations.find((o) => o.id.endsWith('-ANNUAL-REPORT'))!;
      const foreign = (VT.entityTypes[type].foreignObligations ?? []).find((o) =>
        o.id.endsWith('-FOREIGN-ANNUAL-REPORT'),
      )!;
      expect(foreign.fee.amount).toBeGreaterThan(domestic.fee.amount);
      expect(foreign.due).toEqual(domestic.due);
    }
  });

  it('obligations are listed in order of due date, and the LLC designators include LC and L.C.', () => {
    for (const type of ['LLC', 'CORP'] as const) {
      const firsts = VT.entityTypes[type].obligations.map((o) => deadlines(o.due, '2026-06-30', 1)[0]);
      expect([...firsts].sort()).toEqual(firsts);
    }
    expect(VT.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'LC', 'L.C.']));
  });
});
