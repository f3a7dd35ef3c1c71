// A partner's answer to a case: recorded on the change request and written into the order's details (a
// formation's per-state name and type, a later kind's details JSON) in one transaction with its audit entry.
import { mergeCaseAnswer } from '../../../domain/partner-api/cases';
import type { EntityType } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { type AuditInput, recordAudit } from '../audit';

type OrderDetailsRow = {
  id: string;
  kind: string;
  details: unknown;
  entities: { stateCode: string; businessName: string; entityType: string }[];
};

/** The order's details as a case's answer reads them: a formation's `{<state>: {businessName, entityType}}`. */
export function currentCaseDetails(order: OrderDetailsRow): Record<string, unknown> {
  if (order.kind !== 'FORMATION') return { ...((order.details as Record<string, unknown> | null) ?? {}) };
  return Object.fromEntries(
    order.entities.map((e) => [e.stateCode, { businessName: e.businessName, entityType: e.entityType }]),
  );
}

export const findCaseOrderDetails = (db: Db, orderId: string) =>
  db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      kind: true,
      details: true,
      entities: { select: { stateCode: true, businessName: true, entityType: true } },
    },
  });

/**
 * Records the answer and rewrites the order's details with its values (already checked against the case's fields
 * and the kind's schema). False when the case was answered meanwhile: nothing is written.
 */
export async function recordCaseAnswer(
  db: Db,
  input: {
    caseId: string;
    order: OrderDetailsRow;
    values: Record<string, unknown>;
    answer: string;
    audit: AuditInput & { ip?: string | null };
  },
): Promise<boolean> {
  const { order, values } = input;
  return db.$transaction(async (tx) => {
    const taken = await tx.changeRequest.updateMany({
      where: { id: input.caseId, orderId: order.id, respondedAt: null },
      data: { response: input.answer, respondedAt: new Date() },
    });
    if (taken.count !== 1) return false;
    if (order.kind === 'FORMATION') {
      for (const [stateCode, given] of Object.entries(values)) {
        const { businessName, entityType } = given as { businessName?: string; entityType?: EntityType };
        await tx.orderEntity.update({
          where: { orderId_stateCode: { orderId: order.id, stateCode } },
          data: { businessName, entityType },
        });
      }
    } else {
      const details = mergeCaseAnswer(order.kind, currentCaseDetails(order), values);
      await tx.order.update({ where: { id: order.id }, data: { details: details as object } });
    }
    await recordAudit(tx, input.audit);
    return true;
  });
}

/** The answer did not reach the workflow: the case is open again for another answer. */
export const reopenCase = (db: Db, caseId: string) =>
  db.changeRequest.update({ where: { id: caseId }, data: { response: null, respondedAt: null } });
