// Names and types of the webhook delivery workflow, shared with the worker that starts it.
// Only pure code here: this file is bundled into the workflow sandbox.
export const WEBHOOK_DELIVERY_WORKFLOW = 'webhookDeliveryWorkflow';

export const webhookDeliveryWorkflowId = (deliveryId: string) => `webhook-delivery-${deliveryId}`;

export interface WebhookDeliveryInput {
  deliveryId: string;
  /** The waits before each retry (PARTNER_WEBHOOK_RETRY_SCHEDULE_MS when the delivery started). */
  scheduleMs: number[];
}

export interface WebhookDeliveryResult {
  deliveryId: string;
  outcome: 'succeeded' | 'failed' | 'stopped';
  attempts: number;
}
