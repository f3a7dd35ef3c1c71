// A completed order with formed entities and their obligations, for compliance tests.
import { addDays, parseCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import type { EntityType } from '../../domain/catalog';
import { firstDueDate } from '../../domain/compliance-rules';
import { annualReportRule } from '../../domain/order-kind-plans';
import { createCompletedOrder, formEntities } from '../../fixtures/formed-entities';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { signedInAs, type TestContext } from './api';

export {
  createCompletedOrder,
  type EntitySpec,
  formEntities,
  removeCreatedOrders,
} from '../../fixtures/formed-entities';

/**
 * A signed-in client whose formation order (with the annual `services` given) formed one Wyoming LLC named
 * `businessName` on `formedOn`: its obligations and renewals made as the completed pipeline makes them.
 */
export async function clientWithWyomingLlc(
  ctx: TestContext,
  spec: { businessName: string; formedOn: Date; services?: string[] },
) {
  const client = await signedInAs(ctx, 'CLIENT');
  const order = await createCompletedOrder(ctx.db, client.user.id, [
    { stateCode: 'WY', entityType: 'LLC', businessName: spec.businessName },
  ]);
  if (spec.services) await ctx.db.order.update({ where: { id: order.id }, data: { services: spec.services } });
  await createObligationsForOrder(ctx.db, order.id, spec.formedOn);
  const entity = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  const obligations = await ctx.db.complianceObligation.findMany({
    where: { entityId: entity.id },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  });
  return { ...client, entity, obligations };
}

/** A signed-in client with one Delaware corporation named 'Same Name Inc' (as every such client's is). */
export async function clientWithCorporation(ctx: TestContext) {
  const client = await signedInAs(ctx, 'CLIENT');
  const { order } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'DE', entityType: 'CORP', businessName: 'Same Name Inc' }],
    parseCalendarDate('2026-01-15')!,
  );
  const entity = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  return { ...client, order, entity };
}

/**
 * A formation day whose first annual report (of a Wyoming LLC unless said) falls due 10 to 40 days after `today`:
 * within automatic filing's lead time, so a scan of today orders it.
 */
export function formedOnReportDueSoon(
  today = toCalendarDate(new Date()),
  stateCode = 'WY',
  entityType: EntityType = 'LLC',
) {
  const rule = annualReportRule(stateCode, entityType);
  if (!rule) throw new Error(`${stateCode} has no annual report for ${entityType}`);
  for (let back = 300; back < 800; back++) {
    const formedOn = addDays(today, -back);
    const days = (firstDueDate(rule.due, formedOn).getTime() - today.getTime()) / 86_400_000;
    if (days >= 10 && days <= 40) return formedOn;
  }
  throw new Error('no formation day puts the report within the lead time');
}
