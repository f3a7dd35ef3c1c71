// What completing each kind of entity order changes, on the real database, and that a retried completion changes
// nothing twice (the completion hook runs inside a retried activity).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import type { EntityOrderKind } from '../../domain/order-kinds';
import { createPrisma } from '../../platform/infra/prisma';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { onOrderCompleted } from '../../worker/pipeline/on-order-completed';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';

const db = createPrisma(inject('databaseUrl'));
const orders: string[] = [];
afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: orders } } });
  await removeCreatedOrders(db);
  await db.$disconnect();
});

async function entity(stateCode = 'WY') {
  const user = await db.user.create({ data: { email: `effects-${randomUUID()}@test.example`, role: 'CLIENT' } });
  const { obligations } = await formEntities(
    db,
    user.id,
    [{ stateCode, entityType: 'LLC', businessName: 'Effects LLC' }],
    parseCalendarDate('2026-02-10')!,
  );
  return obligations[0].entityId;
}

/** An order of the kind, paid and filed with this confirmation, completed (twice, as a retry would). */
async function complete(entityId: string, kind: EntityOrderKind, details: unknown, confirmation: string) {
  const { order } = await findOrCreateEntityOrder(db, { entityId, kind, details });
  orders.push(order.id);
  await db.order.update({
    where: { id: order.id },
    data: { paymentStatus: 'PAID', status: 'COMPLETE', stage: 'COMPLETE' },
  });
  await db.orderFiling.create({
    data: {
      orderId: order.id,
      stateCode: order.state,
      status: 'FILED',
      confirmationNumber: confirmation,
      filedAt: new Date(),
    },
  });
  await onOrderCompleted(db, order.id);
  await onOrderCompleted(db, order.id);
  return order;
}

describe('entity order completion', () => {
  it('renames the entity on an amendment', async () => {
    const id = await entity();
    await complete(id, 'AMENDMENT', { newName: 'Renamed LLC' }, 'WY-1');
    expect((await db.formedEntity.findUniqueOrThrow({ where: { id } })).businessName).toBe('Renamed LLC');
  });

  it('stores the new registered agent an amendment names, keeping the name', async () => {
    const id = await entity();
    const agent = 'Cheyenne Agents Inc, 1 Main St, Cheyenne WY 82001';
    await complete(id, 'AMENDMENT', { newRegisteredAgent: agent }, 'WY-2');
    expect(await db.formedEntity.findUniqueOrThrow({ where: { id } })).toMatchObject({
      businessName: 'Effects LLC',
      registeredAgent: agent,
    });
  });

  it('stores the EIN', async () => {
    const id = await entity();
    await complete(id, 'EIN', { responsiblePartyName: 'Ada', responsiblePartyHasSsn: false }, '12-3456789');
    expect((await db.formedEntity.findUniqueOrThrow({ where: { id } })).ein).toBe('12-3456789');
  });

  it('registers a new entity in the new state with its own obligations', async () => {
    const id = await entity();
    const order = await complete(id, 'FOREIGN_QUALIFICATION', { stateCode: 'NV' }, 'NV-1');
    const created = await db.formedEntity.findMany({ where: { orderId: order.id }, include: { obligations: true } });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ stateCode: 'NV', homeEntityId: id, businessName: 'Effects LLC' });
    expect(created[0].obligations.map((o) => o.title).sort()).toEqual([
      'Annual List and State Business License',
      'Registered Agent Renewal',
    ]);
  });

  it('files the open annual report obligation once and schedules the next', async () => {
    const id = await entity();
    await complete(id, 'ANNUAL_REPORT', {}, 'WY-AR-1');
    const reports = await db.complianceObligation.findMany({
      where: { entityId: id, ruleId: 'WY-LLC-ANNUAL-REPORT' },
      include: { filing: true },
      orderBy: { dueDate: 'asc' },
    });
    expect(reports.map((r) => [r.filedOn !== null, r.filing?.confirmation ?? null])).toEqual([
      [true, 'WY-AR-1'],
      [false, null],
    ]);
  });

  it('dissolves the entity and ends every open obligation, the agent renewal included', async () => {
    const id = await entity();
    await complete(id, 'DISSOLUTION', {}, 'WY-D-1');
    const dissolved = await db.formedEntity.findUniqueOrThrow({ where: { id }, include: { obligations: true } });
    expect(dissolved.status).toBe('DISSOLVED');
    expect(dissolved.dissolvedOn).not.toBeNull();
    expect(dissolved.obligations.length).toBeGreaterThan(1);
    expect(dissolved.obligations.every((o) => o.endedOn !== null)).toBe(true);
    const audits = await db.auditEntry.count({ where: { action: 'order.entity_changed', target: `entity:${id}` } });
    expect(audits).toBe(1);
  });
});
