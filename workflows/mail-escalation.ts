// The durable timer of one service of process: every interval, while the client has not acknowledged it and staff
// have not closed it, the client is emailed again and staff are alerted. The timer lives in Temporal, so a worker
// restart or a deploy neither loses nor repeats a round (each round's activity is idempotent).
import { proxyActivities, sleep } from '@temporalio/workflow';
import type { MailroomActivities } from '../worker/mailroom/activities';
import type { MailEscalationInput, MailEscalationResult } from './mail-escalation-definitions';

const { escalateMailItem } = proxyActivities<MailroomActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function mailEscalationWorkflow({
  mailItemId,
  intervalMs,
}: MailEscalationInput): Promise<MailEscalationResult> {
  for (let round = 1; ; round++) {
    await sleep(intervalMs);
    const { open } = await escalateMailItem({ mailItemId, round });
    if (!open) return { mailItemId, rounds: round - 1 };
  }
}
