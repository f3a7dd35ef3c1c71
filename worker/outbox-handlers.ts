// What each kind of outbox entry does once its transaction has committed.
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { mailEscalationWorkflowId } from '../domain/mailroom';
import { OUTBOX_KINDS } from '../domain/outbox-kinds';
import type { Config } from '../platform/config';
import type { Log } from '../platform/infra/log';
import type { Db } from '../platform/infra/prisma';
import type { TemporalGateway } from '../platform/infra/temporal';
import { parseRefundNoticePayload, type RefundNoticePayload } from '../platform/services/billing';
import type { SignInLinkPayload } from '../platform/services/identity';
import type { ContactMailPayload, MailNoticePayload } from '../platform/services/mail';
import { type ClientNotice, parseClientNotice } from '../platform/services/notices';
import {
  type OrderDeliveredPayload,
  orderForWorkflowStart,
  parseOrderDeliveredPayload,
  recordOnboardingWorkflow,
} from '../platform/services/orders';
import {
  type OrganizationInvitationPayload,
  parseOrganizationInvitationPayload,
} from '../platform/services/organizations';
import { ONBOARDING_WORKFLOW, type OnboardingInput, onboardingWorkflowId } from '../workflows/definitions';
import { MAIL_ESCALATION_WORKFLOW, type MailEscalationInput } from '../workflows/mail-escalation-definitions';
import { type OrderMemo, orderSearchAttributes } from '../workflows/search-attributes';
import {
  WEBHOOK_DELIVERY_WORKFLOW,
  type WebhookDeliveryInput,
  webhookDeliveryWorkflowId,
} from '../workflows/webhook-delivery-definitions';
import { OutboxDeferred, type OutboxHandlers } from './outbox-relay';

/** @internal */
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
  /** Sends the invitation email of a new client (platform/services/invitations.ts in production). */
  deliverInvitation: (payload: InvitationPayload) => Promise<void>;
  /** Emails a contact-page message to staff (platform/services/contact-mail.ts in production). */
  deliverContactMessage?: (payload: ContactMailPayload) => Promise<void>;
  /** Emails an account its one-time sign-in link (platform/services/sign-in-links.ts). */
  deliverSignInLink?: (payload: SignInLinkPayload) => Promise<void>;
  /** Emails a client that mail arrived for its entity (platform/services/mailroom/mail-notices.ts). */
  deliverMailNotice?: (payload: MailNoticePayload) => Promise<void>;
  /** Emails a client that a payment their order could not keep was refunded (platform/services/billing). */
  deliverRefundNotice?: (payload: RefundNoticePayload) => Promise<void>;
  /** Emails a client that everything its order includes is delivered (platform/services/orders). */
  deliverOrderDelivered?: (payload: OrderDeliveredPayload) => Promise<void>;
  /** Emails an invitation to join an organisation (platform/services/organizations/invitations.ts). */
  deliverOrganizationInvitation?: (payload: OrganizationInvitationPayload) => Promise<void>;
  /** Emails a client what changed in what they pay for, once per entry (platform/services/notices). */
  deliverClientNotice?: (notice: ClientNotice, entryId: string) => Promise<void>;
}

/** How long an onboarding entry waits before Temporal's configuration is checked again. */
const TEMPORAL_RECHECK_MS = 60_000;

export function createOutboxHandlers(deps: OutboxHandlerDeps): OutboxHandlers {
  let toldNotConfigured = false;
  let toldNoSearchAttributes = false;
  const {
    deliverContactMessage,
    deliverMailNotice,
    deliverSignInLink,
    deliverRefundNotice,
    deliverOrderDelivered,
    deliverOrganizationInvitation,
    deliverClientNotice,
  } = deps;
  /** The Temporal client, or an OutboxDeferred while TEMPORAL_ADDRESS is not set (entries wait, attempts kept). */
  const temporalClient = async () => {
    if (!deps.temporal) {
      if (!toldNotConfigured) {
        deps.log.warn(
          'Temporal not configured (TEMPORAL_ADDRESS): paid orders stay in Pending Review and mail escalations wait; their workflows start once it is set',
        );
        toldNotConfigured = true;
      }
      throw new OutboxDeferred('Temporal is not configured', TEMPORAL_RECHECK_MS);
    }
    return { client: await deps.temporal.client(), taskQueue: deps.temporal.taskQueue };
  };
  /** Starts a workflow once per id: a redelivered entry, or a workflow that already ran, leaves nothing to do. */
  const startOnce = async (workflowType: string, workflowId: string, args: unknown[]) => {
    const { client, taskQueue } = await temporalClient();
    try {
      await client.workflow.start(workflowType, {
        workflowId,
        taskQueue,
        args,
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  };
  return {
    [OUTBOX_KINDS.onboardingStart]: async (payload) => {
      const { orderId } = parseOnboardingPayload(payload);
      const { client, taskQueue } = await temporalClient();
      const workflowId = onboardingWorkflowId(orderId);
      const args: [OnboardingInput] = [{ orderId }];
      const searchable = await searchableStart(deps.db, orderId);
      const start = (withSearch: boolean) =>
        client.workflow.start(ONBOARDING_WORKFLOW, {
          workflowId,
          taskQueue,
          args,
          workflowIdConflictPolicy: 'USE_EXISTING',
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
          ...(withSearch ? searchable : {}),
        });
      try {
        try {
          await start(searchable !== null);
        } catch (err) {
          // A server that does not know the search attributes refuses the start: start without them.
          if (!searchable || !isUnknownSearchAttribute(err)) throw err;
          if (!toldNoSearchAttributes)
            deps.log.warn(
              { err: (err as Error).message },
              'the Temporal server does not know the onboarding search attributes: workflows start without them (create them with `temporal operator search-attribute create`)',
            );
          toldNoSearchAttributes = true;
          await start(false);
        }
      } catch (err) {
        // Started before (a redelivery, or the workflow already ran to its end): nothing left to do.
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      }
      await recordOnboardingWorkflow(deps.db, orderId, workflowId);
      deps.log.info({ orderId, workflowId }, 'onboarding workflow started');
    },

    [OUTBOX_KINDS.invitationEmail]: async (payload) => {
      await deps.deliverInvitation(parseInvitationPayload(payload));
    },

    // One escalation timer per service of process, started after the item is committed.
    [OUTBOX_KINDS.mailroomEscalation]: async (payload) => {
      const { mailItemId } = parseMailItemPayload(payload, OUTBOX_KINDS.mailroomEscalation);
      const args: [MailEscalationInput] = [{ mailItemId, intervalMs: deps.config.mailroom.escalationMs }];
      await startOnce(MAIL_ESCALATION_WORKFLOW, mailEscalationWorkflowId(mailItemId), args);
    },

    ...(deliverSignInLink && {
      [OUTBOX_KINDS.signInLinkEmail]: async (payload: unknown) => {
        await deliverSignInLink(parseSignInLinkPayload(payload));
      },
    }),

    // One workflow per delivery: its attempts and the waits between them.
    [OUTBOX_KINDS.webhookDelivery]: async (payload) => {
      const deliveryId = (payload as { deliveryId?: unknown } | null)?.deliveryId;
      if (typeof deliveryId !== 'string' || !deliveryId) throw new Error('webhook.delivery payload needs a deliveryId');
      const args: [WebhookDeliveryInput] = [{ deliveryId, scheduleMs: deps.config.partnerApi.webhookRetryScheduleMs }];
      await startOnce(WEBHOOK_DELIVERY_WORKFLOW, webhookDeliveryWorkflowId(deliveryId), args);
    },

    ...(deliverMailNotice && {
      [OUTBOX_KINDS.mailroomEmail]: async (payload: unknown) => {
        await deliverMailNotice(parseMailItemPayload(payload, OUTBOX_KINDS.mailroomEmail));
      },
    }),

    ...(deliverOrganizationInvitation && {
      [OUTBOX_KINDS.organizationInvitationEmail]: async (payload: unknown) => {
        await deliverOrganizationInvitation(parseOrganizationInvitationPayload(payload));
      },
    }),

    ...(deliverRefundNotice && {
      [OUTBOX_KINDS.extraPaymentRefundEmail]: async (payload: unknown) => {
        await deliverRefundNotice(parseRefundNoticePayload(payload));
      },
    }),

    ...(deliverClientNotice && {
      [OUTBOX_KINDS.clientNoticeEmail]: async (payload: unknown, entry: { id: string }) => {
        await deliverClientNotice(parseClientNotice(payload), entry.id);
      },
    }),

    ...(deliverOrderDelivered && {
      [OUTBOX_KINDS.orderDeliveredEmail]: async (payload: unknown) => {
        await deliverOrderDelivered(parseOrderDeliveredPayload(payload));
      },
    }),

    // Only a relay that can send contact emails claims their entries.
    ...(deliverContactMessage && {
      [OUTBOX_KINDS.contactEmail]: async (payload: unknown) => {
        await deliverContactMessage(parseContactPayload(payload));
      },
    }),
  };
}

/** The order's search attributes and memo for its workflow's start (null if the order is gone). */
async function searchableStart(db: Db, orderId: string) {
  const order = await orderForWorkflowStart(db, orderId);
  if (!order) return null;
  const memo: OrderMemo = {
    orderId,
    customer: `${order.contactFirstName} ${order.contactLastName}`.trim(),
    email: order.contactEmail,
    company: order.contactCompany,
    states: order.states,
    packages: order.packages,
    services: order.services,
    totalUSD: order.totalUSD,
    paidAt: order.paidAt?.toISOString() ?? null,
    stage: 'PENDING_REVIEW',
  };
  return { typedSearchAttributes: orderSearchAttributes(order), memo: { ...memo } };
}

const isUnknownSearchAttribute = (err: unknown) =>
  err instanceof Error && /search attribute/i.test(`${err.message} ${(err.cause as Error | undefined)?.message ?? ''}`);

function parseOnboardingPayload(payload: unknown): { orderId: string } {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId;
  if (typeof orderId !== 'string' || !orderId) throw new Error('onboarding.start payload needs an orderId');
  return { orderId };
}

function parseMailItemPayload(payload: unknown, kind: string): { mailItemId: string } {
  const mailItemId = (payload as { mailItemId?: unknown } | null)?.mailItemId;
  if (typeof mailItemId !== 'string' || !mailItemId) throw new Error(`${kind} payload needs a mailItemId`);
  return { mailItemId };
}

function parseSignInLinkPayload(payload: unknown): SignInLinkPayload {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('email.sign-in-link payload needs a userId');
  return { userId };
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
