import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { AL } from '../../../domain/jurisdictions/al';

const due = (type: 'LLC' | 'CORP', id: string, formedOn: string, count = 2) => {
  const rule = AL.entityTypes[type].obligations.find((o) => o.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Alabama', () => {
  it('asks the privilege tax return by March 15 (LLC) and April 15 (C corporation) from the year after formation', () => {
    expect(due('LLC', 'AL-LLC-PRIVILEGE-TAX', '2026-01-31')).toEqual(['2027-03-15', '2028-03-15']);
    expect(due('LLC', 'AL-LLC-PRIVILEGE-TAX', '2028-02-29')).toEqual(['2029-03-15', '2030-03-15']);
    expect(due('CORP', 'AL-CORP-PRIVILEGE-TAX', '2026-12-31')).toEqual(['2027-04-15', '2028-04-15']);
  });

  it('asks the initial return once, no later than two and a half months after formation', () => {
    expect(due('LLC', 'AL-LLC-INITIAL-PRIVILEGE-TAX', '2026-01-31', 5)).toEqual(['2026-04-14']);
    expect(due('CORP', 'AL-CORP-INITIAL-PRIVILEGE-TAX', '2028-02-29', 5)).toEqual(['2028-05-12']);
    expect(due('CORP', 'AL-CORP-INITIAL-PRIVILEGE-TAX', '2026-06-30', 5)).toEqual(['2026-09-11']);
  });

  it('requires the designators of Ala. Code §§ 10A-1-5.04 and 10A-1-5.06', () => {
    expect(AL.names.designators.LLC?.forms).toContain('L.L.C.');
    expect(AL.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Incorporated']));
  });
});
