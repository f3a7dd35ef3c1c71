// When an order's current stage started counting, read from its recorded history: the first entry of the last
// run of entries in that stage (a filing returned by the state goes back to documents, which starts them again),
// or the client's latest answer in that run, since the time the order waited on the client is not ours to count.
import type { PipelineStage } from './order-stages';

export interface StageEvent {
  stage: string;
  action: string;
  createdAt: Date;
}

/** Events in recorded order; null when none is in `stage` (the caller falls back to when the order was paid). */
export function stageClockStart(events: readonly StageEvent[], stage: PipelineStage): Date | null {
  let start: Date | null = null;
  for (const event of events) {
    if (event.stage !== stage) start = null;
    else if (start === null || event.action === 'clientResponse') start = event.createdAt;
  }
  return start;
}
