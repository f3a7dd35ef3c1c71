// A year of daily compliance scans in one run: its own database, the local Redis under a prefix of its own, the
// Stripe stand-in delivering its webhooks to the API (in this process), and the real worker process
// (worker/main.ts) running each day's scan from its job's date, killed with SIGKILL during the scan on chosen days
// and started again. Between scans, staff and clients act (./people.ts) and Stripe's clock moves with the days
// (./renewals.ts). Answers the figures and the breaches (./checks.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { addDays, formatCalendarDate } from '../../domain/calendar-dates';
import { annualReportRule } from '../../domain/order-kind-plans';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { createStripe } from '../../platform/infra/stripe';
import { createComplianceQueue, enqueueComplianceScan } from '../../platform/queues/compliance';
import { reconcilePayments, utcDay } from '../../platform/services/reconciliation';
import { startStripeStub } from '../../stand-ins/stripe-server';
import { AppProcess } from '../soak/processes';
import { createOwnDatabase } from '../soak/services';
import { formatYearFigures, type YearFigures, yearFigures } from './checks';
import { clientsPayByHand } from './hand-payments';
import { chasedClientsFixCards, clientsFileTheirOwn, staffFilePaidReports } from './people';
import { createPopulation, type SimulatedEntity } from './population';
import { RENEWAL_NOTICE_DAYS, type RenewalFigures, RenewalYear } from './renewals';

export interface YearOptions {
  entities: number;
  days: number;
  start: Date;
  /** How many times the worker is killed (spread over the year, each on a day automatic filing orders). */
  kills: number;
  seed: number;
  /** The jurisdictions the entities are formed in, in turn (the six states of the spec when not given). */
  states?: readonly string[];
  log: (line: string) => void;
}

export interface YearResult {
  figures: YearFigures;
  renewals: RenewalFigures;
  breaches: string[];
  /** The days the worker was killed, and whether its scan was running then. */
  kills: { day: string; duringScan: boolean }[];
  /** The charges and refunds the daily reconciliation paired with orders over the run's days. */
  reconciled: { charges: number; refunds: number };
  /** The figures as printed. */
  report: string;
}

const LEAD_DAYS = 45;
/** The workers' settings of a simulation: automatic filing orders 45 days ahead, renewals are noticed 30 days ahead. */
export const SIMULATION_ENV = {
  AUTOFILE_LEAD_DAYS: String(LEAD_DAYS),
  RENEWAL_NOTICE_DAYS: String(RENEWAL_NOTICE_DAYS),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function simulateYear(options: YearOptions): Promise<YearResult> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    return await run(options, cleanups);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

async function run(options: YearOptions, cleanups: (() => Promise<unknown>)[]): Promise<YearResult> {
  const { log } = options;
  const runStarted = new Date();
  const runId = `sim-${Date.now().toString(36)}-${randomBytes(2).toString('hex')}`;
  const database = await createOwnDatabase();
  cleanups.push(() => database.drop());
  const storage = await mkdtemp(path.join(tmpdir(), 'simulate-year-'));
  cleanups.push(() => rm(storage, { recursive: true, force: true }));
  const stub = await startStripeStub({ webhookSecret: `whsec_${runId}` });
  cleanups.push(() => stub.close());
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: runId,
    STORAGE_DIR: storage,
    PUBLIC_URL: 'http://127.0.0.1:3999',
    STRIPE_SECRET_KEY: `sk_test_${runId}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${runId}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${runId}`,
    STRIPE_API_BASE: stub.url,
    ...SIMULATION_ENV,
    // The scan of the killed worker runs again within seconds, not the minute of the default lock: the same recovery.
    COMPLIANCE_SCAN_LOCK_MS: '5000',
    SESSION_SECRET: `${runId}-session-secret-that-is-long-enough-0123456789`,
  };
  const config = loadConfig(env);
  const db = createPrisma(database.url);
  cleanups.push(() => db.$disconnect());
  const producer = createComplianceQueue(config, 'simulate-year');
  cleanups.push(() => producer.close());
  const stripe = createStripe(config)!;
  // The API receives Stripe's webhooks (renewals charged or ended), as in production.
  const redis = createRedis(config.redisUrl, 'simulate-year');
  await redis.connect();
  cleanups.push(async () => redis.disconnect());
  const app = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'warn' }), db, redis, temporal: null, stripe });
  cleanups.push(() => app.close());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  stub.webhookUrl = `${address}/api/webhooks/stripe`;

  const entities = await createPopulation(
    { db, stripe, stubUrl: stub.url },
    { count: options.entities, start: options.start, seed: options.seed, run: runId, states: options.states },
  );
  log(`${entities.length} entities formed, ${entities.filter((e) => e.autoFile).length} on automatic filing`);

  // Only the compliance scans this run enqueues: TEMPORAL_ADDRESS unset, the pipeline's workflows are not started.
  const worker = new AppProcess({
    name: 'worker',
    script: 'worker/main.ts',
    env,
    ready: (p) => p.nextLine('compliance: deadlines are scanned daily'),
  });
  cleanups.push(() => worker.kill('SIGTERM'));
  await worker.start();

  const end = addDays(options.start, options.days - 1);
  const renewals = new RenewalYear({ db, stripe, stubUrl: stub.url, billing: stub.billing }, entities);
  const killDays = await chooseKillDays(db, entities, options);
  const kills: YearResult['kills'] = [];
  await scanDays(
    { db, queue: producer.queue, stubUrl: stub.url, entities, renewals, app },
    { start: options.start, days: options.days, log },
    async (date, jobId) => {
      if (!killDays.has(date)) return;
      kills.push({ day: date, duringScan: await killDuringScan(producer.queue, jobId, worker) });
      log(`${date}: worker killed with SIGKILL${kills.at(-1)?.duringScan ? ' during the scan' : ''}, started again`);
    },
  );
  if (worker.unexpectedExits.length)
    throw new Error(`the worker stopped by itself: ${worker.unexpectedExits.join('; ')}`);

  // The daily reconciliation over the run's real days (the stand-in dates charges by the wall clock): every charge
  // and refund the year made pairs with one order, and every paid order with its charge.
  const reconciled = [];
  for (let day = utcDay(runStarted); day <= utcDay(new Date()); day = addDays(day, 1))
    reconciled.push(await reconcilePayments(db, stripe, day));
  const { figures, breaches } = await yearFigures({ db, setup: stub.setup }, entities, { start: options.start, end });
  const renewed = await renewals.check(end);
  breaches.push(...renewed.breaches);
  for (const found of reconciled.flatMap((r) => r.mismatches))
    breaches.push(`reconciliation: ${found.kind}: ${found.detail}`);
  if (kills.length !== options.kills)
    breaches.push(`the worker was killed ${kills.length} times, not ${options.kills}`);
  const killLine = `worker killed with SIGKILL and restarted: ${kills.map((k) => `${k.day}${k.duringScan ? ' (during the scan)' : ''}`).join(', ') || 'never'}`;
  const report = formatYearFigures(figures, [
    `days scanned: ${options.days} (${formatCalendarDate(options.start)} to ${formatCalendarDate(end)})`,
    killLine,
    `reconciled: ${reconciled.reduce((n, r) => n + r.charges, 0)} charges, ${reconciled.reduce((n, r) => n + r.refunds, 0)} refunds, ${reconciled.reduce((n, r) => n + r.mismatches.length, 0)} mismatches`,
    ...renewed.lines,
  ]);
  const paired = {
    charges: reconciled.reduce((n, r) => n + r.charges, 0),
    refunds: reconciled.reduce((n, r) => n + r.refunds, 0),
  };
  return { figures, renewals: renewed.figures, breaches, kills, reconciled: paired, report };
}

/** Days spread over the year on which automatic filing orders something (a scan with work to interrupt). */
async function chooseKillDays(
  db: ReturnType<typeof createPrisma>,
  entities: SimulatedEntity[],
  options: YearOptions,
): Promise<Set<string>> {
  const busy = new Set<string>();
  for (const entity of entities.filter((e) => e.autoFile)) {
    const rule = annualReportRule(entity.stateCode, entity.entityType);
    const open = await db.complianceObligation.findMany({
      where: { entityId: entity.entityId, ruleId: rule?.id, filedOn: null },
    });
    for (const o of open) busy.add(formatCalendarDate(addDays(o.dueDate, -LEAD_DAYS)));
  }
  const days = new Set<string>();
  for (let k = 1; k <= options.kills; k++) {
    const from = Math.floor((options.days * k) / (options.kills + 1));
    let chosen = formatCalendarDate(addDays(options.start, from));
    for (let i = from; i < options.days; i++) {
      const date = formatCalendarDate(addDays(options.start, i));
      if (busy.has(date) && !days.has(date)) {
        chosen = date;
        break;
      }
    }
    days.add(chosen);
  }
  return days;
}

type Queue = ReturnType<typeof createComplianceQueue>['queue'];

/**
 * Day after day from `start`: the day's compliance scan enqueued (`whileScanning` runs as it may be running) and
 * waited for, then staff and clients act (./people.ts) and Stripe's clock moves to the day (./renewals.ts). Answers
 * each scan's duration in milliseconds (from the worker taking its job to the job's end). Used by the year's
 * simulation and by `npm run bench scale` (a month).
 */
export async function scanDays(
  deps: {
    db: Db;
    queue: Queue;
    stubUrl: string;
    entities: SimulatedEntity[];
    renewals: RenewalYear;
    /** The API in this process, where hand-paying clients pay from the entity page (./hand-payments.ts). */
    app?: FastifyInstance;
  },
  range: { start: Date; days: number; log: (line: string) => void },
  whileScanning: (date: string, jobId: string) => Promise<void> = async () => {},
): Promise<number[]> {
  const { db, queue, stubUrl, entities, renewals, app } = deps;
  const durations: number[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = addDays(range.start, i);
    const date = formatCalendarDate(day);
    const jobId = await enqueueComplianceScan(queue, { date });
    await whileScanning(date, jobId);
    const job = await scanDone(queue, jobId);
    durations.push((job?.finishedOn ?? Number.NaN) - (job?.processedOn ?? Number.NaN));
    await staffFilePaidReports(db, day);
    await clientsFileTheirOwn(db, day, entities);
    await chasedClientsFixCards(db, stubUrl, entities);
    if (app) await clientsPayByHand({ app, db, stubUrl }, entities);
    await renewals.afterScan(day);
    if (i % 30 === 29) range.log(`${date}: ${i + 1} days scanned`);
  }
  return durations;
}

/** Kills the worker as soon as the job runs (or once it ran, if it was quicker than us) and starts another. */
async function killDuringScan(queue: Queue, jobId: string, worker: AppProcess): Promise<boolean> {
  let state = await queue.getJobState(jobId);
  for (let i = 0; i < 4000 && state !== 'active' && state !== 'completed' && state !== 'failed'; i++) {
    await sleep(5);
    state = await queue.getJobState(jobId);
  }
  await worker.kill('SIGKILL');
  await worker.start();
  return state === 'active';
}

/**
 * Waits for the scan (a job stalled by a killed worker is taken up again by the next one, within about twice
 * COMPLIANCE_SCAN_LOCK_MS).
 */
async function scanDone(queue: Queue, jobId: string) {
  const until = Date.now() + 180_000;
  for (;;) {
    const state = await queue.getJobState(jobId);
    if (state === 'completed') return queue.getJob(jobId);
    if (state === 'failed') throw new Error(`scan ${jobId} failed: ${(await queue.getJob(jobId))?.failedReason}`);
    if (Date.now() > until) throw new Error(`scan ${jobId} still ${state} after 3 minutes`);
    await sleep(10);
  }
}
