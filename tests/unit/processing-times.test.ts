// Expected completion dates: business days (weekends skipped), our stage times plus the slowest state's standard
// turnaround, recalculated per stage, and a clock that does not run while the order waits on the client.
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../domain/business-days';
import { STATES } from '../../domain/catalog';
import {
  businessDaysToComplete,
  expectedCompletion,
  STATE_PROCESSING_TIMES,
  TEAM_BUSINESS_DAYS,
} from '../../domain/processing-times';
import { stageClockStart } from '../../domain/stage-clock';

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
const ymd = (date: Date) => date.toISOString().slice(0, 10);

describe('addBusinessDays', () => {
  // 2026-11-20 is a Friday, 11-21 Saturday, 11-22 Sunday, 11-23 Monday.
  it('skips weekends', () => {
    expect(ymd(addBusinessDays(day('2026-11-19'), 1))).toBe('2026-11-20');
    expect(ymd(addBusinessDays(day('2026-11-20'), 1))).toBe('2026-11-23');
    expect(ymd(addBusinessDays(day('2026-11-20'), 5))).toBe('2026-11-27');
    expect(ymd(addBusinessDays(day('2026-11-18'), 10))).toBe('2026-12-02');
  });

  it('counts work started on a weekend from Monday, like work started on the Friday before', () => {
    expect(ymd(addBusinessDays(day('2026-11-21'), 1))).toBe('2026-11-23');
    expect(ymd(addBusinessDays(day('2026-11-22'), 2))).toBe('2026-11-24');
    expect(ymd(addBusinessDays(day('2026-11-22'), 0))).toBe('2026-11-23');
    expect(ymd(addBusinessDays(day('2026-11-20'), 0))).toBe('2026-11-20');
  });

  it('works on UTC calendar days whatever the time of day', () => {
    expect(ymd(addBusinessDays(new Date('2026-11-20T23:59:59Z'), 1))).toBe('2026-11-23');
    expect(ymd(addBusinessDays(new Date('2026-11-23T00:00:00Z'), 1))).toBe('2026-11-24');
  });
});

describe('STATE_PROCESSING_TIMES', () => {
  it('covers every state the catalog sells, each figure with its source and the date it was read', () => {
    for (const state of STATES) {
      const time = STATE_PROCESSING_TIMES[state.code];
      expect(time, state.code).toBeDefined();
      expect(time.businessDays).toBeGreaterThan(0);
      expect(time.source).toMatch(/^https?:\/\//);
      expect(time.check).toMatch(/^https?:\/\//);
      expect(time.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(time.basis.length).toBeGreaterThan(10);
    }
  });
});

describe('expectedCompletion', () => {
  const ours = TEAM_BUSINESS_DAYS.PENDING_REVIEW + TEAM_BUSINESS_DAYS.DOCUMENTS + TEAM_BUSINESS_DAYS.FILING;

  it('adds our remaining stages to the slowest state of the order', () => {
    const de = STATE_PROCESSING_TIMES.DE.businessDays;
    const wy = STATE_PROCESSING_TIMES.WY.businessDays;
    expect(businessDaysToComplete('PENDING_REVIEW', ['WY'])).toBe(ours + wy);
    expect(businessDaysToComplete('PENDING_REVIEW', ['WY', 'DE'])).toBe(ours + de);
    expect(businessDaysToComplete('DOCUMENTS', ['DE'])).toBe(ours - TEAM_BUSINESS_DAYS.PENDING_REVIEW + de);
    expect(businessDaysToComplete('FILING', ['DE'])).toBe(TEAM_BUSINESS_DAYS.FILING + de);
    expect(businessDaysToComplete('FILING', [])).toBe(TEAM_BUSINESS_DAYS.FILING);
  });

  it('counts business days from when the stage started, across weekends', () => {
    // Paid Friday 2026-11-20 in review, Delaware: 1 + 2 + 1 + 10 = 14 business days -> Thursday 2026-12-10.
    const estimate = expectedCompletion({
      stage: 'PENDING_REVIEW',
      clockStart: day('2026-11-20'),
      statesToFile: ['DE'],
      waitingOnClient: false,
      now: day('2026-11-23'),
    });
    expect(estimate).toEqual({ date: '2026-12-10', overdue: false, afterClient: false });
  });

  it('is recalculated as stages pass: from the filing stage only the submission and the state remain', () => {
    // Filing entered Monday 2026-12-07, Wyoming: 1 + 1 = 2 business days -> Wednesday 2026-12-09.
    expect(
      expectedCompletion({
        stage: 'FILING',
        clockStart: day('2026-12-07'),
        statesToFile: ['WY'],
        waitingOnClient: false,
        now: day('2026-12-07'),
      })?.date,
    ).toBe('2026-12-09');
  });

  it('is overdue the day after the estimate, not on it', () => {
    const input = { stage: 'FILING' as const, clockStart: day('2026-12-07'), statesToFile: ['WY'] };
    expect(expectedCompletion({ ...input, waitingOnClient: false, now: day('2026-12-09') })?.overdue).toBe(false);
    expect(expectedCompletion({ ...input, waitingOnClient: false, now: day('2026-12-10') })?.overdue).toBe(true);
  });

  it('counts from today, never overdue, while the order waits on the client', () => {
    const estimate = expectedCompletion({
      stage: 'PENDING_REVIEW',
      clockStart: day('2026-11-02'),
      statesToFile: ['WY'],
      waitingOnClient: true,
      now: day('2026-11-27'), // a Friday: 1 + 2 + 1 + 1 = 5 business days -> Friday 2026-12-04
    });
    expect(estimate).toEqual({ date: '2026-12-04', overdue: false, afterClient: true });
  });

  it('gives none once the order is complete', () => {
    expect(
      expectedCompletion({
        stage: 'COMPLETE',
        clockStart: day('2026-11-02'),
        statesToFile: [],
        waitingOnClient: false,
        now: day('2026-11-27'),
      }),
    ).toBeNull();
  });
});

describe('stageClockStart', () => {
  const at = (iso: string) => new Date(iso);
  it('starts at the first entry of the last run of the current stage', () => {
    const events = [
      { stage: 'PENDING_REVIEW', action: 'paid', createdAt: at('2026-11-02T10:00:00Z') },
      { stage: 'DOCUMENTS', action: 'approve', createdAt: at('2026-11-03T10:00:00Z') },
      { stage: 'DOCUMENTS', action: 'documentsReady', createdAt: at('2026-11-03T11:00:00Z') },
      { stage: 'FILING', action: 'confirmDocuments', createdAt: at('2026-11-04T10:00:00Z') },
      { stage: 'DOCUMENTS', action: 'rejectFiling', createdAt: at('2026-11-10T10:00:00Z') },
      { stage: 'DOCUMENTS', action: 'documentsReady', createdAt: at('2026-11-10T11:00:00Z') },
    ];
    expect(stageClockStart(events, 'DOCUMENTS')).toEqual(at('2026-11-10T10:00:00Z'));
    expect(stageClockStart(events, 'FILING')).toBeNull();
  });

  it("restarts at the client's answer to a change request", () => {
    const events = [
      { stage: 'PENDING_REVIEW', action: 'paid', createdAt: at('2026-11-02T10:00:00Z') },
      { stage: 'PENDING_REVIEW', action: 'requestChanges', createdAt: at('2026-11-02T12:00:00Z') },
      { stage: 'PENDING_REVIEW', action: 'clientResponse', createdAt: at('2026-11-09T09:00:00Z') },
    ];
    expect(stageClockStart(events, 'PENDING_REVIEW')).toEqual(at('2026-11-09T09:00:00Z'));
  });
});
