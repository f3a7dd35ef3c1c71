import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { ME } from '../../../domain/jurisdictions/me';

const dates = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Maine', () => {
  it("the Bureau's own examples: articles filed in 2023 report by June 1, 2024; in 2024, by June 1, 2025", () => {
    const rule = ME.entityTypes.LLC.obligations[0].due;
    expect(dates(rule, '2023-01-01', 1)).toEqual(['2024-06-01']);
    expect(dates(rule, '2023-12-31', 1)).toEqual(['2024-06-01']);
    expect(dates(rule, '2024-02-29')).toEqual(['2025-06-01', '2026-06-01']);
    expect(dates(ME.entityTypes.CORP.obligations[0].due, '2024-12-31')).toEqual(['2025-06-01', '2026-06-01']);
  });

  it('foreign entities pay more for the same report', () => {
    const domestic = ME.entityTypes.CORP.obligations[0];
    const foreign = ME.entityTypes.CORP.foreignObligations?.[0];
    expect(foreign?.due).toEqual(domestic.due);
    expect(foreign!.fee.amount).toBeGreaterThan(domestic.fee.amount);
  });

  it('an LLC name carries a designator; the corporation act asks none', () => {
    expect(ME.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.']));
    expect(ME.names.designators.CORP).toBeUndefined();
  });
});
