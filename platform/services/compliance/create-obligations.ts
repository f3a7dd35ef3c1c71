// When an order completes, each entity it formed joins the compliance calendar with its first deadlines, and its
// annual services become renewals due on the formation anniversary.

import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { toCalendarDate } from '../../../domain/calendar-dates';
import { complianceRulesFor, firstDueDate } from '../../../domain/compliance-rules';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { createRenewalsForOrder } from '../renewals/create-renewals';
import { obligationRecord } from './obligation-records';

export interface CreatedObligations {
  entities: number;
  obligations: number;
}

/**
 * Records the order's entities as formed on `completedAt` (the completion day) and creates their first
 * obligations (none for a test-mode order). Idempotent, also when run twice at once: a second call creates nothing and keeps the first
 * formation date.
 */
export async function createObligationsForOrder(
  db: Db,
  orderId: string,
  completedAt: Date = new Date(),
): Promise<CreatedObligations> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { entities: true } });
  if (!order) throw new Error(`Order ${orderId} not found`);
  const formedOn = toCalendarDate(completedAt);
  const { count: entities } = await db.formedEntity.createMany({
    data: order.entities.map((entity) => ({
      orderEntityId: entity.id,
      orderId,
      userId: order.userId,
      stateCode: entity.stateCode,
      entityType: entity.entityType,
      businessName: entity.businessName,
      formedOn,
    })),
    skipDuplicates: true,
  });
  // An order for an existing entity that forms one registers it in another state (a foreign registration): it
  // files what its new state asks of foreign entities.
  const registration = order.entityId ? 'foreign' : 'domestic';
  // A test-mode order's entities exist for the partner's tests only: no deadlines, reminders or risk flags.
  const formed = order.testMode ? [] : await db.formedEntity.findMany({ where: { orderId } });
  const { count: obligations } = await db.complianceObligation.createMany({
    data: formed.flatMap((entity) =>
      complianceRulesFor(entity.stateCode, entity.entityType, registration).map((rule) =>
        obligationRecord(entity.id, rule, firstDueDate(rule.due, entity.formedOn)),
      ),
    ),
    skipDuplicates: true,
  });
  await createRenewalsForOrder(db, orderId);
  if (entities > 0 || obligations > 0) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.complianceObligationsCreated,
      target: orderId,
      details: { entities, obligations },
    });
  }
  return { entities, obligations };
}
