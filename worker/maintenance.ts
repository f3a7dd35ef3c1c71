// The maintenance queue (BullMQ): prunes expired sessions every hour, and on the 1st of each month bills each
// partner the live orders it placed the month before (one Stripe invoice per partner and month), and each day
// reconciles the day before's Stripe charges and refunds with the orders (payment mismatches for staff).
import { type Job, Queue, Worker } from 'bullmq';
import type Stripe from 'stripe';
import { parseCalendarDate, toCalendarDate } from '../domain/calendar-dates';
import type { Config } from '../platform/config';
import type { Log } from '../platform/infra/log';
import type { Db } from '../platform/infra/prisma';
import { PrismaSessionStore } from '../platform/infra/session-store';
import { closeQueue, createQueueConnection, queuePrefix, reportOutages } from '../platform/queues/connection';
import { MAINTENANCE_QUEUE } from '../platform/queues/names';
import { invoicePartnersForMonth, previousMonth } from '../platform/services/partners';
import { reconcilePayments } from '../platform/services/reconciliation';

/** @internal */
export const PRUNE_SESSIONS_SCHEDULER = 'prune-sessions-hourly';
/** @internal */
export const PRUNE_SESSIONS_JOB = 'prune-sessions';
/** @internal */
export const PARTNER_INVOICES_SCHEDULER = 'partner-invoices-monthly';
/** @internal */
export const PARTNER_INVOICES_JOB = 'partner-invoices';
/**
 * 06:00 UTC on the 1st: every order of the month before is placed.
 * @internal
 */
export const PARTNER_INVOICES_PATTERN = '0 6 1 * *';
/** @internal */
export const PAYMENT_RECONCILIATION_SCHEDULER = 'payment-reconciliation-daily';
const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';
/**
 * 00:30 UTC: the day before is over, and its late webhooks have landed.
 * @internal
 */
export const PAYMENT_RECONCILIATION_PATTERN = '30 0 * * *';

export interface MaintenanceDeps {
  /** Bills partners (null: payments not configured, the monthly job fails and is logged, to run again). */
  stripe?: Stripe | null;
  now?: () => Date;
}

export interface MaintenanceHandle {
  queue: Queue;
  worker: Worker;
  /** Resolves once the hourly job scheduler is registered (it waits for Redis if needed). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs one job. The partner invoices bill the month before the day the job runs, or the month its data names
 * (`{month: 'YYYY-MM-01'}`, an operator's run); running it again bills nothing twice.
 * @internal
 */
export async function runMaintenanceJob(
  db: Db,
  job: Pick<Job, 'name'> & { data?: unknown },
  deps: MaintenanceDeps = {},
) {
  if (job.name === PRUNE_SESSIONS_JOB) return { pruned: await new PrismaSessionStore(db).prune() };
  if (job.name === PAYMENT_RECONCILIATION_JOB) return reconcileDayBefore(db, job, deps);
  if (job.name !== PARTNER_INVOICES_JOB) throw new Error(`Unknown maintenance job "${job.name}"`);
  if (!deps.stripe) throw new Error('Partner invoices need Stripe (STRIPE_SECRET_KEY)');
  const named = (job.data as { month?: string } | undefined)?.month;
  const month = named ? parseCalendarDate(named) : previousMonth(toCalendarDate((deps.now ?? (() => new Date()))()));
  if (month?.getUTCDate() !== 1) throw new Error(`The month must be its first day, YYYY-MM-01 (got "${named}")`);
  return invoicePartnersForMonth(db, deps.stripe, month);
}

/** Reconciles the day before the job runs, or the day its data names (`{day: 'YYYY-MM-DD'}`, an operator's run). */
async function reconcileDayBefore(db: Db, job: { data?: unknown }, deps: MaintenanceDeps) {
  if (!deps.stripe) throw new Error('Reconciliation needs Stripe (STRIPE_SECRET_KEY)');
  const named = (job.data as { day?: string } | undefined)?.day;
  const today = toCalendarDate((deps.now ?? (() => new Date()))());
  const day = named ? parseCalendarDate(named) : new Date(today.getTime() - 24 * 60 * 60 * 1000);
  if (!day) throw new Error(`The day must be YYYY-MM-DD (got "${named}")`);
  const report = await reconcilePayments(db, deps.stripe, day);
  return { ...report, mismatches: report.mismatches.length };
}

export function startMaintenance(
  options: { config: Config; db: Db; log: Log; everyMs?: number } & MaintenanceDeps,
): MaintenanceHandle {
  const { config, db, log } = options;
  const prefix = queuePrefix(config);
  const queueConnection = createQueueConnection(config, 'maintenance-queue');
  const workerConnection = createQueueConnection(config, 'maintenance-worker');
  reportOutages(queueConnection, log, config.redisUrl);
  workerConnection.on('error', () => {}); // reported through the queue connection

  const queue = new Queue(MAINTENANCE_QUEUE, { connection: queueConnection, prefix });
  queue.on('error', () => {});
  const worker = new Worker(MAINTENANCE_QUEUE, async (job) => runMaintenanceJob(db, job, options), {
    connection: workerConnection,
    prefix,
    concurrency: 1,
  });
  worker.on('error', () => {});
  worker.on('completed', (job, result) => log.info({ job: job.name, result }, 'maintenance job done'));
  worker.on('failed', (job, err) => log.error({ job: job?.name, err: err.message }, 'maintenance job failed'));

  const scheduled = Promise.all([
    queue.upsertJobScheduler(
      PRUNE_SESSIONS_SCHEDULER,
      { every: options.everyMs ?? 60 * 60 * 1000 },
      { name: PRUNE_SESSIONS_JOB },
    ),
    queue.upsertJobScheduler(
      PARTNER_INVOICES_SCHEDULER,
      { pattern: PARTNER_INVOICES_PATTERN, tz: 'UTC' },
      { name: PARTNER_INVOICES_JOB, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } } },
    ),
    queue.upsertJobScheduler(
      PAYMENT_RECONCILIATION_SCHEDULER,
      { pattern: PAYMENT_RECONCILIATION_PATTERN, tz: 'UTC' },
      { name: PAYMENT_RECONCILIATION_JOB, opts: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } } },
    ),
  ])
    .then(() =>
      log.info('maintenance: expired sessions are pruned hourly, payments reconciled daily, partners invoiced monthly'),
    )
    .catch((err: Error) => log.error({ err: err.message }, 'maintenance: could not register the job scheduler'));

  return {
    queue,
    worker,
    scheduled,
    close: () => closeQueue({ queue, worker, queueConnection, workerConnection }),
  };
}
