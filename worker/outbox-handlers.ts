// What each kind of outbox entry does once its transaction has committed.
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Config } from '../api/config';
import type { ContactMailPayload } from '../api/lib/contact-mail';
import type { Db } from '../api/lib/prisma';
import type { TemporalGateway } from '../api/lib/temporal';
import { OUTBOX_KINDS } from '../domain/outbox-kinds';
import { ONBOARDING_WORKFLOW, type OnboardingInput, onboardingWorkflowId } from '../workflows/definitions';
import type { Log } from './logger';
import { OutboxDeferred, type OutboxHandlers } from './outbox-relay';

export interface InvitationPayload {
  userId: string;
  /** The paid order that created the client; absent for a client created by staff. */
  orderId?: string;
}

export interface OutboxHandlerDeps {
  db: Db;
  config: Config;
  log: Log;
  /** null when TEMPORAL_ADDRESS is not set: onboarding entries then wait, without using up attempts. */
  temporal: TemporalGateway | null;
  /** Sends the invitation email of a new client (api/lib/invitations.ts in production). */
  deliverInvitation: (payload: InvitationPayload) => Promise<void>;
  /** Emails a contact-page message to staff (api/lib/contact-mail.ts in production). */
  deliverContactMessage?: (payload: ContactMailPayload) => Promise<void>;
}

/** How long an onboarding entry waits before Temporal's configuration is checked again. */
const TEMPORAL_RECHECK_MS = 60_000;

export function createOutboxHandlers(deps: OutboxHandlerDeps): OutboxHandlers {
  let toldNotConfigured = false;
  const { deliverContactMessage } = deps;
  return {
    [OUTBOX_KINDS.onboardingStart]: async (payload) => {
      const { orderId } = parseOnboardingPayload(payload);
      if (!deps.temporal) {
        if (!toldNotConfigured) {
          deps.log.warn(
            'Temporal not configured (TEMPORAL_ADDRESS): paid orders stay in Pending Review; their onboarding workflows start once it is set',
          );
          toldNotConfigured = true;
        }
        throw new OutboxDeferred('Temporal is not configured', TEMPORAL_RECHECK_MS);
      }
      const workflowId = onboardingWorkflowId(orderId);
      const client = await deps.temporal.client();
      const args: [OnboardingInput] = [{ orderId }];
      try {
        await client.workflow.start(ONBOARDING_WORKFLOW, {
          workflowId,
          taskQueue: deps.temporal.taskQueue,
          args,
          workflowIdConflictPolicy: 'USE_EXISTING',
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
        });
      } catch (err) {
        // Started before (a redelivery, or the workflow already ran to its end): nothing left to do.
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      }
      await deps.db.order.updateMany({ where: { id: orderId, workflowId: null }, data: { workflowId } });
      deps.log.info({ orderId, workflowId }, 'onboarding workflow started');
    },

    [OUTBOX_KINDS.invitationEmail]: async (payload) => {
      await deps.deliverInvitation(parseInvitationPayload(payload));
    },

    // Only a relay that can send contact emails claims their entries.
    ...(deliverContactMessage && {
      [OUTBOX_KINDS.contactEmail]: async (payload: unknown) => {
        await deliverContactMessage(parseContactPayload(payload));
      },
    }),
  };
}

function parseOnboardingPayload(payload: unknown): { orderId: string } {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId;
  if (typeof orderId !== 'string' || !orderId) throw new Error('onboarding.start payload needs an orderId');
  return { orderId };
}

function parseContactPayload(payload: unknown): ContactMailPayload {
  const contactMessageId = (payload as { contactMessageId?: unknown } | null)?.contactMessageId;
  if (typeof contactMessageId !== 'string' || !contactMessageId) {
    throw new Error('email.contact payload needs a contactMessageId');
  }
  return { contactMessageId };
}

function parseInvitationPayload(payload: unknown): InvitationPayload {
  const { userId, orderId } = (payload ?? {}) as Partial<Record<string, unknown>>;
  if (typeof userId !== 'string' || (orderId !== undefined && typeof orderId !== 'string')) {
    throw new Error('email.invitation payload needs a userId (and optionally an orderId)');
  }
  return orderId === undefined ? { userId } : { userId, orderId };
}
