import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { CO } from '../../../domain/jurisdictions/co';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = CO.entityTypes[type].obligations.find((o) => o.id === `CO-${type}-PERIODIC-REPORT`);
  if (!rule) throw new Error('no periodic report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Colorado', () => {
  it('asks the periodic report by the last day of the anniversary month from the next year', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
    expect(due('LLC', '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
    expect(due('CORP', '2027-02-01')).toEqual(['2028-02-29', '2029-02-28']);
    expect(due('CORP', '2026-06-08')).toEqual(['2027-06-30', '2028-06-30']);
  });

  it('requires the designators of C.R.S. 7-90-601(3)', () => {
    expect(CO.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'Ltd. Liability Co.']));
    expect(CO.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Ltd.']));
  });
});
