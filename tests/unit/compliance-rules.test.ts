import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from '../../domain/calendar-dates';
import { type EntityType, STATES } from '../../domain/catalog';
import { obligationStatus, reminderFor, reminderWindows } from '../../domain/compliance-reminders';
import {
  complianceRulesFor,
  type DueRule,
  dueDates,
  firstDueDate,
  nextDeadlines,
  nextDueDate,
  REGISTERED_AGENT_RENEWAL_FEE,
} from '../../domain/compliance-rules';
import { isSpecState } from '../../domain/jurisdictions';

const d = (text: string) => {
  const date = parseCalendarDate(text);
  if (!date) throw new Error(`bad date ${text}`);
  return date;
};
const dates = (rule: DueRule, formedOn: string, count: number) => {
  const out: string[] = [];
  for (const due of dueDates(rule, d(formedOn))) {
    out.push(formatCalendarDate(due));
    if (out.length === count) break;
  }
  return out;
};
const mainRule = (state: string, type: EntityType) => complianceRulesFor(state, type)[0];
const schedule = (state: string, type: EntityType, formedOn: string, count = 3) =>
  dates(mainRule(state, type).due, formedOn, count);

describe('compliance rules per state', () => {
  it('covers every offered state and entity type, each with the catalog renewal fee and a registered-agent renewal', () => {
    for (const state of STATES) {
      for (const [type, fee] of Object.entries(state.entityTypes)) {
        const rules = complianceRulesFor(state.code, type as EntityType);
        const agent = rules.at(-1)!;
        expect(agent.title).toBe('Registered Agent Renewal');
        expect(agent.fee).toBe(REGISTERED_AGENT_RENEWAL_FEE);
        const stateRules = rules.slice(0, -1);
        // The spec's six: the first rule is the catalog renewal (elsewhere a publication may come first).
        if (fee.renewal.fee > 0 && isSpecState(state.code)) expect(stateRules[0].fee).toBe(fee.renewal.fee);
        for (const rule of stateRules) expect(rule.description.length).toBeGreaterThan(10);
      }
    }
  });

  it('Delaware: LLC and series LLC annual tax on June 1 of the following years, corporations on March 1', () => {
    expect(schedule('DE', 'LLC', '2026-06-01')).toEqual(['2027-06-01', '2028-06-01', '2029-06-01']);
    expect(schedule('DE', 'SERIES_LLC', '2026-12-31')).toEqual(['2027-06-01', '2028-06-01', '2029-06-01']);
    expect(schedule('DE', 'CORP', '2026-02-15')).toEqual(['2027-03-01', '2028-03-01', '2029-03-01']);
    expect(mainRule('DE', 'LLC').fee).toBe(300);
    expect(mainRule('DE', 'CORP').feeNote).toBe('Franchise tax varies by revenue');
    // A Delaware statutory trust has no annual state filing: only the agent renewal.
    expect(complianceRulesFor('DE', 'TRUST').map((r) => r.title)).toEqual(['Registered Agent Renewal']);
  });

  it('Wyoming: the first day of the anniversary month, from the year after formation', () => {
    expect(schedule('WY', 'LLC', '2026-01-01')).toEqual(['2027-01-01', '2028-01-01', '2029-01-01']);
    expect(schedule('WY', 'TRUST', '2026-08-31')).toEqual(['2027-08-01', '2028-08-01', '2029-08-01']);
    expect(mainRule('WY', 'CORP').fee).toBe(60);
  });

  it('Nevada: the last day of the anniversary month, February following leap years', () => {
    expect(schedule('NV', 'LLC', '2028-02-29', 5)).toEqual([
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
    ]);
    expect(schedule('NV', 'CORP', '2026-04-01', 1)).toEqual(['2027-04-30']);
    expect(mainRule('NV', 'LLC').fee).toBe(350);
    expect(complianceRulesFor('NV', 'TRUST').map((r) => r.title)).toEqual(['Registered Agent Renewal']);
  });

  it('California: franchise tax by the 15th day of the 4th month, then each April 15', () => {
    expect(schedule('CA', 'LLC', '2026-01-10')).toEqual(['2026-04-15', '2027-04-15', '2028-04-15']);
    expect(schedule('CA', 'CORP', '2026-11-30')).toEqual(['2027-02-15', '2027-04-15', '2028-04-15']);
    expect(schedule('CA', 'LLC', '2026-12-31')).toEqual(['2027-03-15', '2027-04-15', '2028-04-15']);
    expect(mainRule('CA', 'LLC').fee).toBe(800);
  });

  it('California: statement of information within 90 days, then biennially (LLC) or yearly (corporation)', () => {
    const statement = (type: EntityType) => complianceRulesFor('CA', type)[1];
    expect(dates(statement('LLC').due, '2026-03-10', 3)).toEqual(['2026-06-08', '2028-03-31', '2030-03-31']);
    expect(dates(statement('CORP').due, '2028-02-29', 3)).toEqual(['2028-05-29', '2029-02-28', '2030-02-28']);
    expect(statement('LLC').fee).toBe(20);
  });

  it('South Dakota: by the end of the anniversary month', () => {
    expect(schedule('SD', 'LLC', '2026-07-15')).toEqual(['2027-07-31', '2028-07-31', '2029-07-31']);
    expect(schedule('SD', 'CORP', '2027-02-01', 2)).toEqual(['2028-02-29', '2029-02-28']);
    expect(mainRule('SD', 'LLC').fee).toBe(55);
  });

  it('Illinois: the last day before the anniversary month, across year and leap-day boundaries', () => {
    expect(schedule('IL', 'LLC', '2026-01-15')).toEqual(['2026-12-31', '2027-12-31', '2028-12-31']);
    expect(schedule('IL', 'SERIES_LLC', '2026-03-15')).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
    expect(schedule('IL', 'CORP', '2026-05-31', 1)).toEqual(['2027-04-30']);
    expect(mainRule('IL', 'SERIES_LLC').fee).toBe(75);
  });

  it('registered-agent renewal on the formation day; 29 February falls on 28 February, then back on the 29th', () => {
    const agent = complianceRulesFor('DE', 'LLC').at(-1)!;
    expect(dates(agent.due, '2028-02-29', 4)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(dates(agent.due, '2026-01-31', 2)).toEqual(['2027-01-31', '2028-01-31']);
  });

  it('every first deadline falls after the formation date, and the sequence keeps rising', () => {
    for (const state of STATES) {
      for (const type of Object.keys(state.entityTypes) as EntityType[]) {
        for (const formed of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31', '2027-06-01']) {
          for (const rule of complianceRulesFor(state.code, type)) {
            const seq = dates(rule.due, formed, 6);
            expect(seq[0] > formed, `${rule.id} formed ${formed}`).toBe(true);
            expect([...seq].sort()).toEqual(seq);
            expect(new Set(seq).size).toBe(seq.length);
          }
        }
      }
    }
  });

  it('biennial fixed dates fall in the years their parity names', () => {
    const jan2 = (parity: 'odd' | 'even' | 'formationYear' | 'yearAfterFormation'): DueRule => ({
      kind: 'fixedDate',
      month: 1,
      day: 2,
      everyYears: 2,
      parity,
    });
    // Formed in an even year (2026) and in an odd year (2027).
    expect(dates(jan2('odd'), '2026-12-31', 3)).toEqual(['2027-01-02', '2029-01-02', '2031-01-02']);
    expect(dates(jan2('odd'), '2027-01-01', 2)).toEqual(['2029-01-02', '2031-01-02']);
    expect(dates(jan2('even'), '2026-05-10', 2)).toEqual(['2028-01-02', '2030-01-02']);
    expect(dates(jan2('even'), '2027-05-10', 2)).toEqual(['2028-01-02', '2030-01-02']);
    expect(dates(jan2('formationYear'), '2027-05-10', 2)).toEqual(['2029-01-02', '2031-01-02']);
    expect(dates(jan2('yearAfterFormation'), '2026-02-28', 2)).toEqual(['2027-01-02', '2029-01-02']);
    // Yearly when no step is given.
    expect(dates({ kind: 'fixedDate', month: 5, day: 15 }, '2026-05-15', 2)).toEqual(['2027-05-15', '2028-05-15']);
  });

  it('quarter-end deadlines close the quarter of the anniversary; a one-time rule has no next deadline', () => {
    const quarter: DueRule = { kind: 'anniversaryQuarterEnd' };
    expect(dates(quarter, '2024-02-29', 2)).toEqual(['2025-03-31', '2026-03-31']);
    expect(dates(quarter, '2026-04-01', 1)).toEqual(['2027-06-30']);
    expect(dates(quarter, '2026-12-31', 1)).toEqual(['2027-12-31']);
    const once: DueRule = { kind: 'onceWithinDays', days: 120 };
    expect(dates(once, '2026-01-31', 5)).toEqual(['2026-05-31']);
    expect(nextDueDate(once, d('2026-01-31'), d('2026-05-31'))).toBeNull();
    expect(nextDeadlines('DE', 'LLC', d('2026-01-31'), d('2026-02-01')).length).toBeGreaterThan(0);
  });

  it('nextDueDate gives the deadline after a filed one; nextDeadlines lists each obligation soonest first', () => {
    const rule = mainRule('DE', 'LLC').due;
    const formed = d('2026-03-01');
    expect(formatCalendarDate(firstDueDate(rule, formed))).toBe('2027-06-01');
    expect(nextDueDate(rule, formed, d('2027-06-01'))).toEqual(d('2028-06-01'));
    const next = nextDeadlines('DE', 'LLC', formed, d('2027-04-01'));
    expect(next.map((n) => [n.rule.title, formatCalendarDate(n.dueDate)])).toEqual([
      ['Annual Tax', '2027-06-01'],
      ['Registered Agent Renewal', '2028-03-01'],
    ]);
    // A deadline on the day asked about is still next.
    expect(formatCalendarDate(nextDeadlines('DE', 'LLC', formed, d('2027-06-01'))[0].dueDate)).toBe('2027-06-01');
  });

  it('strict date parsing', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).not.toBeNull();
    expect(parseCalendarDate('2026-13-01')).toBeNull();
  });
});

describe('reminders', () => {
  it('sends the latest offset reached: 60, 30, 7 days before and on the day; overdue after', () => {
    expect([61, 60, 45, 31, 30, 8, 7, 1, 0, -1].map(reminderFor)).toEqual([
      null,
      '60',
      '60',
      '60',
      '30',
      '30',
      '7',
      '7',
      '0',
      'overdue',
    ]);
  });

  it("the scan's windows (what it reads) call for the same reminder as reminderFor, and for none beyond 60 days", () => {
    const windowOf = (daysLeft: number) =>
      reminderWindows().find((w) => (w.fromDaysLeft === null || daysLeft >= w.fromDaysLeft) && daysLeft <= w.toDaysLeft)
        ?.key ?? null;
    for (let daysLeft = -400; daysLeft <= 400; daysLeft++) expect(windowOf(daysLeft)).toBe(reminderFor(daysLeft));
  });

  it('status reads filed, overdue from the day after the deadline, upcoming until then', () => {
    const dueDate = d('2026-06-01');
    expect(obligationStatus({ dueDate, filedOn: null }, d('2026-06-01'))).toBe('UPCOMING');
    expect(obligationStatus({ dueDate, filedOn: null }, d('2026-06-02'))).toBe('OVERDUE');
    expect(obligationStatus({ dueDate, filedOn: d('2026-06-03') }, d('2026-06-04'))).toBe('FILED');
  });
});
