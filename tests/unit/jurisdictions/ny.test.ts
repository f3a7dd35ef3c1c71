import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { NY } from '../../../domain/jurisdictions/ny';

const dates = (rule: DueRule, formedOn: string, count: number) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const rule = (type: 'LLC' | 'CORP', id: string) => {
  const found = NY.entityTypes[type].obligations.find((o) => o.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found.due;
};

describe('New York', () => {
  it('LLC publication: the certificate of publication within 120 days of formation (LLC Law § 206)', () => {
    const publication = rule('LLC', 'NY-LLC-PUBLICATION');
    expect(dates(publication, '2026-01-31', 5)).toEqual(['2026-05-31']);
    expect(dates(publication, '2028-02-29', 5)).toEqual(['2028-06-28']);
    expect(dates(publication, '2026-11-30', 5)).toEqual(['2027-03-30']);
    expect(NY.publication?.withinDays).toBe(120);
  });

  it('biennial statement: the formation month, every other year from the second anniversary (BCL § 408)', () => {
    const corp = rule('CORP', 'NY-CORP-BIENNIAL-STATEMENT');
    expect(dates(corp, '2027-06-30', 2)).toEqual(['2029-06-30', '2031-06-30']);
    expect(dates(corp, '2026-06-01', 2)).toEqual(['2028-06-30', '2030-06-30']);
    expect(dates(rule('LLC', 'NY-LLC-BIENNIAL-STATEMENT'), '2028-02-29', 2)).toEqual(['2030-02-28', '2032-02-29']);
  });

  it('taxes: the LLC filing fee each March 15, the corporate franchise tax each April 15', () => {
    expect(dates(rule('LLC', 'NY-LLC-FILING-FEE'), '2026-12-31', 2)).toEqual(['2027-03-15', '2028-03-15']);
    expect(dates(rule('CORP', 'NY-CORP-FRANCHISE-TAX'), '2028-02-29', 2)).toEqual(['2029-04-15', '2030-04-15']);
  });

  it('names carry the designators LLC Law § 204(a) and BCL § 301(a)(1) require', () => {
    expect(NY.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['Limited Liability Company', 'LLC']));
    expect(NY.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corp.', 'Ltd.']));
  });
});
