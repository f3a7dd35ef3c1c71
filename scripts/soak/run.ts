// The soak run: its own database, Redis, Temporal dev server, SMTP catcher and Stripe stand-in; two API and two
// worker processes; customers arriving over SOAK_SECONDS while faults are injected; then the checks and figures.
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createPrisma } from '../../platform/infra/prisma';
import { upsertUser } from '../../platform/services/identity';
import { builtTool, installGoTool, MINIO } from '../go-tools/go-tool';
import { startMinio } from '../go-tools/minio-server';
import { Agent } from './agent';
import {
  type CheckInputs,
  checkAnswers,
  checkAudit,
  checkCompliance,
  checkDocuments,
  checkEmails,
  checkIsolation,
  checkLaterOrders,
  checkOrders,
  checkRefunds,
  listRunsOnceEnded,
} from './checks';
import { makeCustomers, seededRandom } from './customers';
import { type DownWindow, type FaultName, inject } from './faults';
import { type Figures, formatFigures, percentile } from './figures';
import { type CustomerTrace, type JourneyDeps, runCustomer } from './journey';
import { startApisAndWorkers } from './processes';
import { Recorder } from './recorder';
import { cleanUpOnStop, startRunServices } from './run-services';

export interface SoakOptions {
  customers: number;
  /** Customers arrive over this many seconds; faults are spread over the same time. */
  seconds: number;
  /** Customers in their journey at once. */
  concurrency: number;
  /** How long after the last arrival orders may take to finish before they count as stuck. */
  drainSeconds: number;
  faults: FaultName[];
  seed: number;
  /** Only to look at the rest of the harness while a known bug with shared business names is open. */
  uniqueBusinessNames: boolean;
  /** `s3`: files in a MinIO bucket of the run's own, each process with a local folder of its own (only staging). */
  storage?: 'local' | 's3';
  log: (line: string) => void;
}

export interface SoakResult {
  breaches: string[];
  figures: Figures;
  windows: DownWindow[];
}

const STAFF_PASSWORD = 'soak-staff-password-0123456789';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { log } = options;
  const cleanups: (() => Promise<unknown>)[] = [];
  const started = Date.now();
  const cleanUp = cleanUpOnStop(cleanups, log);
  try {
    const services = await startRunServices('soak', cleanups);
    const { workDir, database, redis, temporal, mail, stub, webhookSecret } = services;
    const s3 = options.storage === 's3' ? await startOwnMinio(workDir, log) : null;
    if (s3) cleanups.push(() => s3.stop());
    log(
      `services: database ${new URL(database.url).pathname.slice(1)}, ${redis.url}, Temporal ${temporal.address}, ${mail.url}` +
        (s3 ? `, MinIO ${s3.endpoint} (bucket ${s3.settings.bucket})` : ''),
    );
    // With S3 each process has a folder of its own, as on separate machines: a file only one of them could read
    // would show up as a failed download. On the local disk they share one, as on one machine.
    const storageFor = (name: string) => (s3 ? { ...s3.env, STORAGE_DIR: path.join(workDir, 'storage', name) } : {});

    const errorLines: string[] = [];
    const onLine = (name: string, line: string) => {
      if (/"level":(50|60)/.test(line) && errorLines.length < 200) errorLines.push(`${name}: ${line.slice(0, 400)}`);
    };
    const { apis, workers, all, apiUrls } = await startApisAndWorkers(services.env, cleanups, { storageFor, onLine });
    log(`processes: ${all.map((p) => `${p.spec.name} pid ${p.pid}`).join(', ')}; APIs ${apiUrls.join(' and ')}`);

    const db = createPrisma(database.url);
    cleanups.push(() => db.$disconnect());
    const recorder = new Recorder();
    const staff: Agent[] = [];
    for (let n = 1; n <= 3; n++) {
      const email = `staff-${n}@soak.example`;
      await upsertUser(db, { email, password: STAFF_PASSWORD, role: 'ADMIN' });
      const agent = new Agent(apiUrls, recorder);
      await agent.login(email, STAFF_PASSWORD);
      staff.push(agent);
    }

    const arrivalMs = options.seconds * 1000;
    const runStart = Date.now();
    const deps: JourneyDeps = {
      apis: apiUrls,
      recorder,
      stub,
      webhookSecret,
      mails: mail.mails,
      staff,
      deadline: runStart + arrivalMs + options.drainSeconds * 1000,
    };
    const customers = makeCustomers(options.customers, seededRandom(options.seed), options.uniqueBusinessNames);
    const traces: CustomerTrace[] = customers.map((customer) => ({
      customer,
      agent: new Agent(apiUrls, recorder),
      userId: null,
      orders: [],
    }));
    log(
      `${customers.length} customers (${customers.filter((c) => c.orders.length > 1).length} ordering twice, ${customers.filter((c) => c.later).length} returning for a later kind) over ${options.seconds} s, at most ${options.concurrency} at once, seed ${options.seed}; faults: ${options.faults.join(', ') || 'none'}`,
    );

    // Customers arrive evenly over the arrival time, at most `concurrency` in their journey at once.
    let active = 0;
    let finished = 0;
    const slotFreed: (() => void)[] = [];
    const journeys = traces.map(async (trace, i) => {
      await sleep((arrivalMs * i) / customers.length);
      while (active >= options.concurrency) await new Promise<void>((resolve) => slotFreed.push(resolve));
      active++;
      try {
        await runCustomer(deps, trace.customer, trace);
      } finally {
        active--;
        finished++;
        slotFreed.shift()?.();
      }
    });
    const progress = setInterval(
      () =>
        void mail
          .mails()
          .then((mails) =>
            log(
              `progress: ${finished}/${customers.length} customers done, ${active} in their journey, ${mails.length} emails`,
            ),
          )
          .catch(() => {}),
      30_000,
    );
    cleanups.push(async () => clearInterval(progress));

    const windows: DownWindow[] = [];
    const faults = (async () => {
      for (const [i, fault] of options.faults.entries()) {
        const at = runStart + (arrivalMs * (i + 1)) / (options.faults.length + 1);
        await sleep(Math.max(0, at - Date.now()));
        windows.push(await inject(fault, { workers, apis, redis, temporal, log }));
      }
    })();
    await faults;
    await Promise.all(journeys);
    clearInterval(progress);
    log(`all journeys ended after ${Math.round((Date.now() - runStart) / 1000)} s; checking`);

    const connection = await Connection.connect({ address: temporal.address });
    cleanups.push(() => connection.close());
    const client = new Client({ connection, namespace: temporal.namespace });
    const inputs: CheckInputs = {
      db,
      temporal: client,
      stub,
      mails: await mail.mails(),
      recorder,
      windows,
      customers: traces,
      unexpectedExits: all.flatMap((p) => p.unexpectedExits),
    };
    const runs = await listRunsOnceEnded(client, traces);
    const breaches = [
      ...(await checkOrders(inputs, runs)),
      ...(await checkDocuments(inputs)),
      ...(await checkIsolation(inputs)),
      ...checkEmails(inputs),
      ...checkRefunds(inputs),
      ...(await checkCompliance(inputs)),
      ...(await checkLaterOrders(inputs)),
      ...(await checkAudit(inputs)),
      ...checkAnswers(inputs),
    ];
    const inWindows = recorder.answers.filter((a) => a.status >= 500).length;
    log(`${inWindows} answers 5xx in all (allowed only while a process or service was down)`);
    if (errorLines.length)
      log(`${errorLines.length} error log lines from the processes, e.g.:\n  ${errorLines.slice(0, 5).join('\n  ')}`);

    const figures = await measure(traces, runs, recorder, db, started);
    return { breaches, figures, windows };
  } finally {
    await cleanUp();
  }
}

async function measure(
  traces: CustomerTrace[],
  runs: Awaited<ReturnType<typeof listRunsOnceEnded>>,
  recorder: Recorder,
  db: ReturnType<typeof createPrisma>,
  started: number,
): Promise<Figures> {
  const orders = traces.flatMap((t) => t.orders).filter((o) => o.webhookAt !== null);
  const startOf = new Map(runs.map((r) => [r.workflowId, r.startTime]));
  const toStart = orders
    .map((o) => (startOf.get(`onboarding-${o.orderId}`) ?? Number.NaN) - o.webhookAt!)
    .filter(Number.isFinite);
  const ended = orders.filter((o) => o.finishedAt);
  const firstPaid = Math.min(...orders.map((o) => o.webhookAt!));
  const lastEnd = Math.max(...ended.map((o) => o.finishedAt!));
  const actions = orders
    .flatMap((o) => o.actions)
    .filter((a) => a.status === 200)
    .map((a) => a.ms);
  const placedLater = orders.filter((o) => o.kind !== 'FORMATION' && !o.includedBy);
  const completedLater = placedLater.filter((o) => o.end === 'COMPLETE');
  const pdfs = await db.assetVersion.aggregate({
    where: { s3Key: { startsWith: 'generated/' } },
    _count: true,
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  const pdfSpan = ((pdfs._max.createdAt?.getTime() ?? 0) - (pdfs._min.createdAt?.getTime() ?? 0)) / 1000;
  return {
    customers: traces.length,
    orders: orders.length,
    laterOrders: placedLater.length,
    includedCompleted: orders.filter((o) => o.includedBy && o.end === 'COMPLETE').length,
    laterCompleted: Object.fromEntries(
      [...new Set(completedLater.map((o) => o.kind))].map((kind) => [
        kind,
        completedLater.filter((o) => o.kind === kind).length,
      ]),
    ),
    ordersPerMinute: ended.length / ((lastEnd - firstPaid) / 60_000),
    webhookToWorkflowStartMs: { p50: percentile(toStart, 50), p95: percentile(toStart, 95) },
    staffActionMs: { p50: percentile(actions, 50), p95: percentile(actions, 95), count: actions.length },
    pdfs: pdfs._count,
    pdfsPerSecond: pdfSpan > 0 ? pdfs._count / pdfSpan : Number.NaN,
    requests: recorder.answers.length,
    unanswered: recorder.unanswered,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

export { formatFigures };

/** MinIO for SOAK_STORAGE=s3: the pinned build (made now when missing and Go is there), data in the run's folder. */
async function startOwnMinio(workDir: string, log: (line: string) => void) {
  let binary = builtTool(MINIO);
  if (!binary) {
    const outcome = await installGoTool(MINIO, log, { quiet: true });
    if (outcome.kind !== 'present' && outcome.kind !== 'built') throw new Error(`SOAK_STORAGE=s3: ${outcome.message}`);
    binary = outcome.path;
  }
  return startMinio({ binary, dataDir: path.join(workDir, 'minio'), bucket: 'soak-files' });
}
