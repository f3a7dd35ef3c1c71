// One event sent to one partner endpoint: an attempt now, then after each wait of the schedule while it fails or
// times out (1 minute, 15 minutes, 1 hour, 12 hours, 24 hours); after the last the endpoint is disabled and the
// partner emailed. The waits are durable timers, so a restarted worker neither loses nor repeats an attempt.
import { proxyActivities, sleep } from '@temporalio/workflow';
import type { WebhookActivities } from '../worker/webhooks/activities';
import type { WebhookDeliveryInput, WebhookDeliveryResult } from './webhook-delivery-definitions';

// An attempt's own POST is limited to seconds; this limit covers the database around it.
const { attemptWebhookDelivery, giveUpWebhookDelivery } = proxyActivities<WebhookActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function webhookDeliveryWorkflow({
  deliveryId,
  scheduleMs,
}: WebhookDeliveryInput): Promise<WebhookDeliveryResult> {
  for (let attempt = 1; ; attempt++) {
    const { outcome } = await attemptWebhookDelivery({ deliveryId, attempt });
    if (outcome !== 'failed') return { deliveryId, outcome, attempts: attempt };
    if (attempt > scheduleMs.length) {
      await giveUpWebhookDelivery({ deliveryId });
      return { deliveryId, outcome: 'failed', attempts: attempt };
    }
    await sleep(scheduleMs[attempt - 1]);
  }
}
