// How long each part of an order takes, in business days, and the expected completion date they give.
// State figures: each filing office's standard (not expedited) turnaround for the way we file (online where the
// state offers it), the longest figure the source quotes, with the page it was read on and the date, kept in each
// jurisdiction's module; `check` is the state's page to confirm it on: review them when a state changes its times.
import { addBusinessDays } from './business-days';
import { formatCalendarDate, toCalendarDate } from './calendar-dates';
import { JURISDICTIONS } from './jurisdictions';
import type { PipelineStage } from './order-stages';

interface StateProcessingTime {
  /** Standard turnaround of the state's filing office, business days. */
  businessDays: number;
  /** What the figure covers, in the source's words (summarised). */
  basis: string;
  /** The page the figure was read on. */
  source: string;
  /** When it was read (YYYY-MM-DD). */
  readOn: string;
  /** The state's own page on processing times, to confirm the figure. */
  check: string;
}

/**
 * Each jurisdiction's standard turnaround, from its module (domain/jurisdictions/).
 * @internal
 */
export const STATE_PROCESSING_TIMES: Readonly<Record<string, StateProcessingTime>> = Object.fromEntries(
  JURISDICTIONS.map(({ code, processingTime, filingOffice }) => [
    code,
    {
      businessDays: processingTime.businessDays,
      basis: processingTime.basis,
      source: processingTime.source.url,
      readOn: processingTime.source.readOn,
      check: processingTime.source.crossCheck ?? filingOffice.url,
    },
  ]),
);

/** A state the table lacks (none today: tests/unit/processing-times.test.ts checks every catalog state). */
const UNKNOWN_STATE_BUSINESS_DAYS = 10;

const stateBusinessDays = (stateCode: string): number =>
  STATE_PROCESSING_TIMES[stateCode]?.businessDays ?? UNKNOWN_STATE_BUSINESS_DAYS;

/**
 * Our own time per stage, business days: review, document preparation, and submitting the filings.
 * @internal
 */
export const TEAM_BUSINESS_DAYS = { PENDING_REVIEW: 1, DOCUMENTS: 2, FILING: 1 } as const;

export interface EstimateInput {
  stage: PipelineStage;
  /** When the stage's clock started: its entry, or the client's last answer in it (see stage-clock.ts). */
  clockStart: Date;
  /** States whose filing is still to come or under way (not filed). */
  statesToFile: readonly string[];
  /** The order waits on the client: nothing moves until they act, so the estimate counts from now. */
  waitingOnClient: boolean;
  now: Date;
}

export interface Estimate {
  /** Expected completion, a calendar date (YYYY-MM-DD). */
  date: string;
  /** Today (UTC) is past that date while the order does not wait on the client. */
  overdue: boolean;
  /** Counted from today because the order waits on the client. */
  afterClient: boolean;
}

/**
 * Business days from the start of `stage` to completion: the rest of our work, then the slowest state.
 * @internal
 */
export function businessDaysToComplete(stage: PipelineStage, statesToFile: readonly string[]): number {
  if (stage === 'COMPLETE') return 0;
  const slowestState = Math.max(0, ...statesToFile.map(stateBusinessDays));
  const ours =
    stage === 'PENDING_REVIEW'
      ? TEAM_BUSINESS_DAYS.PENDING_REVIEW + TEAM_BUSINESS_DAYS.DOCUMENTS + TEAM_BUSINESS_DAYS.FILING
      : stage === 'DOCUMENTS'
        ? TEAM_BUSINESS_DAYS.DOCUMENTS + TEAM_BUSINESS_DAYS.FILING
        : TEAM_BUSINESS_DAYS.FILING;
  return ours + slowestState;
}

/**
 * The expected completion date of an order in `stage`, counted in business days from when the stage's clock
 * started (recomputed at each stage, so it follows the order). Null once complete.
 */
export function expectedCompletion(input: EstimateInput): Estimate | null {
  if (input.stage === 'COMPLETE') return null;
  const start = input.waitingOnClient && input.now > input.clockStart ? input.now : input.clockStart;
  const date = addBusinessDays(start, businessDaysToComplete(input.stage, input.statesToFile));
  const today = toCalendarDate(input.now);
  return {
    date: formatCalendarDate(date),
    overdue: !input.waitingOnClient && today > date,
    afterClient: input.waitingOnClient,
  };
}
