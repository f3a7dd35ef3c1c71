// An order's deliverables (domain/deliverables.ts): created when the order is paid, done by the pipeline at the
// formation's completion (entities formed, renewals started), by the included EIN's own order, or by staff; the
// order's status turns COMPLETE only once none is pending.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import {
  completionBlocker,
  type DeliverableStatus,
  deliverableName,
  deliverablesOf,
  deliveredAtCompletion,
  deliveryMethod,
  staffMarkRefusal,
} from '../../../domain/deliverables';
import { isFormationKind } from '../../../domain/kinds';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { recordOrderCompletedIn } from './order-completed-event';

type Tx = Db | Prisma.TransactionClient;

/** The order's deliverables from its selection, once (a second call creates nothing). Formations only. */
export async function createOrderDeliverables(
  db: Tx,
  order: { id: string; kind: string; packages: string[]; services: string[] },
): Promise<void> {
  if (!isFormationKind(order.kind)) return;
  const codes = deliverablesOf(order);
  if (codes.length === 0) return;
  await db.orderDeliverable.createMany({
    data: codes.map((code) => ({ orderId: order.id, code })),
    skipDuplicates: true,
  });
}

/** Deliverables in the catalog's order (the package's EIN last), as every page and message lists them. */
function inCatalogOrder<T extends { code: string }>(rows: T[]): T[] {
  const order = deliverablesOf({ packages: [], services: rows.map((row) => row.code) });
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...rows].sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
}

/** What each of these orders has still to deliver (completionBlocker), by order id; one query. */
export async function stillToDeliverOf(db: Tx, orderIds: readonly string[]): Promise<Map<string, string | null>> {
  const pending = orderIds.length
    ? await db.orderDeliverable.findMany({
        where: { orderId: { in: [...orderIds] }, status: 'PENDING' },
        select: { orderId: true, code: true },
      })
    : [];
  return new Map(
    orderIds.map((id) => [
      id,
      completionBlocker(
        inCatalogOrder(pending.filter((d) => d.orderId === id)).map((d) => ({
          code: d.code,
          status: 'PENDING' as const,
        })),
      ),
    ]),
  );
}

/** The order's deliverables as both order pages show them, and why the order cannot complete yet. */
export async function loadOrderDeliverables(db: Tx, orderId: string) {
  const rows = await db.orderDeliverable.findMany({ where: { orderId } });
  const deliverables = inCatalogOrder(rows).map((row) => ({
    id: row.id,
    code: row.code,
    name: deliverableName(row.code),
    method: deliveryMethod(row.code),
    status: row.status as DeliverableStatus,
    waivedReason: row.waivedReason,
    doneAt: row.doneAt,
    doneBy: row.doneBy,
    entityId: row.entityId,
    deliveryOrderId: row.deliveryOrderId,
  }));
  return { deliverables, completionBlocker: completionBlocker(deliverables) };
}

/** Whether the order still has a pending deliverable (its completion waits). */
const hasPendingDeliverables = async (db: Tx, orderId: string) =>
  (await db.orderDeliverable.count({ where: { orderId, status: 'PENDING' } })) > 0;

/**
 * Whether something pending is left once the completion hook has delivered what it delivers itself (the entities,
 * the renewals): a package's EIN or staff's documents. Without, the pipeline's completion completes the order.
 */
export async function pendingBeyondCompletion(db: Tx, orderId: string): Promise<boolean> {
  const pending = await db.orderDeliverable.findMany({ where: { orderId, status: 'PENDING' }, select: { code: true } });
  return pending.some((row) => !deliveredAtCompletion(row.code));
}

/**
 * The order becomes COMPLETE (with its completedAt and the partner's `order.completed`) once its pipeline is
 * complete and nothing it sold is pending; answers whether it changed now. Called after the formation's own
 * deliveries, after every deliverable staff mark or waive, and when the included EIN's order completes; the row
 * lock makes the change once whoever calls last.
 */
export async function completeIfDelivered(
  db: Db,
  orderId: string,
  actor: { id: string | null; email: string | null } | null = null,
  /** Whether the client is told by email (the formation's own completion email tells it otherwise). */
  { tellClient = true }: { tellClient?: boolean } = {},
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { stage: true, status: true } });
    if (order?.stage !== 'COMPLETE' || order.status !== 'IN_PROGRESS') return false;
    if (await hasPendingDeliverables(tx, orderId)) return false;
    await tx.order.update({ where: { id: orderId }, data: { status: 'COMPLETE', completedAt: new Date() } });
    await recordOrderCompletedIn(tx, orderId);
    if (tellClient)
      await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.orderDeliveredEmail, payload: { orderId } } });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderStage,
      target: orderId,
      actor,
      details: { stage: 'COMPLETE', status: 'COMPLETE', previousStage: 'COMPLETE', action: 'deliverablesDone' },
    });
    return true;
  });
}

/** Marks the order's deliverable of this code DONE by the pipeline (once), for the entity it was delivered for. */
export async function markDeliveredByPipeline(
  db: Tx,
  orderId: string,
  code: string,
  link: { entityId?: string | null; deliveryOrderId?: string | null } = {},
): Promise<void> {
  await db.orderDeliverable.updateMany({
    where: { orderId, code, status: 'PENDING' },
    data: { status: 'DONE', doneAt: new Date(), ...link },
  });
}

/** The included EIN's own order completed: its formation's deliverable is done, and that order may complete. */
export async function markDeliveryOrderDone(db: Db, deliveryOrderId: string): Promise<void> {
  const row = await db.orderDeliverable.findUnique({ where: { deliveryOrderId } });
  if (!row) return;
  await markDeliveredByPipeline(db, row.orderId, row.code);
  await completeIfDelivered(db, row.orderId);
}

export interface StaffMark {
  orderId: string;
  deliverableId: string;
  action: 'done' | 'waive';
  /** Required to waive. */
  reason?: string;
  actor: { id: string; email: string; role: string };
  ip?: string | null;
}

/**
 * Staff mark a deliverable done (documents and filings staff complete) or waive it with a reason; audited. 404 for
 * a deliverable not on the order, 409 when it is not pending or is the pipeline's to do. Completes the order when
 * it was the last one pending.
 */
export async function staffMarkDeliverable(db: Db, mark: StaffMark) {
  const { orderId, deliverableId, action, actor } = mark;
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "OrderDeliverable" WHERE id = ${deliverableId}::uuid FOR UPDATE`;
    const row = await tx.orderDeliverable.findFirst({ where: { id: deliverableId, orderId } });
    if (!row) throw notFound(`Deliverable not found: ${deliverableId}`);
    const refusal = staffMarkRefusal({ code: row.code, status: row.status }, action);
    if (refusal) throw conflict(refusal);
    await tx.orderDeliverable.update({
      where: { id: row.id },
      data: {
        status: action === 'done' ? 'DONE' : 'WAIVED',
        waivedReason: action === 'waive' ? (mark.reason ?? null) : null,
        doneAt: new Date(),
        doneBy: actor.email,
      },
    });
    await recordAudit(tx, {
      action: action === 'done' ? AUDIT_ACTIONS.orderDeliverableDone : AUDIT_ACTIONS.orderDeliverableWaived,
      target: orderId,
      actor,
      ip: mark.ip,
      details: { deliverable: row.code, ...(action === 'waive' ? { reason: mark.reason } : {}) },
    });
  });
  await completeIfDelivered(db, orderId, actor);
  const { status } = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  return { ...(await loadOrderDeliverables(db, orderId)), status };
}
