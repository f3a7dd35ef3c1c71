import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { AZ } from '../../../domain/jurisdictions/az';

const due = (type: 'LLC' | 'CORP', id: string, formedOn: string, count = 2) => {
  const rule = AZ.entityTypes[type].obligations.find((o) => o.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Arizona', () => {
  it('asks no annual report of an LLC, only the publication within 60 days', () => {
    expect(AZ.entityTypes.LLC.obligations.map((o) => o.id)).toEqual(['AZ-LLC-PUBLICATION']);
    expect(due('LLC', 'AZ-LLC-PUBLICATION', '2026-01-31', 3)).toEqual(['2026-04-01']);
    expect(due('CORP', 'AZ-CORP-PUBLICATION', '2028-02-29', 3)).toEqual(['2028-04-29']);
  });

  it('asks the corporation annual report by each anniversary of incorporation', () => {
    expect(due('CORP', 'AZ-CORP-ANNUAL-REPORT', '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
    expect(due('CORP', 'AZ-CORP-ANNUAL-REPORT', '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(due('CORP', 'AZ-CORP-ANNUAL-REPORT', '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('charges the standard fee plus the $35 expedite the ACC quotes ($50 + $35 = $85 for an LLC)', () => {
    expect(AZ.entityTypes.LLC.formation.amount + AZ.expedite[0]!.fee.amount).toBe(85);
  });

  it('requires the designators of A.R.S. §§ 29-3112 and 10-401', () => {
    expect(AZ.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.']));
    expect(AZ.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Association', 'Limited']));
  });
});
