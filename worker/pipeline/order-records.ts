// Activities that write the pipeline's records: the order plan, stage transitions (with their history and
// audit entries), change requests and per-state filings. Each one is idempotent: ids come from the workflow
// and writes are upserts or guarded, so a retried activity changes nothing twice.
import { ApplicationFailure } from '@temporalio/activity';
import { plannedDocuments } from '../../domain/order-documents';
import { changeRequestEmail } from '../../domain/order-emails';
import { type PlanStep, planSteps } from '../../domain/order-kind-stages';
import type { Actor, DocumentState, FilingState } from '../../domain/pipeline';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import {
  answerChangeRequestOnce,
  createChangeRequestOnce,
  findOrderWithEntities,
  openStateFilings,
  recordStageTransition,
  recordStateFiling,
  type StageTransition,
} from '../../platform/services/orders';
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
  const order = await findOrderWithEntities(db, orderId);
  if (!order) throw orderNotFound(orderId);
  return order;
}

export type TransitionInput = StageTransition;

export interface OrderPlan {
  states: string[];
  documents: DocumentState[];
  /** The "day" of the signature reminder schedule (absent from plans recorded before e-signature). */
  signatureReminderDayMs?: number;
  /** The steps of the kind's plan (absent from plans recorded before kinds named their stages). */
  steps?: PlanStep[];
  /**
   * Placed with a partner's test key (the order's stored mode): the workflow takes every step itself, the state
   * filing simulated; unless placed with autoAdvance: false, when the partner's test_helpers calls take them.
   * Absent from plans recorded before test orders advanced on their own.
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
        simulated: order.testMode && order.autoAdvance,
      };
    },

    /** One history entry; moves the order to the entry's stage (status to match) with an `order.stage` audit. */
    async recordTransition(input: TransitionInput): Promise<void> {
      if (!(await recordStageTransition(db, input))) throw orderNotFound(input.orderId);
    },

    /** Records staff's change request and tells the client where to answer it, and by when. */
    async openChangeRequest(input: {
      orderId: string;
      changeRequestId: string;
      message: string;
      /** The fields staff need (none: every field); absent from histories recorded before staff could pick. */
      fields?: string[];
      dueDate?: string;
      actor: Actor | null;
    }): Promise<void> {
      const { orderId, changeRequestId, message } = input;
      const order = await findOrder(db, orderId);
      await createChangeRequestOnce(db, order, input);
      await sendToCustomerOnce(db, mailer, order, `change-request:${changeRequestId}`, {
        to: order.contactEmail,
        ...changeRequestEmail(order, { message, dueDate: input.dueDate }, `${publicUrl}/orders/${orderId}`),
      });
    },

    async answerChangeRequest(input: { orderId: string; changeRequestId: string; message: string }): Promise<void> {
      await answerChangeRequestOnce(db, input);
    },

    /** Sets each state's filing to PENDING (a rejected state is submitted again). */
    async openFilings(input: { orderId: string; states: string[] }): Promise<void> {
      await openStateFilings(db, input.orderId, input.states);
    },

    async recordFiling(input: { orderId: string; filing: FilingState }): Promise<void> {
      await recordStateFiling(db, input.orderId, input.filing);
    },
  };
}
