// The outbox relay's lanes, each a relay of its own (worker/start-worker.ts): the order workflows' starts, the
// partners' webhook deliveries, and the rest (emails). 50 orders placed at once write 50 workflow starts and 50
// `order.created` deliveries: in one lane the orders' first steps waited behind the webhooks' starts.
import { OUTBOX_KINDS } from '../domain/outbox-kinds';

const WORKFLOW_STARTS: readonly string[] = [OUTBOX_KINDS.onboardingStart, OUTBOX_KINDS.mailroomEscalation];
const WEBHOOK_DELIVERIES: readonly string[] = [OUTBOX_KINDS.webhookDelivery];

/** The kinds handled, as the workflow starts' lane, the webhook deliveries' and the rest's (empty lanes left out). */
export function outboxLanes(kinds: string[]): string[][] {
  const starts = kinds.filter((kind) => WORKFLOW_STARTS.includes(kind));
  const webhooks = kinds.filter((kind) => WEBHOOK_DELIVERIES.includes(kind));
  const rest = kinds.filter((kind) => !WORKFLOW_STARTS.includes(kind) && !WEBHOOK_DELIVERIES.includes(kind));
  return [starts, webhooks, rest].filter((lane) => lane.length > 0);
}
