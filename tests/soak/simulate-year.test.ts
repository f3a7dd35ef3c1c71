// `npm run simulate:year` in small: 12 entities over the six states (twins with the same names, half on automatic
// filing), a year of daily scans dated by their jobs, the real worker process killed with SIGKILL twice during a
// scan and started again. Every paying auto-filed entity's report is filed before its due date, one order and one
// charge per obligation, a declined card is chased and paid, another escalated once, a client whose card always
// needs them pays from the pay link by hand (the entity page); its twin is never ordered for.
// The reconciliation over the run pairs every charge with one order. Every renewal is noticed RENEWAL_NOTICE_DAYS
// ahead once and charged once; the cancelled ones are never charged.
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { simulateYear } from '../../scripts/simulate-year/run';

describe('a simulated year of compliance (small)', () => {
  it('files every paid report on time, charges each report and renewal once, chases declined cards, never charges a cancelled renewal', async () => {
    const lines: string[] = [];
    const result = await simulateYear({
      entities: 12,
      days: 365,
      start: parseCalendarDate('2031-01-01')!,
      kills: 2,
      seed: 20_310_101,
      log: (line) => lines.push(line),
    });
    console.info(`A simulated year (small):\n${result.report}`);
    expect(result.breaches, lines.join('\n')).toEqual([]);
    const f = result.figures;
    expect(f.byState).toEqual({ DE: 2, WY: 2, NV: 2, CA: 2, SD: 2, IL: 2 });
    expect(f.autoFiled).toBe(6);
    expect(result.kills).toHaveLength(2);
    expect(f.reportsDue).toBeGreaterThanOrEqual(5);
    expect(f.filedBeforeDue).toBe(f.reportsDue - f.escalated);
    expect(f.orders).toBe(f.obligationsOrdered);
    expect(f.chargesSucceeded + f.paidByHand).toBe(f.reportsDue - f.escalated);
    // The daily reconciliation pairs every charge of the year, off-session or by hand, with its order (a mismatch
    // is a breach above).
    expect(result.reconciled.charges).toBe(f.chargesSucceeded + f.paidByHand);
    expect(f.recovered).toBe(1);
    expect(f.paidByHand).toBe(1);
    expect(f.escalated).toBe(1);
    expect(f.escalationEmails).toBe(1);
    expect(f.payLinkEmails).toBe(3);
    expect(f.ordersForEntitiesNotOnAutoFiling).toBe(0);
    // Each renewal told RENEWAL_NOTICE_DAYS ahead, once; charged once unless cancelled, and then never.
    const r = result.renewals;
    expect(r.due).toBeGreaterThanOrEqual(12);
    expect(r.noticedInTime).toBe(r.due);
    expect(r.cancelled).toBeGreaterThanOrEqual(2);
    expect(r.charged).toBe(r.due - r.cancelled);
    expect(r.cancelledCharged).toBe(0);
  }, 600_000);

  it('across 20 jurisdictions: files every paid report on time and pairs every charge with one order', async () => {
    const states = [
      'DE',
      'WY',
      'NV',
      'CA',
      'SD',
      'IL',
      'TX',
      'NY',
      'FL',
      'GA',
      'WA',
      'CO',
      'AZ',
      'MA',
      'NC',
      'OH',
      'PA',
      'VA',
      'MI',
      'NJ',
    ];
    const lines: string[] = [];
    const result = await simulateYear({
      entities: 40,
      days: 365,
      start: parseCalendarDate('2031-01-01')!,
      kills: 1,
      seed: 20_310_102,
      states,
      log: (line) => lines.push(line),
    });
    console.info(`A simulated year over 20 jurisdictions:\n${result.report}`);
    expect(result.breaches, lines.join('\n')).toEqual([]);
    const f = result.figures;
    expect(f.byState).toEqual(Object.fromEntries(states.map((state) => [state, 2])));
    expect(f.autoFiled).toBe(20);
    expect(f.reportsDue).toBeGreaterThanOrEqual(10);
    expect(f.filedBeforeDue).toBe(f.reportsDue - f.escalated);
    expect(f.orders).toBe(f.obligationsOrdered);
    expect(f.paidByHand).toBeGreaterThanOrEqual(1);
    expect(result.reconciled.charges).toBe(f.chargesSucceeded + f.paidByHand);
    expect(f.ordersForEntitiesNotOnAutoFiling).toBe(0);
  }, 900_000);
});
