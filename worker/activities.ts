// Activities of the onboarding workflow and the mail room's escalation workflow: every database write, email,
// document job and refund of the pipeline (worker/pipeline/), and the signature requests and reminders. All
// idempotent: Temporal may run any of them more than once.
import type Stripe from 'stripe';
import type { Mailer } from '../platform/infra/mailer';
import type { Db } from '../platform/infra/prisma';
import { createMailroomActivities } from './mailroom/activities';
import { createCancelActivities } from './pipeline/cancel-and-refund';
import { createDocumentActivities, type DocumentGenerator } from './pipeline/documents';
import { createNotificationActivities } from './pipeline/notifications';
import { createOrderRecordActivities } from './pipeline/order-records';
import { createSignatureActivities } from './pipeline/signatures';
import { createWebhookActivities } from './webhooks/activities';

export interface ActivityDeps {
  db: Db;
  mailer: Mailer;
  /** null when STRIPE_SECRET_KEY is not set: a paid order's refund then fails with a clear reason. */
  stripe: Stripe | null;
  documents: DocumentGenerator;
  publicUrl: string;
  /** Where the mail room's staff alerts go (SUPPORT_EMAIL). */
  staffAlertEmail?: string;
  /** The "day" of the signature reminders (SIGNATURE_REMINDER_DAY_MS); a real day when not given. */
  signatureReminderDayMs?: number;
  /** PARTNER_WEBHOOK_ALLOW_LOCAL: webhook deliveries may go to http and local addresses. */
  webhookAllowLocal?: boolean;
}

export function createActivities(deps: ActivityDeps) {
  return {
    ...createOrderRecordActivities(deps),
    ...createDocumentActivities(deps),
    ...createCancelActivities(deps),
    ...createNotificationActivities(deps),
    ...createMailroomActivities(deps),
    ...createSignatureActivities(deps),
    ...createWebhookActivities(deps),
  };
}

export type OnboardingActivities = ReturnType<typeof createActivities>;
