// `npm run bench pipeline`: issue 24's figures from one real run, each beside its target. The soak's services in
// figure mode (a fresh database, its own Redis, Temporal dev server, Stripe stand-in and Mailpit) and the
// product started as `npm start` starts it (dist/server/start.mjs: the compiled API and worker), then:
// - paid (signed webhook) to the workflow's first activity, one order at a time (from the workflow's history);
// - 50 payments at once, until every workflow has started (and run its first activity);
// - 50 concurrent `approve` actions on those orders (each answer's time), then all 300 documents ready;
// - Lighthouse on /admin signed in (mobile and desktop), /packages, /onboarding and / (mobile).
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createPrisma } from '../../platform/infra/prisma';
import { upsertUser } from '../../platform/services/identity';
import { onboardingWorkflowId } from '../../workflows/definitions';
import { Agent } from '../soak/agent';
import { checkoutRecord, makeCustomers, seededRandom } from '../soak/customers';
import { percentile } from '../soak/figures';
import { deliverPaidWebhook, startCheckout } from '../soak/journey';
import { Recorder } from '../soak/recorder';
import { startRunServices } from '../soak/run-services';
import { freePort } from '../temporal/dev-server';
import { type LighthouseFigures, medianLighthouse } from './lighthouse';
import { startLogged, stop, waitForOk } from './load';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SINGLE_ORDERS = Number(process.env.BENCH_SINGLE_ORDERS ?? 20);
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 50);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_PAGES=admin,packages (`home` for /): only those pages' Lighthouse rows; unset, all of them. */
const PAGES_ONLY =
  process.env.BENCH_PAGES && process.env.BENCH_PAGES !== '0' ? process.env.BENCH_PAGES.split(',') : null;
const STAFF = { email: 'staff@bench.example', password: 'bench-staff-password-0123456789' };

interface Row {
  figure: string;
  measured: string;
  target: string;
  ok: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

function printRows(rows: Row[]) {
  const width = Math.max(...rows.map((r) => r.figure.length));
  const measuredWidth = Math.max(...rows.map((r) => r.measured.length));
  console.log(`\n${'Figure'.padEnd(width)}  ${'Measured'.padEnd(measuredWidth)}  Target`);
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(width)}  ${r.measured.padEnd(measuredWidth)}  ${r.target}  ${r.ok ? 'OK' : 'MISSED'}`,
    );
}

type HistoryEvent = NonNullable<
  Awaited<ReturnType<ReturnType<Client['workflow']['getHandle']>['fetchHistory']>>['events']
>[number];
const eventAt = (event: HistoryEvent | undefined) =>
  event?.eventTime?.seconds
    ? Number(event.eventTime.seconds) * 1000 + Math.floor((event.eventTime.nanos ?? 0) / 1e6)
    : Number.NaN;

/**
 * Where an approve's time went, from its workflow's history: sent -> update accepted (the API's read and the first
 * workflow task), accepted -> update completed (the transition's write and the workflow tasks around it),
 * completed -> the answer (the API's audit write and the reply).
 */
async function approvePhases(client: Client, orderId: string, sentAt: number, answeredAt: number) {
  const history = await client.workflow.getHandle(onboardingWorkflowId(orderId)).fetchHistory();
  const events = history.events ?? [];
  const accepted = eventAt(events.find((e) => e.workflowExecutionUpdateAcceptedEventAttributes));
  const completed = eventAt(events.find((e) => e.workflowExecutionUpdateCompletedEventAttributes));
  return { toAccepted: accepted - sentAt, toCompleted: completed - accepted, toAnswer: answeredAt - completed };
}

/** Event times of a workflow's history: started, and its first activity started. */
export async function historyTimes(client: Client, orderId: string) {
  const history = await client.workflow
    .getHandle(onboardingWorkflowId(orderId))
    .fetchHistory()
    .catch(() => null);
  const at = (event: { eventTime?: { seconds?: unknown; nanos?: number | null } | null } | undefined) =>
    event?.eventTime?.seconds
      ? Number(event.eventTime.seconds) * 1000 + Math.floor((event.eventTime.nanos ?? 0) / 1e6)
      : null;
  const events = history?.events ?? [];
  return {
    started: at(events.find((e) => e.workflowExecutionStartedEventAttributes)),
    firstActivity: at(events.find((e) => e.activityTaskStartedEventAttributes)),
  };
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, timeoutMs: number, everyMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export async function benchPipeline(parts: { pipeline: boolean; pages: boolean }): Promise<void> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const rows: Row[] = [];
  try {
    const services = await startRunServices('bench', cleanups);
    const { workDir, database, temporal, stub, webhookSecret } = services;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const logFile = path.join(workDir, 'product.log');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...services.env,
      PORT: String(port),
      PUBLIC_URL: base,
      START_SKIP_BUILD: '1',
    };
    delete env.LOG_LEVEL;
    delete env.NODE_OPTIONS;
    console.log(`Starting the product as npm start does (port ${port}, Temporal ${temporal.address}; log ${logFile})`);
    const product = startLogged(process.execPath, [path.join(ROOT, 'dist/server/start.mjs')], env, logFile, ROOT);
    cleanups.push(() => stop(product));
    await waitForOk(`${base}/api/health`);

    const db = createPrisma(database.url);
    cleanups.push(() => db.$disconnect());
    await upsertUser(db, { ...STAFF, role: 'ADMIN' });
    const recorder = new Recorder();
    const staff = new Agent([base], recorder);
    await staff.login(STAFF.email, STAFF.password);

    if (parts.pipeline) {
      const connection = await Connection.connect({ address: temporal.address });
      cleanups.push(() => connection.close());
      const client = new Client({ connection, namespace: temporal.namespace });
      const deps = { deadline: Date.now() + 30 * 60_000, stub, webhookSecret };
      const customers = makeCustomers(1 + SINGLE_ORDERS + AT_ONCE, seededRandom(24));
      const checkout = async (i: number) => {
        const customer = customers[i];
        const order = { ...customer.orders[0], states: ['DE', 'WY'] };
        const trace = { orderId: null as string | null, intentId: null as string | null };
        const agent = new Agent([base], recorder);
        const intentId = await startCheckout(deps, agent, checkoutRecord(customer, order), trace, 0);
        return { agent, intentId, orderId: trace.orderId! };
      };

      // A first order, not counted: the worker's Temporal poller starts a moment after the API answers.
      const warmUp = await checkout(SINGLE_ORDERS + AT_ONCE);
      await deliverPaidWebhook(deps, warmUp.agent, warmUp.intentId, 0);
      await until(
        'the first order in review',
        () => db.orderStageEvent.count({ where: { orderId: warmUp.orderId, action: 'paid' } }),
        180_000,
        100,
      );

      // One order at a time: webhook sent -> the workflow's first activity started.
      const single: number[] = [];
      for (let i = 0; i < SINGLE_ORDERS; i++) {
        const order = await checkout(i);
        const sentAt = Date.now();
        await deliverPaidWebhook(deps, order.agent, order.intentId, 0);
        const first = await until(
          'first activity',
          async () => (await historyTimes(client, order.orderId)).firstActivity,
          30_000,
          20,
        );
        single.push(first - sentAt);
      }
      rows.push({
        figure: `Paid (signed webhook) to first activity, one order (${SINGLE_ORDERS})`,
        measured: `p50 ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}`,
        target: 'p50 <= 100 ms, p95 <= 300 ms',
        ok: percentile(single, 50) <= 100 && percentile(single, 95) <= 300,
      });

      // Payments at once: every webhook sent together, then each workflow's start from its history.
      const batch = [];
      for (let i = 0; i < AT_ONCE; i++) batch.push(await checkout(SINGLE_ORDERS + i));
      const ids = batch.map((o) => o.orderId);
      const paidAt = Date.now();
      await Promise.all(batch.map((o) => deliverPaidWebhook(deps, o.agent, o.intentId, 0)));
      const inReview = () => db.orderStageEvent.count({ where: { orderId: { in: ids }, action: 'paid' } });
      await until('all paid orders in review', async () => (await inReview()) === ids.length, 120_000, 100);
      const times = await Promise.all(ids.map((id) => historyTimes(client, id)));
      const allStarted = Math.max(...times.map((t) => t.started ?? Number.POSITIVE_INFINITY)) - paidAt;
      const allFirst = Math.max(...times.map((t) => t.firstActivity ?? Number.POSITIVE_INFINITY)) - paidAt;
      rows.push({
        figure: `${AT_ONCE} payments at once, all workflows started`,
        measured: `${seconds(allStarted)} (first activities ${seconds(allFirst)})`,
        target: '<= 1.5 s',
        ok: allStarted <= 1500,
      });

      // Staff approve every one of them at the same moment.
      const approvedAt = Date.now();
      const answers = await Promise.all(
        ids.map(async (id) => {
          const sent = Date.now();
          const reply = await staff.request(`/api/admin/orders/${id}/actions`, {
            method: 'POST',
            body: { action: 'approve' },
            csrf: true,
          });
          return { id, status: reply.status, sent, ms: Date.now() - sent };
        }),
      );
      const refused = answers.filter((a) => a.status !== 200);
      const approveMs = answers.map((a) => a.ms);
      rows.push({
        figure: `${AT_ONCE} concurrent approve actions (API answer)`,
        measured: `p50 ${ms(percentile(approveMs, 50))}, p95 ${ms(percentile(approveMs, 95))}${refused.length ? ` (${refused.length} not 200: ${refused.map((a) => a.status).join(', ')})` : ''}`,
        target: 'p95 <= 400 ms',
        ok: percentile(approveMs, 95) <= 400 && refused.length === 0,
      });
      const ready = () => db.orderStageEvent.count({ where: { orderId: { in: ids }, action: 'documentsReady' } });
      await until('all documents ready', async () => (await ready()) === ids.length, 600_000, 50);
      const documentsMs = Date.now() - approvedAt;
      const phases = await Promise.all(
        answers.filter((a) => a.status === 200).map((a) => approvePhases(client, a.id, a.sent, a.sent + a.ms)),
      );
      const phase = (key: keyof (typeof phases)[number]) => {
        const values = phases.map((p) => p[key]).filter(Number.isFinite);
        return `${key} p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))}`;
      };
      console.log(
        `Approve phases (from the histories): ${(['toAccepted', 'toCompleted', 'toAnswer'] as const).map(phase).join('; ')}`,
      );
      const pdfs = await db.asset.count({ where: { orderId: { in: ids } } });
      rows.push({
        figure: `${AT_ONCE} approved orders x 6 PDFs, all documents ready`,
        measured: `${seconds(documentsMs)} (${pdfs} PDFs, ${(pdfs / (documentsMs / 1000)).toFixed(1)}/s)`,
        target: '<= 6 s',
        ok: documentsMs <= 6000 && pdfs === ids.length * 6,
      });
      printRows(rows);
    }

    if (parts.pages) {
      type Page = { label: string; url: string; preset: 'mobile' | 'desktop'; signedIn?: boolean };
      const allPages: Page[] = [
        { label: '/admin signed in, mobile', url: '/admin', preset: 'mobile', signedIn: true },
        { label: '/admin signed in, desktop', url: '/admin', preset: 'desktop', signedIn: true },
        { label: '/packages, mobile', url: '/packages', preset: 'mobile' },
        { label: '/onboarding, mobile', url: '/onboarding', preset: 'mobile' },
        { label: '/, mobile', url: '/', preset: 'mobile' },
      ];
      const pages = allPages.filter(
        (page) => PAGES_ONLY === null || PAGES_ONLY.includes(page.url.slice(1).split('/')[0] || 'home'),
      );
      const targets: Record<string, [string, (f: LighthouseFigures) => boolean]> = {
        '/admin signed in, mobile': ['>= 85', (f) => f.score >= 85],
        '/admin signed in, desktop': ['>= 95', (f) => f.score >= 95],
        '/packages, mobile': ['>= 95, LCP <= 2.2 s', (f) => f.score >= 95 && f.lcpMs <= 2200],
        '/onboarding, mobile': ['>= 95, LCP <= 2.2 s', (f) => f.score >= 95 && f.lcpMs <= 2200],
        '/, mobile': ['>= 95', (f) => f.score >= 95],
      };
      console.log(`\nLighthouse, performance (median LCP of ${LIGHTHOUSE_RUNS} runs, Chromium /usr/bin/chromium):`);
      for (const page of pages) {
        const figures = await medianLighthouse(
          `${base}${page.url}`,
          { preset: page.preset, cookie: page.signedIn ? staff.cookieHeader() : undefined },
          LIGHTHOUSE_RUNS,
        ).catch((err: Error) => {
          rows.push({ figure: `Lighthouse ${page.label}`, measured: err.message, target: '', ok: false });
          return null;
        });
        if (!figures) continue;
        const [target, met] = targets[page.label];
        const row = {
          figure: `Lighthouse ${page.label}`,
          measured: `${figures.score}: LCP ${seconds(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, ${Math.round(figures.transferredBytes / 1024)} KB`,
          target,
          ok: met(figures),
        };
        rows.push(row);
        console.log(
          `  ${row.figure}: ${row.measured} (runs: ${figures.runs.map((r) => `${r.score}/${seconds(r.lcpMs)}`).join(', ')}); LCP element ${figures.lcpElement}`,
        );
      }
    }
    printRows(rows);
  } finally {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  }
}
