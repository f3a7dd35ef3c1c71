// The hourly maintenance queue (BullMQ): prunes expired sessions.
import { type Job, Queue, Worker } from 'bullmq';
import type { Config } from '../platform/config';
import type { Log } from '../platform/infra/log';
import type { Db } from '../platform/infra/prisma';
import { PrismaSessionStore } from '../platform/infra/session-store';
import { closeQueue, createQueueConnection, queuePrefix, reportOutages } from '../platform/queues/connection';
import { MAINTENANCE_QUEUE } from '../platform/queues/names';

export { MAINTENANCE_QUEUE } from '../platform/queues/names';
export const PRUNE_SESSIONS_SCHEDULER = 'prune-sessions-hourly';
export const PRUNE_SESSIONS_JOB = 'prune-sessions';

export interface MaintenanceHandle {
  queue: Queue;
  worker: Worker;
  /** Resolves once the hourly job scheduler is registered (it waits for Redis if needed). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

export async function runMaintenanceJob(db: Db, job: Pick<Job, 'name'>): Promise<{ pruned: number }> {
  if (job.name !== PRUNE_SESSIONS_JOB) throw new Error(`Unknown maintenance job "${job.name}"`);
  return { pruned: await new PrismaSessionStore(db).prune() };
}

export function startMaintenance(options: { config: Config; db: Db; log: Log; everyMs?: number }): MaintenanceHandle {
  const { config, db, log } = options;
  const prefix = queuePrefix(config);
  const queueConnection = createQueueConnection(config, 'maintenance-queue');
  const workerConnection = createQueueConnection(config, 'maintenance-worker');
  reportOutages(queueConnection, log, config.redisUrl);
  workerConnection.on('error', () => {}); // reported through the queue connection

  const queue = new Queue(MAINTENANCE_QUEUE, { connection: queueConnection, prefix });
  queue.on('error', () => {});
  const worker = new Worker(MAINTENANCE_QUEUE, async (job) => runMaintenanceJob(db, job), {
    connection: workerConnection,
    prefix,
    concurrency: 1,
  });
  worker.on('error', () => {});
  worker.on('completed', (job, result) => log.info({ job: job.name, result }, 'maintenance job done'));
  worker.on('failed', (job, err) => log.error({ job: job?.name, err: err.message }, 'maintenance job failed'));

  const scheduled = queue
    .upsertJobScheduler(
      PRUNE_SESSIONS_SCHEDULER,
      { every: options.everyMs ?? 60 * 60 * 1000 },
      { name: PRUNE_SESSIONS_JOB },
    )
    .then(() => log.info('maintenance: expired sessions are pruned hourly'))
    .catch((err: Error) => log.error({ err: err.message }, 'maintenance: could not register the job scheduler'));

  return {
    queue,
    worker,
    scheduled,
    close: () => closeQueue({ queue, worker, queueConnection, workerConnection }),
  };
}
