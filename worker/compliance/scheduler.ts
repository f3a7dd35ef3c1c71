// The daily compliance scan as a BullMQ job scheduler on its own queue: reminders (worker/compliance/reminder-scan.ts),
// automatic filing (worker/compliance/auto-filing.ts) and renewals (worker/compliance/renewals.ts). Each is safe to
// run twice or concurrently, so retries and several workers are harmless. The day scanned is the job's `date` when it has one (an operator's scan, a
// simulated year), else the day the job runs.
import { Queue, Worker } from 'bullmq';
import type Stripe from 'stripe';
import { parseCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import type { Config } from '../../platform/config';
import type { Log } from '../../platform/infra/log';
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import {
  COMPLIANCE_SCAN_JOB,
  type ComplianceScanData,
  ORGANIZATION_DIGEST_JOB,
} from '../../platform/queues/compliance';
import { closeQueue, createQueueConnection, queuePrefix, reportOutages } from '../../platform/queues/connection';
import { COMPLIANCE_QUEUE } from '../../platform/queues/names';
import { type DigestResult, runOrganizationDigests } from '../organizations/digest';
import { type AutoFilingResult, runAutoFiling } from './auto-filing';
import { runComplianceScan, type ScanResult } from './reminder-scan';
import { type RenewalResult, runRenewals } from './renewals';

/** @internal */
export const COMPLIANCE_SCAN_SCHEDULER = 'compliance-daily-scan';
/**
 * Every day at 13:00 UTC (morning across US time zones).
 * @internal
 */
export const COMPLIANCE_SCAN_PATTERN = '0 13 * * *';
/** @internal */
export const ORGANIZATION_DIGEST_SCHEDULER = 'organization-weekly-digest';
/**
 * Mondays at 13:00 UTC.
 * @internal
 */
export const ORGANIZATION_DIGEST_PATTERN = '0 13 * * 1';

export interface ComplianceSchedulerHandle {
  queue: Queue;
  worker: Worker;
  /** Resolves once the daily job scheduler is registered (it waits for Redis if needed). */
  scheduled: Promise<void>;
  close(): Promise<void>;
}

export function startComplianceScheduler(options: {
  config: Config;
  db: Db;
  log: Log;
  mailer: Mailer;
  /** Charges automatic filings (null: payments not configured, automatic filing fails and is logged). */
  stripe?: Stripe | null;
  /** The scan's clock when the job names no day. */
  now?: () => Date;
}): ComplianceSchedulerHandle {
  const { config, db, log, mailer } = options;
  const stripe = options.stripe ?? null;
  const now = options.now ?? (() => new Date());
  const prefix = queuePrefix(config);
  const queueConnection = createQueueConnection(config, 'compliance-queue');
  const workerConnection = createQueueConnection(config, 'compliance-worker');
  reportOutages(queueConnection, log, config.redisUrl);
  workerConnection.on('error', () => {});

  const queue = new Queue(COMPLIANCE_QUEUE, { connection: queueConnection, prefix });
  queue.on('error', () => {});
  const worker = new Worker<
    ComplianceScanData | undefined,
    (ScanResult & { autoFiling: AutoFilingResult; renewals: RenewalResult }) | DigestResult
  >(
    COMPLIANCE_QUEUE,
    async (job) => {
      if (job.name !== COMPLIANCE_SCAN_JOB && job.name !== ORGANIZATION_DIGEST_JOB)
        throw new Error(`Unknown compliance job "${job.name}"`);
      const named = job.data?.date;
      const day = named ? parseCalendarDate(named) : toCalendarDate(now());
      if (!day) throw new Error(`The compliance scan's date must be YYYY-MM-DD (got "${named}")`);
      const publicUrl = config.publicUrl;
      if (job.name === ORGANIZATION_DIGEST_JOB) return runOrganizationDigests({ db, mailer, log, publicUrl }, day);
      const reminders = await runComplianceScan({ db, mailer, log, publicUrl }, day);
      const autoFiling = await runAutoFiling(
        { db, stripe, mailer, log, publicUrl, leadDays: config.autoFileLeadDays },
        day,
      );
      const renewals = await runRenewals(
        { db, stripe, mailer, log, publicUrl, noticeDays: config.renewalNoticeDays },
        day,
      );
      return { ...reminders, autoFiling, renewals };
    },
    {
      connection: workerConnection,
      prefix,
      concurrency: 1,
      // A killed worker's scan is found stalled once its lock lapses, and runs again.
      lockDuration: config.complianceScanLockMs,
      stalledInterval: config.complianceScanLockMs,
    },
  );
  worker.on('error', () => {});
  worker.on('failed', (job, err) => log.error({ job: job?.name, err: err.message }, 'compliance scan failed'));

  const scheduled = queue
    .upsertJobScheduler(
      COMPLIANCE_SCAN_SCHEDULER,
      { pattern: COMPLIANCE_SCAN_PATTERN, tz: 'UTC' },
      { name: COMPLIANCE_SCAN_JOB, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
    )
    .then(() =>
      queue.upsertJobScheduler(
        ORGANIZATION_DIGEST_SCHEDULER,
        { pattern: ORGANIZATION_DIGEST_PATTERN, tz: 'UTC' },
        { name: ORGANIZATION_DIGEST_JOB, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
      ),
    )
    .then(() => log.info('compliance: deadlines are scanned daily for reminders, organisations digested weekly'))
    .catch((err: Error) => log.error({ err: err.message }, 'compliance: could not register the job scheduler'));

  return {
    queue,
    worker,
    scheduled,
    close: () => closeQueue({ queue, worker, queueConnection, workerConnection }),
  };
}
