// The spec's six states' deadlines over two years, from formation dates at month ends, in and after a leap year,
// each from the office's or statute's own rule (the modules keep the spec's fees and wording; these are the dates).
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import { type DueRule, dueDates } from '../../../domain/compliance-rules';
import { CA } from '../../../domain/jurisdictions/ca';
import { DE } from '../../../domain/jurisdictions/de';
import { IL } from '../../../domain/jurisdictions/il';
import { NV } from '../../../domain/jurisdictions/nv';
import { SD } from '../../../domain/jurisdictions/sd';
import { WY } from '../../../domain/jurisdictions/wy';

const deadlines = (rule: DueRule, formedOn: string) => {
  const out: string[] = [];
  for (const due of dueDates(rule, parseCalendarDate(formedOn)!)) {
    out.push(formatCalendarDate(due));
    if (out.length === 2) break;
  }
  return out;
};

/** The one obligation with this id among the type's. */
const rule = (obligations: readonly { id: string; due: DueRule }[], id: string) => {
  const found = obligations.find((o) => o.id === id);
  if (!found) throw new Error(`no obligation ${id}`);
  return found.due;
};

describe('Wyoming: annual report on the first day of the anniversary month (W.S. 17-29-209, 17-16-1630)', () => {
  it.each(['LLC', 'CORP'] as const)('%s', (type) => {
    const due = rule(WY.entityTypes[type]!.obligations, `WY-${type}-ANNUAL-REPORT`);
    expect(deadlines(due, '2026-01-31')).toEqual(['2027-01-01', '2028-01-01']);
    expect(deadlines(due, '2026-12-31')).toEqual(['2027-12-01', '2028-12-01']);
    expect(deadlines(due, '2028-02-29')).toEqual(['2029-02-01', '2030-02-01']);
  });
});

describe('Delaware: LLC tax by June 1, corporation franchise tax by March 1 (6 Del. C. § 18-1107; 8 Del. C. § 502)', () => {
  it('an LLC pays from the June after formation, whatever the month', () => {
    const due = rule(DE.entityTypes.LLC!.obligations, 'DE-LLC-ANNUAL-TAX');
    expect(deadlines(due, '2026-01-31')).toEqual(['2027-06-01', '2028-06-01']);
    expect(deadlines(due, '2026-12-31')).toEqual(['2027-06-01', '2028-06-01']);
    expect(deadlines(due, '2028-02-29')).toEqual(['2029-06-01', '2030-06-01']);
  });

  it('a corporation files from the March after formation', () => {
    const due = rule(DE.entityTypes.CORP!.obligations, 'DE-CORP-FRANCHISE-TAX');
    expect(deadlines(due, '2026-05-31')).toEqual(['2027-03-01', '2028-03-01']);
    expect(deadlines(due, '2027-02-15')).toEqual(['2028-03-01', '2029-03-01']);
  });
});

describe.each([
  ['Nevada: annual list by the last day of the anniversary month (NRS 86.263, 78.150)', NV, 'ANNUAL-LIST'],
  ['South Dakota: annual report by the last day of the anniversary month', SD, 'ANNUAL-REPORT'],
] as const)('%s', (_title, state, suffix) => {
  it.each(['LLC', 'CORP'] as const)('%s', (type) => {
    const due = rule(state.entityTypes[type]!.obligations, `${state.code}-${type}-${suffix}`);
    expect(deadlines(due, '2026-05-31')).toEqual(['2027-05-31', '2028-05-31']);
    // February's last day moves with the leap year.
    expect(deadlines(due, '2027-02-15')).toEqual(['2028-02-29', '2029-02-28']);
    expect(deadlines(due, '2028-02-29')).toEqual(['2029-02-28', '2030-02-28']);
  });
});

describe('California (R&TC § 17941, § 23153; Corp. Code § 17702.09, § 1502)', () => {
  it.each(['LLC', 'CORP'] as const)('%s: the tax by the 15th day of the 4th month, then each April 15', (type) => {
    const due = rule(CA.entityTypes[type]!.obligations, `CA-${type}-FRANCHISE-TAX`);
    expect(deadlines(due, '2026-01-31')).toEqual(['2026-04-15', '2027-04-15']);
    expect(deadlines(due, '2026-05-31')).toEqual(['2026-08-15', '2027-04-15']);
    expect(deadlines(due, '2026-12-31')).toEqual(['2027-03-15', '2027-04-15']);
  });

  it('the Statement of Information within 90 days, then at the anniversary month’s end: every 2 years (LLC), each year (corporation)', () => {
    const llc = rule(CA.entityTypes.LLC!.obligations, 'CA-LLC-STATEMENT');
    expect(deadlines(llc, '2026-01-31')).toEqual(['2026-05-01', '2028-01-31']);
    expect(deadlines(llc, '2028-02-29')).toEqual(['2028-05-29', '2030-02-28']);
    const corp = rule(CA.entityTypes.CORP!.obligations, 'CA-CORP-STATEMENT');
    expect(deadlines(corp, '2026-12-31')).toEqual(['2027-03-31', '2027-12-31']);
    expect(deadlines(corp, '2027-02-15')).toEqual(['2027-05-16', '2028-02-29']);
  });
});

describe('Illinois: annual report before the first day of the anniversary month (805 ILCS 180/50-1, 805 ILCS 5/14.05)', () => {
  it.each(['LLC', 'CORP'] as const)('%s', (type) => {
    const due = rule(IL.entityTypes[type]!.obligations, `IL-${type}-ANNUAL-REPORT`);
    expect(deadlines(due, '2026-01-31')).toEqual(['2026-12-31', '2027-12-31']);
    expect(deadlines(due, '2026-05-31')).toEqual(['2027-04-30', '2028-04-30']);
    expect(deadlines(due, '2027-02-15')).toEqual(['2028-01-31', '2029-01-31']);
  });
});
