// An order's sold key (domain/sold-item.ts) from the database: the annual report's obligation is the automatic
// filing's, else the entity's oldest open annual report when the order is made; the key's lock; the open order
// a path adopts instead of making another.

import { isFormationKind } from '../../../domain/kinds';
import { annualReportRule } from '../../../domain/order-kind-plans';
import type { OrderKind } from '../../../domain/order-kinds';
import { soldKeyOf, soldPerObligation } from '../../../domain/sold-item';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

type Client = Db | Prisma.TransactionClient;

/** The id of the entity's oldest open annual-report obligation, or null. */
async function openReportObligationId(db: Client, entityId: string): Promise<string | null> {
  const entity = await db.formedEntity.findUnique({
    where: { id: entityId },
    select: { stateCode: true, entityType: true },
  });
  const rule = entity && annualReportRule(entity.stateCode, entity.entityType);
  if (!rule) return null;
  const obligation = await db.complianceObligation.findFirst({
    where: { entityId, ruleId: rule.id, filedOn: null, endedOn: null },
    orderBy: { dueDate: 'asc' },
    select: { id: true },
  });
  return obligation?.id ?? null;
}

/** The sold key of an order of this kind for the entity, about to be made (or `obligationId`'s for the scan). */
export async function soldKeyFor(
  db: Client,
  input: { kind: OrderKind; entityId: string | null; state: string; obligationId?: string },
): Promise<string | null> {
  const obligationId =
    soldPerObligation(input.kind) && input.entityId
      ? (input.obligationId ?? (await openReportObligationId(db, input.entityId)))
      : null;
  return soldKeyOf({ ...input, obligationId });
}

/** An existing order's key, computed and kept when it has none (orders made before keys existed). */
export async function soldKeyOfOrder(
  tx: Prisma.TransactionClient,
  order: { id: string; kind: OrderKind; entityId: string | null; state: string; soldKey: string | null },
): Promise<string | null> {
  if (order.soldKey || !order.entityId || isFormationKind(order.kind)) return order.soldKey;
  const filing = await tx.autoFiling.findUnique({ where: { orderId: order.id }, select: { obligationId: true } });
  const key = await soldKeyFor(tx, { ...order, obligationId: filing?.obligationId });
  if (key) await tx.order.update({ where: { id: order.id }, data: { soldKey: key } });
  return key;
}

/**
 * Holds the key's lock until the transaction ends: whoever marks an order with this key paid, or makes or adopts
 * an unpaid one, does so alone.
 */
export async function lockSoldItem(tx: Prisma.TransactionClient, key: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('sold-item'), hashtext(${key}))`;
}

/**
 * The open, unpaid order selling this key (the oldest), which a path adopts instead of making another; never an
 * order of a group (./order-groups.ts), whose price is part of the group's one payment.
 */
export function openOrderFor(db: Client, key: string) {
  return db.order.findFirst({
    where: {
      soldKey: key,
      paymentStatus: { in: ['UNPAID', 'FAILED'] },
      status: { not: 'CANCELED' },
      orderGroupId: null,
    },
    orderBy: { createdAt: 'asc' },
  });
}

/**
 * The PAID order, other than `exceptId`, that already sold this key: any not canceled (a completed annual report
 * still covers its obligation); a foreign qualification only while under way (a state may be qualified in again).
 */
export function paidOrderFor(db: Client, key: string, exceptId?: string) {
  const live = key.includes(':FOREIGN_QUALIFICATION:')
    ? { status: { in: ['PENDING' as const, 'IN_PROGRESS' as const] } }
    : { status: { not: 'CANCELED' as const } };
  return db.order.findFirst({
    where: { soldKey: key, paymentStatus: 'PAID', ...live, ...(exceptId ? { id: { not: exceptId } } : {}) },
    orderBy: { paidAt: 'asc' },
    select: { id: true },
  });
}
