import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { IN } from '../../../domain/jurisdictions/in';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = IN.entityTypes[type].obligations.find((o) => o.id === `IN-${type}-BUSINESS-ENTITY-REPORT`);
  if (!rule) throw new Error('no report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Indiana', () => {
  it('asks the business entity report every two years by the end of the anniversary month', () => {
    // The guide's example: formed April 10, first report by April 30 of the second year after.
    expect(due('LLC', '2026-04-10')).toEqual(['2028-04-30', '2030-04-30']);
    expect(due('LLC', '2027-01-31')).toEqual(['2029-01-31', '2031-01-31']);
    expect(due('CORP', '2028-02-29')).toEqual(['2030-02-28', '2032-02-29']);
  });

  it('requires the designators of IC 23-18-2-8 and IC 23-1-23-1', () => {
    expect(IN.names.designators.LLC?.forms).toEqual(['Limited Liability Company', 'L.L.C.', 'LLC']);
    expect(IN.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Ltd.']));
  });
});
