// An order's progress as the order pages, the dashboard and the board show it: who it waits for and when it
// should be done. Built from the order's recorded facts, so lists and detail pages agree.
import { type Holder, orderHolder } from './order-holder';
import type { PipelineStage } from './order-stages';
import { type Estimate, expectedCompletion } from './processing-times';
import { type StageEvent, stageClockStart } from './stage-clock';

export interface ProgressFacts {
  status: string;
  stage: PipelineStage | null;
  states: readonly string[];
  paidAt: Date | null;
  createdAt: Date;
  /** The order's stage history, in recorded order. */
  events: readonly StageEvent[];
  changeRequestOpen: boolean;
  documentsToSign: number;
  filings: readonly { stateCode: string; status: string }[];
  /** What the order has still to deliver after its pipeline, or null when nothing is. */
  stillToDeliver?: string | null;
}

export interface OrderProgress {
  holder: Holder;
  estimate: Estimate | null;
}

export function orderProgress(facts: ProgressFacts, now: Date): OrderProgress {
  const stage = facts.stage ?? 'PENDING_REVIEW';
  const statusOf = (code: string) => facts.filings.find((f) => f.stateCode === code)?.status ?? 'PENDING';
  const notFiled = facts.states.filter((code) => statusOf(code) !== 'FILED');
  const holder = orderHolder({
    status: facts.status,
    stage,
    changeRequestOpen: facts.changeRequestOpen,
    documentsToSign: facts.documentsToSign,
    // In filing, a state with an open (PENDING) filing row has it; a missing row means not yet opened.
    statesFiling: facts.filings.filter((f) => f.status === 'PENDING').map((f) => f.stateCode),
    stillToDeliver: facts.stillToDeliver,
  });
  // No estimate after the pipeline: what is left has no processing time of its own.
  if (holder.kind === 'none' || stage === 'COMPLETE') return { holder, estimate: null };
  const clockStart = stageClockStart(facts.events, stage) ?? facts.paidAt ?? facts.createdAt;
  const estimate = expectedCompletion({
    stage,
    clockStart,
    statesToFile: notFiled,
    waitingOnClient: holder.kind === 'client',
    now,
  });
  return { holder, estimate };
}
