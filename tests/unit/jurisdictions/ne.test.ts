import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NE } from '../../../domain/jurisdictions/ne';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Nebraska', () => {
  it('LLC biennial report by April 1 of the odd year after the formation year (21-125(c))', () => {
    const rule = NE.entityTypes.LLC.obligations[0].due;
    expect(dates(rule, '2026-06-30')).toEqual(['2027-04-01', '2029-04-01']);
    expect(dates(rule, '2027-01-31')).toEqual(['2029-04-01', '2031-04-01']);
    expect(dates(rule, '2028-02-29')).toEqual(['2029-04-01', '2031-04-01']);
  });

  it('corporate report and occupation tax by March 1 of even years (21-301)', () => {
    const rule = NE.entityTypes.CORP.obligations[0].due;
    expect(dates(rule, '2027-03-31')).toEqual(['2028-03-01', '2030-03-01']);
    expect(dates(rule, '2026-12-31')).toEqual(['2028-03-01', '2030-03-01']);
  });

  it('a foreign corporation pays double the domestic occupation tax (21-306)', () => {
    const domestic = NE.entityTypes.CORP.obligations[0].fee.amount;
    expect(NE.entityTypes.CORP.foreignObligations?.[0].fee.amount).toBe(2 * domestic);
  });

  it('a series LLC pays for each protected series, and names carry an LLC designator', () => {
    expect(NE.entityTypes.SERIES_LLC?.seriesFee?.amount).toBeGreaterThan(0);
    expect(NE.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
  });
});
