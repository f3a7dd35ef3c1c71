// The outbox relay's lanes: workflow starts apart from emails, each lane a relay of its own (worker/start-worker.ts).
import { OUTBOX_KINDS } from '../domain/outbox-kinds';

const WORKFLOW_STARTS: readonly string[] = [
  OUTBOX_KINDS.onboardingStart,
  OUTBOX_KINDS.mailroomEscalation,
  OUTBOX_KINDS.webhookDelivery,
];

/** The kinds handled, as the workflow starts' lane and the rest's (a lane without kinds is left out). */
export function outboxLanes(kinds: string[]): string[][] {
  const starts = kinds.filter((kind) => WORKFLOW_STARTS.includes(kind));
  const rest = kinds.filter((kind) => !WORKFLOW_STARTS.includes(kind));
  return [starts, rest].filter((lane) => lane.length > 0);
}
