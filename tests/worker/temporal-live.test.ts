// Runs the onboarding workflow on a real Temporal server when TEMPORAL_ADDRESS is set (e.g. `docker compose up -d
// temporal`); skipped otherwise.
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrisma } from '../../api/lib/prisma';
import { createActivities } from '../../worker/activities';
import { WORKFLOWS_PATH } from '../../worker/temporal-worker';
import { advanceUpdate, cancelSignal, onboardingWorkflowId, stageQuery } from '../../workflows/definitions';
import { createOrder } from './fixtures';

const address = process.env.TEMPORAL_ADDRESS;
if (!address)
  console.info('Live Temporal suite skipped: TEMPORAL_ADDRESS is not set (no Temporal server to run against).');

describe.skipIf(!address)('onboarding workflow on a live Temporal server', () => {
  const db = createPrisma(inject('databaseUrl'));
  const taskQueue = `onboarding-test-${Date.now()}`;
  let client: Client;
  let connection: Connection;
  let nativeConnection: NativeConnection;
  let worker: Worker;
  let running: Promise<void>;

  beforeAll(async () => {
    nativeConnection = await NativeConnection.connect({ address });
    worker = await Worker.create({
      connection: nativeConnection,
      namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
      taskQueue,
      workflowsPath: WORKFLOWS_PATH,
      activities: createActivities(db),
    });
    running = worker.run();
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  }, 60_000);

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await connection?.close();
    await nativeConnection?.close();
    await db.$disconnect();
  });

  it('moves an order through every stage, then refuses another advance', async () => {
    const order = await createOrder(db);
    const handle = await client.workflow.start('onboardingWorkflow', {
      workflowId: onboardingWorkflowId(order.id),
      taskQueue,
      args: [{ orderId: order.id }],
    });
    for (const stage of ['DOCUMENTS', 'FILING', 'COMPLETE']) {
      expect(await handle.executeUpdate(advanceUpdate)).toBe(stage);
    }
    expect(await handle.result()).toEqual({ orderId: order.id, stage: 'COMPLETE', canceled: false });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'COMPLETE',
      status: 'COMPLETE',
    });
  });

  it('cancel marks the order canceled', async () => {
    const order = await createOrder(db);
    const handle = await client.workflow.start('onboardingWorkflow', {
      workflowId: onboardingWorkflowId(order.id),
      taskQueue,
      args: [{ orderId: order.id }],
    });
    expect(await handle.query(stageQuery)).toBe('PENDING_REVIEW');
    await handle.signal(cancelSignal, { reason: 'test' });
    expect(await handle.result()).toMatchObject({ canceled: true });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('CANCELED');
  });
});
