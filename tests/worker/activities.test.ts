import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPrisma } from '../../api/lib/prisma';
import { createActivities } from '../../worker/activities';
import { createOrder } from './fixtures';

const db = createPrisma(inject('databaseUrl'));
const activities = createActivities(db);

afterAll(() => db.$disconnect());

describe('onboarding activities', () => {
  it('setOrderStage records the stage, the matching status and an order.stage audit entry', async () => {
    const order = await createOrder(db);
    await activities.setOrderStage(order.id, 'PENDING_REVIEW');
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'PENDING_REVIEW',
      status: 'PENDING',
    });
    await activities.setOrderStage(order.id, 'DOCUMENTS');
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'DOCUMENTS',
      status: 'IN_PROGRESS',
    });
    await activities.setOrderStage(order.id, 'COMPLETE');
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'COMPLETE',
      status: 'COMPLETE',
    });

    const entries = await db.auditEntry.findMany({
      where: { action: 'order.stage', target: order.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => (e.details as { stage: string }).stage)).toEqual([
      'PENDING_REVIEW',
      'DOCUMENTS',
      'COMPLETE',
    ]);
  });

  it('setOrderStage is idempotent: a retried activity writes no second audit entry', async () => {
    const order = await createOrder(db);
    await activities.setOrderStage(order.id, 'FILING');
    await activities.setOrderStage(order.id, 'FILING');
    expect(await db.auditEntry.count({ where: { action: 'order.stage', target: order.id } })).toBe(1);
  });

  it('cancelOrder marks the order CANCELED once, with an audit entry', async () => {
    const order = await createOrder(db, { stage: 'DOCUMENTS' });
    await activities.cancelOrder(order.id, 'client request');
    await activities.cancelOrder(order.id, 'client request');
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'CANCELED',
      stage: 'DOCUMENTS',
    });
    const entries = await db.auditEntry.findMany({ where: { action: 'order.canceled', target: order.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0].details).toMatchObject({ reason: 'client request' });
  });

  it('fails without retries for an order that does not exist', async () => {
    await expect(activities.setOrderStage('00000000-0000-4000-8000-00000000dead', 'DOCUMENTS')).rejects.toMatchObject({
      nonRetryable: true,
      type: 'OrderNotFound',
    });
  });
});
