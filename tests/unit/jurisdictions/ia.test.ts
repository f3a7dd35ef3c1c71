import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { IA } from '../../../domain/jurisdictions/ia';

const due = (type: 'LLC' | 'CORP', formedOn: string, count = 2) => {
  const rule = IA.entityTypes[type].obligations.find((o) => o.id === `IA-${type}-BIENNIAL-REPORT`);
  if (!rule) throw new Error('no biennial report');
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Iowa', () => {
  it('asks an LLC’s first biennial report by April 1 of the first odd year after the formation year (§ 489.212)', () => {
    expect(due('LLC', '2026-01-31')).toEqual(['2027-04-01', '2029-04-01']);
    expect(due('LLC', '2027-12-31')).toEqual(['2029-04-01', '2031-04-01']);
    expect(due('LLC', '2028-02-29')).toEqual(['2029-04-01', '2031-04-01']);
  });

  it('asks a corporation’s by April 1 of the first even year after the year of incorporation (§ 490.1621)', () => {
    expect(due('CORP', '2028-02-29')).toEqual(['2030-04-01', '2032-04-01']);
    expect(due('CORP', '2027-03-31')).toEqual(['2028-04-01', '2030-04-01']);
    expect(due('CORP', '2026-12-31')).toEqual(['2028-04-01', '2030-04-01']);
  });

  it('requires the designators of Iowa Code §§ 489.108 and 490.401', () => {
    expect(IA.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.C.', 'Limited Company']));
    expect(IA.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Ltd.']));
  });
});
