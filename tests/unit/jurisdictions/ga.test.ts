import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { GA } from '../../../domain/jurisdictions/ga';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = GA.entityTypes[type].obligations.find((o) => o.id === `GA-${type}-ANNUAL-REGISTRATION`);
  if (!rule) throw new Error('no annual registration');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Georgia', () => {
  it('asks the annual registration by April 1 from the year after formation', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2027-04-01', '2028-04-01']);
    expect(due('LLC', '2026-12-31')).toEqual(['2027-04-01', '2028-04-01']);
    expect(due('CORP', '2028-02-29')).toEqual(['2029-04-01', '2030-04-01']);
  });

  it('requires the designators of O.C.G.A. §§ 14-11-207 and 14-2-401', () => {
    expect(GA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
    expect(GA.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Incorporated']));
  });
});
