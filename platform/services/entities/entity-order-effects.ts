// What completing an order for a formed entity changes: the `effect` its kind's module declares
// (domain/kinds/types.ts CompletionEffect), run by the worker's completion hook. Idempotent: a retried completion finds its changes made and changes nothing twice.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { toCalendarDate } from '../../../domain/calendar-dates';
import { entityKindModule, isEntityOrderKind } from '../../../domain/kinds';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { createObligationsForOrder } from '../compliance/create-obligations';
import { recordFiling } from '../compliance/record-filing';
import { reportObligationOf } from '../compliance/record-report-filing';

/** Applies the completed order's change to its entity; nothing for a formation (its hook forms the entities). */
export async function applyEntityOrderCompletion(db: Db, orderId: string, completedAt = new Date()): Promise<void> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { filings: true, entity: true } });
  if (!order || !isEntityOrderKind(order.kind) || !order.entity) return;
  const { entity } = order;
  const kind = order.kind;
  const filing = order.filings.find((f) => f.status === 'FILED');
  const confirmation = filing?.confirmationNumber ?? '';
  const today = toCalendarDate(completedAt);
  const effect = entityKindModule(kind).effect;
  let change: Record<string, unknown> = {};
  switch (effect.type) {
    case 'fileReport': {
      if (await db.complianceFiling.findUnique({ where: { orderId }, select: { id: true } })) return;
      const open = await reportObligationOf(db, entity);
      // Already filed (by a retried completion, or from the compliance screen): one record of the filing.
      if (!open) return;
      await recordFiling(db, {
        obligationId: open.id,
        filedOn: filing?.filedAt ? toCalendarDate(filing.filedAt) : today,
        confirmation,
        recordedBy: null,
        orderId,
      }).catch((err: unknown) => {
        if ((err as { statusCode?: number }).statusCode !== 409) throw err;
      });
      change = { obligationId: open.id, confirmation };
      break;
    }
    case 'updateEntity': {
      // The details the effect names, as the kind's schema checked them when ordered.
      const parsed = entityKindModule(kind).details.safeParse(order.details);
      const detail = (name: string | undefined) => {
        const value = parsed.success && name ? (parsed.data as Record<string, unknown>)[name] : undefined;
        return typeof value === 'string' ? value : undefined;
      };
      const newName = detail(effect.columns.businessName);
      const newAgent = detail(effect.columns.registeredAgent);
      const data = {
        ...(newName && entity.businessName !== newName ? { businessName: newName } : {}),
        ...(newAgent && entity.registeredAgent !== newAgent ? { registeredAgent: newAgent } : {}),
      };
      if (Object.keys(data).length > 0) await db.formedEntity.update({ where: { id: entity.id }, data });
      change = {
        previousName: entity.businessName,
        newName: newName ?? entity.businessName,
        ...(newAgent ? { previousRegisteredAgent: entity.registeredAgent, newRegisteredAgent: newAgent } : {}),
      };
      break;
    }
    case 'registerInFilingState': {
      // The order's entity in the new state becomes a formed entity with its own obligations.
      await createObligationsForOrder(db, order.id, completedAt);
      await db.formedEntity.updateMany({ where: { orderId: order.id }, data: { homeEntityId: entity.id } });
      change = { stateCode: order.state };
      break;
    }
    case 'none':
      return;
    case 'storeConfirmation':
      if (entity[effect.column] === confirmation) return;
      await db.formedEntity.update({ where: { id: entity.id }, data: { [effect.column]: confirmation } });
      change = { [effect.column]: confirmation };
      break;
    case 'appointOurAgent': {
      // Null is ours (as formed): a retried completion finds it cleared and changes nothing.
      if (entity.registeredAgent === null) return;
      await db.formedEntity.update({ where: { id: entity.id }, data: { registeredAgent: null } });
      change = { previousRegisteredAgent: entity.registeredAgent, newRegisteredAgent: null };
      break;
    }
    case 'dissolve': {
      if (entity.status === 'DISSOLVED') return;
      await db.$transaction([
        db.complianceObligation.updateMany({
          where: { entityId: entity.id, filedOn: null, endedOn: null },
          data: { endedOn: today },
        }),
        db.formedEntity.update({ where: { id: entity.id }, data: { status: 'DISSOLVED', dissolvedOn: today } }),
      ]);
      change = { status: 'DISSOLVED' };
      break;
    }
  }
  await recordAudit(db, {
    action: AUDIT_ACTIONS.orderEntityChanged,
    target: `entity:${entity.id}`,
    details: { orderId, kind, ...change },
  });
}
