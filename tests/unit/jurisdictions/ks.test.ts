import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { KS } from '../../../domain/jurisdictions/ks';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = KS.entityTypes[type].obligations.find((o) => o.id === `KS-${type}-INFORMATION-REPORT`);
  if (!rule) throw new Error('no information report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Kansas', () => {
  it('asks the information report by April 15 every two years, in years of the formation year’s parity', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2028-04-15', '2030-04-15']);
    expect(due('LLC', '2027-12-31')).toEqual(['2029-04-15', '2031-04-15']);
    expect(due('CORP', '2028-02-29')).toEqual(['2030-04-15', '2032-04-15']);
    expect(due('CORP', '2025-06-30')).toEqual(['2027-04-15', '2029-04-15']);
  });

  it('requires the designators of K.S.A. 17-6002(a)(1), including the older words it still allows', () => {
    expect(KS.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Syndicate', 'Foundation', 'Inc.']));
    expect(KS.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.']));
  });
});
