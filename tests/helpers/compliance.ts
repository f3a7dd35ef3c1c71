// A completed order with formed entities and their obligations, for compliance tests.
import { randomUUID } from 'node:crypto';
import { addDays, parseCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import type { EntityType } from '../../domain/catalog';
import { firstDueDate } from '../../domain/compliance-rules';
import { annualReportRule } from '../../domain/order-kind-plans';
import type { Db } from '../../platform/infra/prisma';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { signedInAs, type TestContext } from './api';
import { paidPremiumOrderFixture } from './orders';

export interface EntitySpec {
  stateCode: string;
  entityType: EntityType;
  businessName?: string;
}

const createdOrderIds: string[] = [];

/** Deletes the orders these helpers created, the later orders of their entities, and with them the entities and
 * obligations: other suites count paid orders in the shared test database. */
export async function removeCreatedOrders(db: Db) {
  const ids = createdOrderIds.splice(0);
  // The cascade touches rows other suites write at the same moment; PostgreSQL may pick it as a deadlock's victim.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.order.deleteMany({ where: { OR: [{ id: { in: ids } }, { entity: { orderId: { in: ids } } }] } });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'P2034' || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A paid, completed order for the user with these entities (one per state), without obligations yet. */
export async function createCompletedOrder(db: Db, userId: string | null, entities: EntitySpec[]) {
  const states = entities.map((e) => e.stateCode);
  const order = await db.order.create({
    data: {
      ...paidPremiumOrderFixture(),
      userId,
      checkoutKey: `compliance-${randomUUID()}`,
      status: 'COMPLETE',
      stage: 'COMPLETE',
      states,
      state: states[0],
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: `contact-${randomUUID()}@test.example`,
      entities: {
        create: entities.map((e) => ({
          stateCode: e.stateCode,
          entityType: e.entityType,
          businessName: e.businessName ?? `${e.stateCode} Holdings ${randomUUID().slice(0, 6)}`,
        })),
      },
    },
  });
  createdOrderIds.push(order.id);
  return order;
}

/** A completed order whose entities were formed on `formedOn`, with their first obligations. */
export async function formEntities(db: Db, userId: string | null, entities: EntitySpec[], formedOn: Date) {
  const order = await createCompletedOrder(db, userId, entities);
  await createObligationsForOrder(db, order.id, formedOn);
  const obligations = await db.complianceObligation.findMany({
    where: { entity: { orderId: order.id } },
    include: { entity: true },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  });
  return { order, obligations };
}

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
