// Activities of the onboarding workflow: every database write, email, document job and refund of the
// pipeline (worker/pipeline/). All idempotent: Temporal may run any of them more than once.
import type Stripe from 'stripe';
import type { Mailer } from '../api/lib/mailer';
import type { Db } from '../api/lib/prisma';
import { createCancelActivities } from './pipeline/cancel-and-refund';
import { createDocumentActivities, type DocumentGenerator } from './pipeline/documents';
import { createNotificationActivities } from './pipeline/notifications';
import { createOrderRecordActivities } from './pipeline/order-records';

export interface ActivityDeps {
  db: Db;
  mailer: Mailer;
  /** null when STRIPE_SECRET_KEY is not set: a paid order's refund then fails with a clear reason. */
  stripe: Stripe | null;
  documents: DocumentGenerator;
  publicUrl: string;
}

export function createActivities(deps: ActivityDeps) {
  return {
    ...createOrderRecordActivities(deps),
    ...createDocumentActivities(deps),
    ...createCancelActivities(deps),
    ...createNotificationActivities(deps),
  };
}

export type OnboardingActivities = ReturnType<typeof createActivities>;
