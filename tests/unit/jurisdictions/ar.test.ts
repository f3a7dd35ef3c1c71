import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { dueDates } from '../../../domain/compliance-rules';
import { AR } from '../../../domain/jurisdictions/ar';
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

describe('Arkansas', () => {
  it('asks the franchise tax report by May 1 from the year after formation', () => {
    expect(due(AR.entityTypes.LLC.obligations, 'AR-LLC-FRANCHISE-TAX', '2026-01-31')).toEqual([
      '2027-05-01',
      '2028-05-01',
    ]);
    expect(due(AR.entityTypes.LLC.obligations, 'AR-LLC-FRANCHISE-TAX', '2026-12-31')).toEqual([
      '2027-05-01',
      '2028-05-01',
    ]);
    expect(due(AR.entityTypes.CORP.obligations, 'AR-CORP-FRANCHISE-TAX', '2028-02-29')).toEqual([
      '2029-05-01',
      '2030-05-01',
    ]);
    expect(due(AR.entityTypes.CORP.foreignObligations, 'AR-CORP-FRANCHISE-TAX-FOREIGN', '2027-05-01')).toEqual([
      '2028-05-01',
      '2029-05-01',
    ]);
  });

  it('requires the designators of Ark. Code §§ 4-38-112 and 4-26-401', () => {
    expect(AR.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'LC']));
    expect(AR.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Corporation', 'Incorporated']));
  });
});
