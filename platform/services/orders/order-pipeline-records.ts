// The writes behind the onboarding workflow's activities: stage transitions with their history, partner events
// and audit entries; change requests; per-state filings; cancellation and refund. Each is idempotent (ids come
// from the workflow, writes are upserts or guarded), so a retried activity changes nothing twice. A missing order
// answers false or null: the caller decides how to fail.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { type OrderStatus, type PipelineStage, statusForStage } from '../../../domain/order-stages';
import type { Actor, FilingState } from '../../../domain/pipeline';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { queueClientNotice } from '../notices/client-notices';
import { caseView } from '../partners/cases';
import { recordOrderEvent } from '../partners/events';
import { recordOrderCompletedIn } from './order-completed-event';
import { pendingBeyondCompletion } from './order-deliverables';

export const findOrderWithEntities = (db: Db, orderId: string) =>
  db.order.findUnique({ where: { id: orderId }, include: { entities: true } });

export type OrderWithEntities = NonNullable<Awaited<ReturnType<typeof findOrderWithEntities>>>;

export interface StageTransition {
  orderId: string;
  /** Chosen by the workflow: a retried write finds its event and stops. */
  eventId: string;
  stage: PipelineStage;
  action: string;
  actor: Actor | null;
  note: string | null;
}

/**
 * One history entry; moves the order to the entry's stage (status to match) with an `order.stage` audit. The
 * pipeline's completion completes the order unless something it sold is left beyond what the completion hook
 * delivers (a package's EIN, staff's documents); then it stays In Progress until completeIfDelivered
 * (./order-deliverables.ts).
 */
export async function recordStageTransition(db: Db, input: StageTransition): Promise<boolean> {
  const { orderId, eventId, stage, action, actor, note } = input;
  return db.$transaction(async (tx) => {
    // The row lock orders this against completeIfDelivered: a deliverable done meanwhile is seen by one of the two.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { stage: true, status: true, partnerId: true },
    });
    if (!order) return false;
    if (await tx.orderStageEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return true;
    await tx.orderStageEvent.create({
      data: { id: eventId, orderId, stage, action, actorId: actor?.id, actorEmail: actor?.email, note },
    });
    let status: OrderStatus = order.status === 'CANCELED' ? 'CANCELED' : statusForStage(stage);
    if (status === 'COMPLETE' && (await pendingBeyondCompletion(tx, orderId))) status = 'IN_PROGRESS';
    if (order.partnerId && action === 'documentsReady')
      await recordOrderEvent(tx, orderId, 'document.ready', { documents: note });
    if (order.stage === stage && order.status === status) return true;
    const completedAt = status === 'COMPLETE' && order.status !== status ? { completedAt: new Date() } : {};
    await tx.order.update({ where: { id: orderId }, data: { stage, status, ...completedAt } });
    if (order.partnerId && order.stage !== stage)
      await recordOrderEvent(tx, orderId, 'order.stage_changed', { previousStage: order.stage });
    // order.completed comes from the completion itself (recordOrderCompleted), once every fact it implies (each
    // state's filing, the entity formed, its EIN) is on the order.
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderStage,
      target: orderId,
      actor,
      details: { stage, status, previousStage: order.stage, action },
    });
    return true;
  });
}

/** Staff's change request, written once per id, with the partner's `case.opened` event. */
export async function createChangeRequestOnce(
  db: Db,
  order: OrderWithEntities,
  input: { changeRequestId: string; message: string; fields?: string[]; dueDate?: string; actor: Actor | null },
): Promise<void> {
  const { changeRequestId, message, actor } = input;
  const orderId = order.id;
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
}

/** The client's answer, kept only on a request not answered yet. */
export const answerChangeRequestOnce = (db: Db, input: { orderId: string; changeRequestId: string; message: string }) =>
  db.changeRequest.updateMany({
    where: { id: input.changeRequestId, orderId: input.orderId, respondedAt: null },
    data: { response: input.message, respondedAt: new Date() },
  });

/** Sets each state's filing to PENDING (a rejected state is submitted again). */
export async function openStateFilings(db: Db, orderId: string, states: string[]): Promise<void> {
  for (const stateCode of states) {
    await db.orderFiling.upsert({
      where: { orderId_stateCode: { orderId, stateCode } },
      create: { orderId, stateCode },
      update: { status: 'PENDING', rejectionReason: null, confirmationNumber: null, filedAt: null },
    });
  }
}

/** A state's filing outcome, with the partner's `filing.recorded` event when its status changes. */
export async function recordStateFiling(db: Db, orderId: string, filing: FilingState): Promise<void> {
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
}

/** Marks the order CANCELED with its reason (once); false when there is no such order. */
export async function markOrderCanceled(db: Db, orderId: string, reason: string, actor: Actor | null) {
  return db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true, stage: true } });
    if (!order) return false;
    if (order.status === 'CANCELED') return true;
    await tx.order.update({ where: { id: orderId }, data: { status: 'CANCELED', cancelReason: reason } });
    await recordOrderEvent(tx, orderId, 'order.canceled', { reason });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderCanceled,
      target: orderId,
      actor,
      details: { stage: order.stage, reason },
    });
    return true;
  });
}

export const findOrderPayment = (db: Db, orderId: string) =>
  db.order.findUnique({
    where: { id: orderId },
    select: {
      paymentStatus: true,
      stripePaymentIntentId: true,
      refundId: true,
      totalUSD: true,
      // An order of a group (./order-groups.ts) was paid by its group's one intent.
      orderGroup: { select: { stripePaymentIntentId: true } },
    },
  });

/** The refund Stripe made, on the order and in the audit log together, with the client's email. */
export async function recordOrderRefund(db: Db, orderId: string, refund: { id: string; amount: number }) {
  await db.$transaction([
    db.order.update({
      where: { id: orderId },
      data: { refundId: refund.id, refundedAt: new Date(), paymentStatus: 'REFUNDED' },
    }),
    recordAudit(db, {
      action: AUDIT_ACTIONS.orderRefunded,
      target: orderId,
      details: { refundId: refund.id, amount: refund.amount },
    }),
    queueClientNotice(db, { notice: 'order-refunded', orderId, refundId: refund.id, amountCents: refund.amount }),
  ]);
}

/**
 * The partner's `order.completed`, recorded once after the completion hook: every filing recorded, the entities
 * formed and the kind's change made (an EIN on the entity), so the event's order carries them all. An order with
 * deliverables still pending records it later, when completeIfDelivered completes it.
 */
export async function recordOrderCompleted(db: Db, orderId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    await recordOrderCompletedIn(tx, orderId);
  });
}
