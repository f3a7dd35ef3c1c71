import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { OK } from '../../../domain/jurisdictions/ok';

const deadlines = (rule: DueRule, formedOn: string, count = 2) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};

describe('Oklahoma', () => {
  it('LLC annual certificate: on the anniversary date of the articles (18 O.S. § 2055.2)', () => {
    const [certificate] = OK.entityTypes.LLC.obligations;
    expect(deadlines(certificate.due, '2026-01-31')).toEqual(['2027-01-31', '2028-01-31']);
    expect(deadlines(certificate.due, '2026-06-30')).toEqual(['2027-06-30', '2028-06-30']);
    expect(deadlines(certificate.due, '2026-12-31')).toEqual(['2027-12-31', '2028-12-31']);
    // Formed on 29 February: the anniversary falls on 28 February until the next leap year.
    expect(deadlines(certificate.due, '2028-02-29', 4)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('domestic corporations file nothing yearly; a foreign corporation pays the agent fee each July 1', () => {
    expect(OK.entityTypes.CORP.obligations).toEqual([]);
    expect(OK.entityTypes.CORP.renewal.description).toMatch(/^No annual report/);
    const [agentFee] = OK.entityTypes.CORP.foreignObligations ?? [];
    expect(deadlines(agentFee.due, '2026-07-01')).toEqual(['2027-07-01', '2028-07-01']);
    expect(deadlines(agentFee.due, '2028-02-29')).toEqual(['2029-07-01', '2030-07-01']);
  });

  it('names: the designators of 18 O.S. §§ 2008 and 1006', () => {
    expect(OK.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'Limited Company']));
    expect(OK.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Syndicate', 'Limited']));
  });
});
