// Activities that write the pipeline's records: the order plan, stage transitions (with their history and
// audit entries), change requests and per-state filings. Each one is idempotent: ids come from the workflow
// and writes are upserts or guarded, so a retried activity changes nothing twice.
import { ApplicationFailure } from '@temporalio/activity';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { plannedDocuments } from '../../domain/order-documents';
import { type PlanStep, planSteps } from '../../domain/order-kind-stages';
import { type PipelineStage, statusForStage } from '../../domain/order-stages';
import type { Actor, DocumentState, FilingState } from '../../domain/pipeline';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { recordAudit } from '../../platform/services/audit';
import { caseView } from '../../platform/services/partners/cases';
import { recordOrderEvent } from '../../platform/services/partners/events';
import { sendToCustomerOnce } from './send-once';

export interface PipelineActivityDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  signatureReminderDayMs?: number;
}

export const orderNotFound = (orderId: string) =>
  ApplicationFailure.nonRetryable(`Order ${orderId} not found`, 'OrderNotFound');

export async function findOrder(db: Db, orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { entities: true } });
  if (!order) throw orderNotFound(orderId);
  return order;
}

export interface TransitionInput {
  orderId: string;
  /** Chosen by the workflow: a retried write finds its event and stops. */
  eventId: string;
  stage: PipelineStage;
  action: string;
  actor: Actor | null;
  note: string | null;
}

export interface OrderPlan {
  states: string[];
  documents: DocumentState[];
  /** The "day" of the signature reminder schedule (absent from plans recorded before e-signature). */
  signatureReminderDayMs?: number;
  /** The steps of the kind's plan (absent from plans recorded before kinds named their stages). */
  steps?: PlanStep[];
  /**
   * Placed with a partner's test key (the order's stored mode): the workflow takes every step itself, the state
   * filing simulated. Absent from plans recorded before test orders advanced on their own.
   */
  simulated?: boolean;
}

export function createOrderRecordActivities({ db, mailer, publicUrl, signatureReminderDayMs }: PipelineActivityDeps) {
  return {
    /** The states filed in, the documents each needs, the kind's steps, the reminder schedule's day and the mode. */
    async loadOrderPlan(orderId: string): Promise<OrderPlan> {
      const order = await findOrder(db, orderId);
      return {
        states: order.states,
        documents: plannedDocuments(order),
        signatureReminderDayMs,
        steps: planSteps(order.kind),
        simulated: order.testMode,
      };
    },

    /** One history entry; moves the order to the entry's stage (status to match) with an `order.stage` audit. */
    async recordTransition(input: TransitionInput): Promise<void> {
      const { orderId, eventId, stage, action, actor, note } = input;
      await db.$transaction(async (tx) => {
        const order = await tx.order.findUnique({
          where: { id: orderId },
          select: { stage: true, status: true, partnerId: true },
        });
        if (!order) throw orderNotFound(orderId);
        if (await tx.orderStageEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return;
        await tx.orderStageEvent.create({
          data: { id: eventId, orderId, stage, action, actorId: actor?.id, actorEmail: actor?.email, note },
        });
        const status = order.status === 'CANCELED' ? 'CANCELED' : statusForStage(stage);
        if (order.partnerId && action === 'documentsReady')
          await recordOrderEvent(tx, orderId, 'document.ready', { documents: note });
        if (order.stage === stage && order.status === status) return;
        await tx.order.update({ where: { id: orderId }, data: { stage, status } });
        if (order.partnerId && order.stage !== stage)
          await recordOrderEvent(tx, orderId, 'order.stage_changed', { previousStage: order.stage });
        if (order.partnerId && stage === 'COMPLETE' && order.stage !== stage)
          await recordOrderEvent(tx, orderId, 'order.completed');
        await recordAudit(tx, {
          action: AUDIT_ACTIONS.orderStage,
          target: orderId,
          actor,
          details: { stage, status, previousStage: order.stage, action },
        });
      });
    },

    /** Records staff's change request and tells the client where to answer it. */
    async openChangeRequest(input: {
      orderId: string;
      changeRequestId: string;
      message: string;
      /** The fields staff need (none: every field); absent from histories recorded before staff could pick. */
      fields?: string[];
      dueDate?: string;
      actor: Actor | null;
    }): Promise<void> {
      const { orderId, changeRequestId, message, actor } = input;
      const order = await findOrder(db, orderId);
      await db.$transaction(async (tx) => {
        if (await tx.changeRequest.findUnique({ where: { id: changeRequestId }, select: { id: true } })) return;
        const created = await tx.changeRequest.create({
          data: {
            id: changeRequestId,
            orderId,
            message,
            fields: input.fields ?? [],
            dueDate: input.dueDate ? new Date(input.dueDate) : null,
            requestedById: actor?.id,
          },
        });
        await recordOrderEvent(tx, orderId, 'case.opened', { case: caseView({ ...created, order }) });
      });
      await sendToCustomerOnce(db, mailer, order, `change-request:${changeRequestId}`, {
        to: order.contactEmail,
        subject: `Changes requested on your order ${orderId.slice(0, 8)}`,
        text: `Our team needs a change before preparing your documents:\n\n${message}\n\nPlease answer on your order page: ${publicUrl}/orders/${orderId}`,
      });
    },

    async answerChangeRequest(input: { orderId: string; changeRequestId: string; message: string }): Promise<void> {
      await db.changeRequest.updateMany({
        where: { id: input.changeRequestId, orderId: input.orderId, respondedAt: null },
        data: { response: input.message, respondedAt: new Date() },
      });
    },

    /** Sets each state's filing to PENDING (a rejected state is submitted again). */
    async openFilings(input: { orderId: string; states: string[] }): Promise<void> {
      for (const stateCode of input.states) {
        await db.orderFiling.upsert({
          where: { orderId_stateCode: { orderId: input.orderId, stateCode } },
          create: { orderId: input.orderId, stateCode },
          update: { status: 'PENDING', rejectionReason: null, confirmationNumber: null, filedAt: null },
        });
      }
    },

    async recordFiling(input: { orderId: string; filing: FilingState }): Promise<void> {
      const { orderId, filing } = input;
      const data = {
        status: filing.status,
        confirmationNumber: filing.confirmationNumber,
        filedAt: filing.filedAt ? new Date(filing.filedAt) : null,
        rejectionReason: filing.rejectionReason,
      };
      await db.$transaction(async (tx) => {
        const where = { orderId_stateCode: { orderId, stateCode: filing.stateCode } };
        const before = await tx.orderFiling.findUnique({ where, select: { status: true } });
        await tx.orderFiling.upsert({ where, create: { orderId, stateCode: filing.stateCode, ...data }, update: data });
        if (filing.status !== 'PENDING' && before?.status !== filing.status)
          await recordOrderEvent(tx, orderId, 'filing.recorded', {
            filing: {
              state: filing.stateCode,
              status: filing.status,
              confirmationNumber: filing.confirmationNumber,
              rejectionReason: filing.rejectionReason,
            },
          });
      });
    },
  };
}
