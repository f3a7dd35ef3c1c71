// The worker's Prometheus figures: jobs waiting/active/... per queue (read from Redis at each scrape), job
// durations and failures per queue (from the worker's own job events), and the outbox lag (age of the oldest
// entry still pending, read from PostgreSQL at each scrape). Served by platform/metrics/server.ts.
import { Queue, type Worker } from 'bullmq';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Config } from '../platform/config';
import type { Db } from '../platform/infra/prisma';
import { createQueueConnection, queuePrefix } from '../platform/queues/connection';
import { ALL_QUEUES } from '../platform/queues/names';
import { countPendingOutboxEntries, oldestPendingOutboxEntry } from '../platform/services/outbox';

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;
/** A scrape never waits longer than this on Redis or PostgreSQL: the figures are left as they were. */
const READ_TIMEOUT_MS = 2000;

export interface WorkerMetrics {
  /** Counts the jobs `worker` finishes into the per-queue durations and failures. */
  observe(worker: Worker): void;
  close(): Promise<void>;
}

export function createWorkerMetrics(options: { registry: Registry; config: Config; db: Db }): WorkerMetrics {
  const { registry, config, db } = options;
  const connection = createQueueConnection(config, 'worker-metrics');
  connection.on('error', () => {}); // outages are reported by the maintenance queue's connection
  const queues = ALL_QUEUES.map((name) => new Queue(name, { connection, prefix: queuePrefix(config) }));
  for (const queue of queues) queue.on('error', () => {});

  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, prioritized, waiting-children, failed, completed).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await Promise.all(
        queues.map((queue) => withTimeout(queue.getJobCounts(...JOB_STATES)).catch(() => undefined)),
      );
      queues.forEach((queue, i) => {
        const byState = counts[i];
        if (byState) for (const state of JOB_STATES) this.set({ queue: queue.name, state }, byState[state] ?? 0);
      });
    },
  });
  const durations = new Histogram({
    name: 'bullmq_job_duration_seconds',
    help: 'Time a job ran (one attempt), by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'bullmq_job_failures_total',
    help: 'Failed job attempts by queue (a job retried three times and failing each time counts three).',
    labelNames: ['queue'],
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest outbox entry still pending (0 when none is): how far the relay is behind.',
    registers: [registry],
    async collect() {
      const oldest = await withTimeout(oldestPendingOutboxEntry(db)).catch(() => undefined);
      if (oldest === undefined) return;
      this.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'outbox_pending_entries',
    help: 'Outbox entries still pending (waiting to be sent, or to be retried).',
    registers: [registry],
    async collect() {
      const pending = await withTimeout(countPendingOutboxEntries(db)).catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });

  return {
    observe(worker) {
      const seconds = (job: { processedOn?: number; finishedOn?: number }) =>
        job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : undefined;
      worker.on('completed', (job) => {
        const ran = seconds(job);
        if (ran !== undefined) durations.observe({ queue: worker.name, outcome: 'completed' }, ran);
      });
      worker.on('failed', (job) => {
        failures.inc({ queue: worker.name });
        const ran = job ? seconds(job) : undefined;
        if (ran !== undefined) durations.observe({ queue: worker.name, outcome: 'failed' }, ran);
      });
    },
    async close() {
      if (connection.status === 'ready') await Promise.allSettled(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics read timed out')), READ_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
