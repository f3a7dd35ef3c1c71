import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { AK } from '../../../domain/jurisdictions/ak';
import type { ObligationRule } from '../../../domain/jurisdictions/types';

const due = (rules: readonly ObligationRule[] | undefined, id: string, formedOn: string, count = 2) => {
  const rule = rules?.find((o) => o.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  const out: string[] = [];
  for (const date of dueDates(rule.due, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(date));
    if (out.length === count) break;
  }
  return out;
};

describe('Alaska', () => {
  const llc = AK.entityTypes.LLC;
  const corp = AK.entityTypes.CORP;

  it('asks the biennial report on January 2 of the years of the formation year’s parity (AS 10.06.811)', () => {
    expect(due(llc.obligations, 'AK-LLC-BIENNIAL-REPORT', '2026-01-31')).toEqual(['2028-01-02', '2030-01-02']);
    expect(due(llc.obligations, 'AK-LLC-BIENNIAL-REPORT', '2027-12-31')).toEqual(['2029-01-02', '2031-01-02']);
    expect(due(corp.obligations, 'AK-CORP-BIENNIAL-REPORT', '2028-02-29')).toEqual(['2030-01-02', '2032-01-02']);
    expect(due(corp.foreignObligations, 'AK-CORP-BIENNIAL-REPORT-FOREIGN', '2027-06-30')).toEqual([
      '2029-01-02',
      '2031-01-02',
    ]);
  });

  it('asks the initial report once, within six months of formation', () => {
    expect(due(llc.obligations, 'AK-LLC-INITIAL-REPORT', '2026-01-31', 3)).toEqual(['2026-07-31']);
    expect(due(corp.obligations, 'AK-CORP-INITIAL-REPORT', '2028-02-29', 3)).toEqual(['2028-08-28']);
  });

  it('requires the designators of AS 10.50.020 and AS 10.06.105', () => {
    expect(AK.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(AK.names.designators.CORP?.forms).toEqual(
      expect.arrayContaining(['Corporation', 'Company', 'Incorporated', 'Limited']),
    );
  });
});
