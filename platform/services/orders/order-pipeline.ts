// An order's pipeline as the database records it: stage history, per-state filings, documents and the open
// change request (for the order pages), and the same state the workflow holds, rebuilt from those rows, for
// offering actions when the workflow cannot be asked.

import { FORMATION_KIND } from '../../../domain/kinds';
import { type OrderForDocuments, plannedDocuments } from '../../../domain/order-documents';
import { planSteps } from '../../../domain/order-kind-stages';
import { type PipelineStage, statusForStage } from '../../../domain/order-stages';
import { caseDueDate } from '../../../domain/partner-api/cases';
import { initialPipelineState, type PipelineState } from '../../../domain/pipeline';
import type { Db } from '../../infra/prisma';
import { currentCaseDetails, findCaseOrderDetails } from './case-answer';
import { loadOrderDeliverables } from './order-deliverables';

export async function loadOrderPipeline(db: Db, orderId: string) {
  const [delivery, stages, filings, documents, changeRequests] = await Promise.all([
    loadOrderDeliverables(db, orderId),
    db.orderStageEvent.findMany({ where: { orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: 500 }),
    db.orderFiling.findMany({ where: { orderId }, orderBy: { stateCode: 'asc' } }),
    db.asset.findMany({
      where: { orderId, deletedAt: null },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, kind: true, createdAt: true, version: true },
      take: 200,
    }),
    db.changeRequest.findMany({ where: { orderId }, orderBy: { createdAt: 'desc' }, take: 20 }),
  ]);
  const open = changeRequests.find((c) => !c.respondedAt) ?? null;
  const values = open && open.fields.length > 0 ? await currentFieldValues(db, orderId, open.fields) : {};
  return {
    ...delivery,
    stages: stages.map((s) => ({
      stage: s.stage,
      action: s.action,
      actorEmail: s.actorEmail,
      note: s.note,
      createdAt: s.createdAt,
    })),
    filings: filings.map((f) => ({
      stateCode: f.stateCode,
      status: f.status,
      confirmationNumber: f.confirmationNumber,
      filedAt: f.filedAt,
      rejectionReason: f.rejectionReason,
      updatedAt: f.updatedAt,
    })),
    documents,
    changeRequest: open && {
      id: open.id,
      message: open.message,
      fields: open.fields,
      values,
      dueDate: open.dueDate ?? caseDueDate(open.createdAt),
      createdAt: open.createdAt,
    },
    changeRequests: changeRequests.map((c) => ({
      id: c.id,
      message: c.message,
      fields: c.fields,
      // Requests recorded before staff could pick a day are due CASE_ANSWER_DAYS after they opened.
      dueDate: c.dueDate ?? caseDueDate(c.createdAt),
      response: c.response,
      respondedAt: c.respondedAt,
      createdAt: c.createdAt,
    })),
  };
}

/** The current values of the fields a change request asks for, by path (`DE.businessName`): what the client corrects. */
async function currentFieldValues(db: Db, orderId: string, fields: readonly string[]) {
  const current = currentCaseDetails(await findCaseOrderDetails(db, orderId));
  const valueAt = (path: string) =>
    path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], current);
  return Object.fromEntries(
    fields.map((path) => {
      const value = valueAt(path);
      return [path, typeof value === 'string' ? value : ''];
    }),
  );
}

export type OrderPipeline = Awaited<ReturnType<typeof loadOrderPipeline>>;

/** The workflow's state as far as the database shows it (document generation is taken as finished). */
export function pipelineStateFromRecords(
  order: OrderForDocuments & { id: string; stage: PipelineStage | null; status: string },
  pipeline: OrderPipeline,
): PipelineState {
  const submissionRequired = planSteps(order.kind ?? FORMATION_KIND.kind).includes('submission');
  const state = initialPipelineState(order.id, order.states, plannedDocuments(order), { submissionRequired });
  // A state's submission counts until the state returns the filing (each entry's note starts with its state).
  const last = (action: string, code: string) =>
    pipeline.stages.findLastIndex((s) => s.action === action && s.note?.startsWith(`${code}:`));
  state.submitted = order.states.filter((code) => last('recordSubmission', code) > last('rejectFiling', code));
  state.stage = order.stage ?? 'PENDING_REVIEW';
  state.canceled = order.status === 'CANCELED';
  state.changeRequest = pipeline.changeRequest && {
    id: pipeline.changeRequest.id,
    message: pipeline.changeRequest.message,
  };
  for (const filing of state.filings) {
    const row = pipeline.filings.find((f) => f.stateCode === filing.stateCode);
    if (row)
      Object.assign(filing, {
        status: row.status,
        confirmationNumber: row.confirmationNumber,
        filedAt: row.filedAt?.toISOString() ?? null,
        rejectionReason: row.rejectionReason,
      });
  }
  return state;
}

/**
 * The order with the workflow's stage when it could be asked: a staff action is answered once the workflow accepts
 * it, and its database write follows a moment later, so a page reloaded right after the action shows the stage the
 * answer gave. An end (complete, canceled) is the database's to tell, once the workflow has written it.
 */
export function withLiveStage<T extends { stage: PipelineStage | null; status: string }>(
  order: T,
  live: PipelineState | null,
): T {
  if (!live || live.canceled || live.stage === 'COMPLETE') return order;
  if (order.status === 'CANCELED' || order.status === 'COMPLETE') return order;
  return { ...order, stage: live.stage, status: statusForStage(live.stage) };
}
