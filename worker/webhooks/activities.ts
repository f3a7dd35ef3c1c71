// Activities of the webhook delivery workflow: one signed POST per attempt (its outcome kept before it is answered,
// so a retried activity never sends an attempt twice), and the end of a delivery that failed every attempt.
import { answerAt, CURRENT_API_VERSION, VERSION_HEADER } from '../../domain/partner-api/versions';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import {
  checkWebhookUrl,
  deliveryToAttempt,
  deliveryWithPartner,
  disableWebhookEndpoint,
  eventView,
  findWebhookAttempt,
  recordWebhookAttempt,
  SIGNATURE_HEADER,
  setDeliveryStatus,
  signingSecrets,
  signWebhook,
  WebhookUrlRefused,
} from '../../platform/services/partners';
import { sendOnce } from '../pipeline/send-once';
import { postWebhook } from './post';

export interface WebhookActivityDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** PARTNER_WEBHOOK_ALLOW_LOCAL: http and local addresses allowed (tests, development). */
  webhookAllowLocal?: boolean;
  /** The limit of one attempt's POST. */
  webhookTimeoutMs?: number;
}

export type AttemptOutcome = 'succeeded' | 'failed' | 'stopped';

const succeeded = (status: number | null) => status !== null && status >= 200 && status < 300;

export function createWebhookActivities({
  db,
  mailer,
  publicUrl,
  webhookAllowLocal,
  webhookTimeoutMs,
}: WebhookActivityDeps) {
  return {
    async attemptWebhookDelivery(input: { deliveryId: string; attempt: number }): Promise<{ outcome: AttemptOutcome }> {
      const { deliveryId, attempt } = input;
      const made = await findWebhookAttempt(db, deliveryId, attempt);
      if (made) return { outcome: succeeded(made.status) ? 'succeeded' : 'failed' };
      const delivery = await deliveryToAttempt(db, deliveryId);
      // The endpoint was deleted (its deliveries with it) or turned off: nothing more is sent.
      if (!delivery || delivery.endpoint.disabledAt) {
        if (delivery) await setDeliveryStatus(db, deliveryId, 'FAILED');
        return { outcome: 'stopped' };
      }
      // The event in the partner's pinned version, signed by every secret that signs now.
      const version = delivery.endpoint.partner.apiVersion ?? CURRENT_API_VERSION;
      const body = JSON.stringify(answerAt(eventView(delivery.event), version));
      const started = Date.now();
      let result: { status: number | null; body: string; error: string | null };
      try {
        const target = await checkWebhookUrl(delivery.endpoint.url, { allowLocal: webhookAllowLocal ?? false });
        result = await postWebhook(
          target,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'Formation-Webhooks/1',
            [VERSION_HEADER]: version,
            [SIGNATURE_HEADER]: signWebhook(signingSecrets(delivery.endpoint), body),
          },
          body,
          webhookTimeoutMs,
        );
      } catch (err) {
        if (!(err instanceof WebhookUrlRefused)) throw err;
        result = { status: null, body: '', error: err.message };
      }
      const ok = succeeded(result.status);
      await recordWebhookAttempt(db, {
        deliveryId,
        number: attempt,
        status: result.status,
        durationMs: Date.now() - started,
        responseBody: result.body.replaceAll('\u0000', ''),
        error: result.error ?? (ok ? null : `answered ${result.status}`),
      });
      if (ok) await setDeliveryStatus(db, deliveryId, 'SUCCEEDED');
      return { outcome: ok ? 'succeeded' : 'failed' };
    },

    /** Every attempt failed: the delivery is failed, the endpoint disabled and its partner told (once). */
    async giveUpWebhookDelivery(input: { deliveryId: string }): Promise<void> {
      const delivery = await deliveryWithPartner(db, input.deliveryId);
      if (!delivery) return;
      await setDeliveryStatus(db, delivery.id, 'FAILED');
      const { endpoint } = delivery;
      const disabledAt = await disableWebhookEndpoint(db, endpoint.id);
      await sendOnce(db, mailer, `webhook-disabled:${endpoint.id}:${disabledAt?.toISOString()}`, {
        to: endpoint.partner.email,
        subject: 'A webhook endpoint was disabled',
        text: `Deliveries to ${endpoint.url} failed on every attempt, so the endpoint is disabled: its new events are kept for it for up to 3 days.\n\nFix the endpoint, then turn it on again (PATCH /api/v1/webhook_endpoints/${endpoint.id} with {"disabled": false}): the events kept for it are sent then. Resend anything older from its deliveries (GET /api/v1/webhook_endpoints/${endpoint.id}/deliveries).\n\n${publicUrl}/api/v1/docs`,
      });
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
