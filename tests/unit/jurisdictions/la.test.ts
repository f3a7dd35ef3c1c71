import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { LA } from '../../../domain/jurisdictions/la';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = LA.entityTypes[type].obligations.find((o) => o.id === `LA-${type}-ANNUAL-REPORT`);
  if (!rule) throw new Error('no annual report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Louisiana', () => {
  it('asks the annual report by each anniversary of formation', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
    expect(due('LLC', '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(due('CORP', '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('charges the fees La. R.S. 49:222 sets: $100 for LLC articles, $75 for corporation articles', () => {
    // Act 316 of 2013 raised them from $75 and $60.
    expect(LA.entityTypes.LLC.formation.amount).toBeGreaterThan(75);
    expect(LA.entityTypes.CORP.formation.amount).toBeGreaterThan(60);
  });

  it('requires the designators of La. R.S. 12:1306 and 12:1-401', () => {
    expect(LA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(LA.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Inc.']));
  });
});
