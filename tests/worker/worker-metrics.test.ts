// The worker's Prometheus figures on the real Redis and database: queue depth per queue and state, job
// durations and failures per queue from real jobs, and the outbox lag from a real pending entry.
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import { createMetricsRegistry } from '../../platform/metrics/registry';
import { type MetricsServer, startMetricsServer } from '../../platform/metrics/server';
import { createQueueConnection, queuePrefix } from '../../platform/queues/connection';
import { ALL_QUEUES, QUALITY_QUEUE } from '../../platform/queues/names';
import { createWorkerMetrics, type WorkerMetrics } from '../../worker/metrics';
import { seriesValue } from '../helpers/prometheus';
import { silentLog } from '../helpers/silent-log';

const db = createPrisma(inject('databaseUrl'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: inject('databaseUrl'),
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `${inject('redisPrefix')}-metrics-${Date.now()}`,
});
const registry = createMetricsRegistry('worker');
let metrics: WorkerMetrics;
let server: MetricsServer;
let queue: Queue;

beforeAll(async () => {
  metrics = createWorkerMetrics({ registry, config, db });
  server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1', log: silentLog });
  queue = new Queue(QUALITY_QUEUE, {
    connection: createQueueConnection(config, 'metrics-test'),
    prefix: queuePrefix(config),
  });
});
afterAll(async () => {
  await queue?.obliterate({ force: true }).catch(() => {});
  await queue?.close();
  await server?.close();
  await metrics?.close();
  await db.$disconnect();
});

const scrape = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
const W = { process_role: 'worker' };

describe('worker metrics', () => {
  it('reports depth per queue and state, and durations and failures of real jobs', async () => {
    const worker = new Worker(
      QUALITY_QUEUE,
      async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (job.data.fail) throw new Error('suite broke');
        return 'ok';
      },
      { connection: createQueueConnection(config, 'metrics-test-worker'), prefix: queuePrefix(config) },
    );
    metrics.observe(worker);
    const settled = new Promise<void>((resolve) => {
      let count = 0;
      const done = () => ++count === 3 && resolve();
      worker.on('completed', done);
      worker.on('failed', done);
    });
    await queue.add('run', { fail: false });
    await queue.add('run', { fail: false });
    await queue.add('run', { fail: true });
    await settled;
    await worker.close();
    await queue.add('run', { fail: false }, { delay: 60_000 });

    const text = await scrape();
    const q = { ...W, queue: QUALITY_QUEUE };
    expect(seriesValue(text, 'bullmq_queue_jobs', { ...q, state: 'completed' })).toBe(2);
    expect(seriesValue(text, 'bullmq_queue_jobs', { ...q, state: 'failed' })).toBe(1);
    expect(seriesValue(text, 'bullmq_queue_jobs', { ...q, state: 'delayed' })).toBe(1);
    for (const name of ALL_QUEUES)
      expect(seriesValue(text, 'bullmq_queue_jobs', { ...W, queue: name, state: 'waiting' }), name).toBe(0);
    expect(seriesValue(text, 'bullmq_job_failures_total', q)).toBe(1);
    expect(seriesValue(text, 'bullmq_job_duration_seconds_count', { ...q, outcome: 'completed' })).toBe(2);
    expect(seriesValue(text, 'bullmq_job_duration_seconds_count', { ...q, outcome: 'failed' })).toBe(1);
    const sum = seriesValue(text, 'bullmq_job_duration_seconds_sum', { ...q, outcome: 'completed' });
    expect(sum).toBeGreaterThanOrEqual(0.09);
  });

  it('reports the outbox lag as the age of the oldest pending entry', async () => {
    const entry = await db.outboxEntry.create({
      data: {
        kind: 'metrics.test',
        payload: {},
        createdAt: new Date(Date.now() - 3600_000),
        availableAt: new Date(Date.now() + 3600_000),
      },
    });
    try {
      const text = await scrape();
      const lag = Number(/^outbox_lag_seconds\{process_role="worker"\} (\S+)$/m.exec(text)?.[1]);
      expect(lag).toBeGreaterThanOrEqual(3600);
      expect(lag).toBeLessThan(3700);
      expect(Number(/^outbox_pending_entries\{process_role="worker"\} (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(
        1,
      );
    } finally {
      await db.outboxEntry.delete({ where: { id: entry.id } });
    }
  });
});
