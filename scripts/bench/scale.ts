// `npm run bench scale [-- --sizes 10,100,1000]`: how the cost of an order grows with the business. At each size N
// the same mix of work runs on fresh services (the soak's: its own database, Redis, Temporal dev server, Stripe
// stand-in and Mailpit) and the soak's two API and two worker processes:
// - N customers through the soak's journeys (formations in one to three states, some changed, rejected,
//   regenerated or cancelled on the way, some ordering twice, some returning for a later kind on their entity);
// - N/5 partner test orders (a test key), each taken to the end with the sandbox's `complete`, with a webhook
//   endpoint receiving every event;
// - N entities of the year's simulation (half on automatic filing, with renewals) through a month of daily scans
//   (scripts/simulate-year's driver);
// - staff reading the board, order pages and the compliance list, clients their order pages, the partner its orders.
// For each size: CPU seconds per order of each kind of process (from /proc, less its idle use), queries per request
// of the main reads and the table rows PostgreSQL read for each (counted on an API in this process on the same
// database once the others are stopped: fixtures/main-reads.ts), the latencies' p50 and p95, the daily scan's
// duration, then the table with the ratio of the largest size to the smallest (docs/performance.md).

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { Client, Connection } from '@temporalio/client';
import { buildApp } from '../../api/app';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { countingQueries, queriesPerRead, type Reader } from '../../fixtures/main-reads';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { createStripe } from '../../platform/infra/stripe';
import { createComplianceQueue } from '../../platform/queues/compliance';
import { upsertUser } from '../../platform/services/identity';
import { issueKey } from '../../platform/services/partners';
import { createPopulation } from '../simulate-year/population';
import { RenewalYear } from '../simulate-year/renewals';
import { SIMULATION_ENV, scanDays } from '../simulate-year/run';
import { Agent } from '../soak/agent';
import { makeCustomers, seededRandom } from '../soak/customers';
import { percentile } from '../soak/figures';
import { type CustomerTrace, type JourneyDeps, runCustomer } from '../soak/journey';
import { startApisAndWorkers } from '../soak/processes';
import { Recorder } from '../soak/recorder';
import { type Cleanup, cleanUpOnStop, startRunServices } from '../soak/run-services';
import { freePort } from '../temporal/dev-server';
import { historyTimes } from './pipeline';
import { cpuSecondsOf, treeCpuSeconds } from './processes';

export interface ScaleOptions {
  sizes: number[];
  /** Customers in their journey at once (the same at every size, so latencies compare). */
  concurrency: number;
  /** Requests of each timed read. */
  reads: number;
  /** Days of daily scans. */
  days: number;
  /** Seconds the processes are watched doing nothing before the work, for their idle CPU. */
  idleSeconds: number;
  log: (line: string) => void;
}

const PROCESS_KINDS = ['API', 'worker', 'Temporal', 'PostgreSQL'] as const;
type ProcessKind = (typeof PROCESS_KINDS)[number];

/** The timed figures, in the order of the table. */
const TIMED = [
  'payment -> first activity',
  'approve',
  'board page',
  'staff order page',
  'compliance list',
  'client order page',
  'partner GET /orders/:id',
  'daily scan, days after the first',
] as const;
type Timed = (typeof TIMED)[number];

export interface SizeFigures {
  size: number;
  /** Every order in the database at the end: the journeys', the partner's, the population's and automatic filing's. */
  orders: number;
  entities: number;
  /** CPU seconds per order, less what the process uses idle over the same time. */
  cpuPerOrder: Record<ProcessKind, number>;
  /** CPU seconds per second the process uses doing nothing. */
  idlePerSecond: Record<ProcessKind, number>;
  queries: Record<string, number>;
  /** Table rows PostgreSQL read for one request (sequential scans' rows and rows fetched through an index). */
  rows: Record<string, number>;
  timed: Record<Timed, { p50: number; p95: number; count: number }>;
  /** The month's first scan: the population's backlog. */
  firstScanMs: number;
  seconds: number;
  loadBefore: number[];
  loadAfter: number[];
  /** What did not go as it should (an order that did not end, a webhook that did not arrive). */
  notes: string[];
}

const STAFF_PASSWORD = 'bench-scale-staff-password-0123456789';
const MONTH_START = '2031-01-01';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The CPU seconds of the test database's backends: their pids sampled each second, each one's latest time kept. */
class BackendCpu {
  private readonly start = new Map<number, number>();
  private readonly latest = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly database: string,
  ) {}

  private async sample(first = false) {
    const rows = await this.db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity WHERE datname = ${this.database} AND pid <> pg_backend_pid()`;
    for (const { pid } of rows) {
      const seconds = cpuSecondsOf(pid);
      if (first) this.start.set(pid, seconds);
      if (seconds > 0) this.latest.set(pid, seconds);
    }
  }

  async begin() {
    await this.sample(true);
    this.timer = setInterval(() => void this.sample().catch(() => {}), 1000);
  }

  async end(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    return this.total();
  }

  /** CPU seconds of the backends since `begin`. */
  async total(): Promise<number> {
    await this.sample();
    let total = 0;
    for (const [pid, seconds] of this.latest) total += seconds - (this.start.get(pid) ?? 0);
    return total;
  }
}

const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  count: values.length,
});

async function timedReads(
  name: string,
  count: number,
  read: (i: number) => Promise<{ status: number; text(): string | Promise<string> }>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await read(i);
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** A partner of the run with a test key, and a webhook endpoint on a server of ours counting what reaches it. */
async function partnerWithWebhooks(db: Db, apiUrl: string, cleanups: Cleanup[]) {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(200).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const partner = await db.partner.create({
    data: { name: 'Scale Payroll', email: `partner-${randomUUID()}@bench.example`, status: 'TEST' },
  });
  const { key } = await issueKey(db, partner.id, { mode: 'TEST', name: 'bench key' });
  const call = (method: string, url: string, body?: unknown, base = apiUrl) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const endpoint = await call('POST', '/api/v1/webhook_endpoints', {
    url: `http://127.0.0.1:${port}/hooks`,
    events: ['*'],
  });
  if (endpoint.status !== 201) throw new Error(`webhook endpoint: ${endpoint.status} ${await endpoint.text()}`);
  return { call, received: () => received };
}

/** Places `count` test orders, `concurrency` at a time, each taken to the end by the sandbox's `complete`. */
async function partnerOrders(
  call: Awaited<ReturnType<typeof partnerWithWebhooks>>['call'],
  count: number,
  concurrency: number,
  notes: string[],
): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const one = async (i: number) => {
    const placed = await call('POST', '/api/v1/orders', {
      kind: 'FORMATION',
      customer: { email: `jane-${i}@example.com`, firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['DE'],
      entityDetails: { DE: { businessName: `Same Name ${i} LLC`, entityType: 'LLC' } },
    });
    if (placed.status >= 300) {
      notes.push(`partner order ${i}: ${placed.status} ${(await placed.text()).slice(0, 200)}`);
      return;
    }
    const { id } = (await placed.json()) as { id: string };
    ids.push(id);
    // The workflow starts a moment after the order is placed: `complete` answers 409 until then.
    for (let attempt = 0; attempt < 60; attempt++) {
      const done = await call('POST', `/api/v1/test_helpers/orders/${id}/complete`, {});
      if (done.status === 200) return;
      if (attempt === 59) notes.push(`partner order ${id} not completed: ${done.status} ${await done.text()}`);
      await sleep(500);
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) await one(i);
    }),
  );
  return ids;
}

/** The journeys of `count` customers, at most `concurrency` at once (the soak's journeys, no faults). */
async function journeys(deps: JourneyDeps, apiUrls: string[], count: number, concurrency: number, seed: number) {
  const traces: CustomerTrace[] = makeCustomers(count, seededRandom(seed)).map((customer) => ({
    customer,
    agent: new Agent(apiUrls, deps.recorder),
    userId: null,
    orders: [],
  }));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < traces.length; i = next++) await runCustomer(deps, traces[i].customer, traces[i]);
    }),
  );
  return traces;
}

async function runSize(size: number, options: ScaleOptions): Promise<SizeFigures> {
  const { log } = options;
  const cleanups: Cleanup[] = [];
  const cleanUp = cleanUpOnStop(cleanups, log);
  const notes: string[] = [];
  const loadBefore = loadavg();
  const started = Date.now();
  try {
    const services = await startRunServices('scale', cleanups);
    const { database, temporal, stub, mail, webhookSecret } = services;
    const extra = { ...SIMULATION_ENV, PARTNER_WEBHOOK_ALLOW_LOCAL: 'true', PARTNER_RATE_LIMIT_MAX: '1000000' };
    const { apis, workers, apiUrls } = await startApisAndWorkers(services.env, cleanups, { extra });
    stub.webhookUrl = `${apiUrls[0]}/api/webhooks/stripe`;
    const env = { ...services.env, ...extra, PUBLIC_URL: apiUrls[0], LOG_LEVEL: 'warn' };
    const config = loadConfig(env);
    const db = createPrisma(database.url);
    cleanups.push(() => db.$disconnect());
    log(`size ${size}: processes ready (APIs ${apiUrls.join(', ')}; Temporal ${temporal.address})`);

    // CPU from here on: every process's time now, and the database's backends sampled each second.
    const pids: Record<Exclude<ProcessKind, 'PostgreSQL'>, number[]> = {
      API: apis.map((p) => p.pid!),
      worker: workers.map((p) => p.pid!),
      Temporal: temporal.pid ? [temporal.pid] : [],
    };
    const cpuNow = () =>
      Object.fromEntries(
        Object.entries(pids).map(([kind, list]) => [kind, list.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0)]),
      ) as Record<Exclude<ProcessKind, 'PostgreSQL'>, number>;
    const backends = new BackendCpu(db, new URL(database.url).pathname.slice(1));
    // What the processes use doing nothing (pollers, timers, Temporal's own housekeeping) over a few idle seconds:
    // over a run of T seconds that much is not the orders', and is taken off.
    await backends.begin();
    const idleStart = { ...cpuNow(), PostgreSQL: await backends.total() };
    const idleFrom = performance.now();
    await sleep(options.idleSeconds * 1000);
    const idleEnd = { ...cpuNow(), PostgreSQL: await backends.total() };
    const idlePerSecond = Object.fromEntries(
      PROCESS_KINDS.map((k) => [k, (idleEnd[k] - idleStart[k]) / ((performance.now() - idleFrom) / 1000)]),
    ) as Record<ProcessKind, number>;
    const cpuStart = idleEnd;
    const workFrom = performance.now();

    const recorder = new Recorder();
    const staff: Agent[] = [];
    for (let n = 1; n <= 3; n++) {
      const email = `staff-${n}@scale.example`;
      await upsertUser(db, { email, password: STAFF_PASSWORD, role: 'ADMIN' });
      const agent = new Agent(apiUrls, recorder);
      await agent.login(email, STAFF_PASSWORD);
      staff.push(agent);
    }
    const deps: JourneyDeps = {
      apis: apiUrls,
      recorder,
      stub,
      webhookSecret,
      mails: mail.mails,
      staff,
      deadline: Date.now() + Math.max(30, size * 3) * 60_000,
    };

    // The customers' journeys and the partner's test orders at the same time.
    const partner = await partnerWithWebhooks(db, apiUrls[1], cleanups);
    const [traces, partnerIds] = await Promise.all([
      journeys(deps, apiUrls, size, options.concurrency, size),
      partnerOrders(partner.call, Math.max(1, Math.round(size / 5)), Math.min(4, options.concurrency), notes),
    ]);
    const orders = traces.flatMap((t) => t.orders);
    for (const order of orders.filter((o) => o.error || !o.end))
      notes.push(`order ${order.orderId ?? '(not placed)'}: ${order.error ?? 'did not end'}`);
    log(
      `size ${size}: ${orders.length} journey orders (${orders.filter((o) => o.end === 'COMPLETE').length} complete), ${partnerIds.length} partner test orders, after ${Math.round((Date.now() - started) / 1000)} s`,
    );

    // A month of daily scans over the year's population.
    const start = parseCalendarDate(MONTH_START)!;
    const stripe = createStripe(config)!;
    const entities = await createPopulation(
      { db, stripe, stubUrl: stub.url },
      { count: size, start, seed: size, run: `scale-${size}` },
    );
    const producer = createComplianceQueue(config, 'bench-scale');
    cleanups.push(() => producer.close());
    const renewals = new RenewalYear({ db, stripe, stubUrl: stub.url, billing: stub.billing }, entities);
    const scans = await scanDays(
      { db, queue: producer.queue, stubUrl: stub.url, entities, renewals },
      { start, days: options.days, log },
    );
    log(
      `size ${size}: ${options.days} daily scans over ${entities.length} entities, scan p95 ${percentile(scans, 95)} ms (each day: ${scans.join(', ')} ms)`,
    );

    // Staff, clients and the partner read.
    const clients = traces.filter((t) => t.orders[0]?.end === 'COMPLETE' && t.orders[0].orderId);
    // Staff see paid orders only: those that reached an end did.
    const orderIds = orders.flatMap((o) => (o.orderId && o.end ? [o.orderId] : []));
    if (!clients.length || !orderIds.length || !partnerIds.length)
      throw new Error('no complete order or partner order to read');
    const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
    const staffRead = (url: string) => staff[0].request(url);
    const reads: Partial<Record<Timed, number[]>> = {
      'board page': await timedReads('board page', options.reads, () => staffRead('/api/admin/onboarding/board')),
      'staff order page': await timedReads('staff order page', options.reads, (i) =>
        staffRead(`/api/admin/orders/${pick(orderIds, i)}`),
      ),
      'compliance list': await timedReads('compliance list', options.reads, () =>
        staffRead('/api/admin/compliance?range=[0,49]'),
      ),
      'client order page': await timedReads('client order page', options.reads, (i) => {
        const client = pick(clients, i);
        return client.agent.request(`/api/orders/${client.orders[0].orderId}`);
      }),
      'partner GET /orders/:id': await timedReads('partner GET /orders/:id', options.reads, (i) =>
        partner.call('GET', `/api/v1/orders/${pick(partnerIds, i)}`),
      ),
    };
    const cpuEnd = { ...cpuNow(), PostgreSQL: await backends.end() };
    const workSeconds = (performance.now() - workFrom) / 1000;
    const allOrders = await db.order.count();
    const cpuPerOrder = Object.fromEntries(
      PROCESS_KINDS.map((k) => [k, (cpuEnd[k] - cpuStart[k] - idlePerSecond[k] * workSeconds) / allOrders]),
    ) as Record<ProcessKind, number>;

    // Payment to the workflow's first activity, from each paid order's history.
    const connection = await Connection.connect({ address: temporal.address });
    cleanups.push(() => connection.close());
    const client = new Client({ connection, namespace: temporal.namespace });
    const toFirst: number[] = [];
    for (const order of orders.filter((o) => o.webhookAt && o.orderId)) {
      const first = (await historyTimes(client, order.orderId!)).firstActivity;
      if (first) toFirst.push(first - order.webhookAt!);
    }
    const approves = orders.flatMap((o) => o.actions.filter((a) => a.action === 'approve' && a.status === 200));

    const webhooks = partner.received();
    if (!webhooks) notes.push('no partner webhook arrived');
    // Counted on an API of this process alone: the others stopped, nothing else reads the database meanwhile.
    await Promise.all([...apis, ...workers].map((p) => p.kill('SIGTERM')));
    // The counting API's connections plan as over large tables (where an index serves, it is used): a table still
    // read sequentially is one no index serves for that read, which grows with the table.
    await db.$executeRawUnsafe(`ALTER DATABASE "${new URL(database.url).pathname.slice(1)}" SET enable_seqscan = off`);
    const { queries, rows, seqScans } = await countQueries(
      { env, databaseUrl: database.url, stats: db },
      clients[0],
      partnerIds[0],
      partner.call,
      cleanups,
    );
    for (const [name, tables] of Object.entries(seqScans))
      if (tables.length) notes.push(`${name} reads ${tables.join(', ')} sequentially (no index serves it)`);
    return {
      size,
      orders: allOrders,
      entities: await db.formedEntity.count(),
      cpuPerOrder,
      idlePerSecond,
      queries,
      rows,
      timed: {
        'payment -> first activity': summary(toFirst),
        approve: summary(approves.map((a) => a.ms)),
        'board page': summary(reads['board page']!),
        'staff order page': summary(reads['staff order page']!),
        'compliance list': summary(reads['compliance list']!),
        'client order page': summary(reads['client order page']!),
        'partner GET /orders/:id': summary(reads['partner GET /orders/:id']!),
        // The first scan takes the population's backlog (every new renewal's subscription, every reminder and
        // filing already in reach), as after a bulk import: shown apart, the days after it are the daily work.
        'daily scan, days after the first': summary(scans.slice(1)),
      },
      firstScanMs: scans[0],
      seconds: Math.round((Date.now() - started) / 1000),
      loadBefore,
      loadAfter: loadavg(),
      notes: [...notes, `${webhooks} partner webhook deliveries received`],
    };
  } finally {
    await cleanUp();
  }
}

/** The statistics of each table of the run's database: sequential scans, their rows, and rows fetched by index. */
async function tableReads(stats: Db) {
  const rows = await stats.$queryRaw<
    { relname: string; seq_scan: bigint; seq_tup_read: bigint; idx_tup_fetch: bigint }[]
  >`
    SELECT relname, seq_scan, seq_tup_read, coalesce(idx_tup_fetch, 0) AS idx_tup_fetch FROM pg_stat_user_tables`;
  return new Map(
    rows.map((r) => [
      r.relname,
      { seqScans: Number(r.seq_scan), seqRows: Number(r.seq_tup_read), indexRows: Number(r.idx_tup_fetch) },
    ]),
  );
}

/**
 * Queries per request of the main reads, on an API in this process over the run's database whose Prisma client
 * counts them, with the table rows PostgreSQL read for
 * each and the tables it read sequentially: one of the client's complete orders and its entity, one of the
 * partner's orders.
 */
async function countQueries(
  run: { env: Record<string, string>; databaseUrl: string; stats: Db },
  customer: CustomerTrace,
  partnerOrderId: string,
  partnerCall: Awaited<ReturnType<typeof partnerWithWebhooks>>['call'],
  cleanups: Cleanup[],
) {
  const counter = { queries: 0 };
  const config = loadConfig(run.env);
  const db = countingQueries(createPrisma(run.databaseUrl), counter);
  cleanups.push(() => db.$disconnect());
  const redis = createRedis(config.redisUrl, 'bench-scale-count');
  await redis.connect();
  cleanups.push(async () => redis.disconnect());
  const app = await buildApp({ config, db, redis, temporal: null, stripe: createStripe(config) });
  cleanups.push(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const recorder = new Recorder();
  const staff = new Agent([base], recorder);
  await staff.login('staff-1@scale.example', STAFF_PASSWORD);
  const client = new Agent([base], recorder);
  await client.login(customer.customer.email, customer.customer.password);
  const orderId = customer.orders[0].orderId!;
  const entity = await db.formedEntity.findFirstOrThrow({ where: { orderId } });
  const agents = { staff, client };
  const read = async (as: Reader, url: string) => {
    if (as === 'partner') {
      const answer = await partnerCall('GET', url, undefined, base);
      return { statusCode: answer.status, body: await answer.text() };
    }
    const answer = await agents[as].request(url);
    return { statusCode: answer.status, body: answer.text() };
  };
  // A backend sends its table statistics within a second of going idle (PostgreSQL 15's PGSTAT_MIN_INTERVAL).
  const flushed = async () => {
    await sleep(1500);
    return tableReads(run.stats);
  };
  let before = new Map<string, { seqScans: number; seqRows: number; indexRows: number }>();
  const rows: Record<string, number> = {};
  const seqScans: Record<string, string[]> = {};
  const queries = await queriesPerRead(counter, { orderId, entityId: entity.id, partnerOrderId }, read, {
    before: async () => {
      before = await flushed();
    },
    after: async (name) => {
      const after = await flushed();
      rows[name] = 0;
      seqScans[name] = [];
      for (const [table, now] of after) {
        const then = before.get(table) ?? { seqScans: 0, seqRows: 0, indexRows: 0 };
        rows[name] += now.seqRows - then.seqRows + now.indexRows - then.indexRows;
        if (now.seqScans > then.seqScans) seqScans[name].push(`${table} (${now.seqRows - then.seqRows} rows)`);
      }
    },
  });
  return { queries, rows, seqScans };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** The table: a row per figure, a column per size, then the ratio of the largest size's figure to the smallest's. */
export function scaleTable(figures: SizeFigures[]): string[][] {
  const first = figures[0];
  const last = figures.at(-1)!;
  const ratio = (get: (f: SizeFigures) => number) => {
    const from = get(first);
    const to = get(last);
    return figures.length > 1 && from > 0 ? `x${(to / from).toFixed(2)}` : '-';
  };
  const rows: string[][] = [
    ['figure', ...figures.map((f) => `${f.size} (${f.orders} orders)`), `ratio ${last.size}/${first.size}`],
  ];
  for (const kind of PROCESS_KINDS)
    rows.push([
      `CPU s per order, ${kind}`,
      ...figures.map((f) => fixed(f.cpuPerOrder[kind], 3)),
      ratio((f) => f.cpuPerOrder[kind]),
    ]);
  for (const kind of PROCESS_KINDS)
    rows.push([
      `idle CPU s per s, ${kind}`,
      ...figures.map((f) => fixed(f.idlePerSecond[kind], 3)),
      ratio((f) => f.idlePerSecond[kind]),
    ]);
  for (const name of Object.keys(first.queries))
    rows.push([
      `queries per request, ${name}`,
      ...figures.map((f) => String(f.queries[name])),
      ratio((f) => f.queries[name]),
    ]);
  for (const name of Object.keys(first.rows))
    rows.push([
      `table rows read per request, ${name}`,
      ...figures.map((f) => String(f.rows[name])),
      ratio((f) => f.rows[name]),
    ]);
  for (const name of TIMED)
    for (const p of ['p50', 'p95'] as const)
      rows.push([
        `${name} ${p} (ms)`,
        ...figures.map((f) => fixed(f.timed[name][p], 0)),
        ratio((f) => f.timed[name][p]),
      ]);
  rows.push([
    'first scan, the backlog (ms)',
    ...figures.map((f) => fixed(f.firstScanMs, 0)),
    ratio((f) => f.firstScanMs),
  ]);
  rows.push(['run (s)', ...figures.map((f) => String(f.seconds)), ratio((f) => f.seconds)]);
  rows.push([
    'load average before / after',
    ...figures.map((f) => `${fixed(f.loadBefore[0], 1)} / ${fixed(f.loadAfter[0], 1)}`),
    '',
  ]);
  return rows;
}

export function formatTable(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows
    .map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    .join('\n');
}

/** Runs every size in turn, printing each size's figures as it ends and the table at the end. */
export async function benchScale(options: ScaleOptions): Promise<SizeFigures[]> {
  const figures: SizeFigures[] = [];
  for (const size of options.sizes) {
    const result = await runSize(size, options);
    figures.push(result);
    options.log(`size ${size}: ${result.orders} orders, ${result.entities} entities, ${result.seconds} s`);
    for (const note of result.notes.slice(0, 40)) options.log(`  ${note}`);
    if (result.notes.length > 40) options.log(`  (${result.notes.length - 40} more notes)`);
  }
  return figures;
}

/** `--sizes 10,100` or BENCH_SCALE_SIZES, else 10, 100 and 1,000. */
export function scaleSizes(argv: string[], env: NodeJS.ProcessEnv): number[] {
  const flag = argv.indexOf('--sizes');
  const raw = flag >= 0 ? argv[flag + 1] : env.BENCH_SCALE_SIZES;
  const sizes = (raw ?? '10,100,1000').split(',').map((s) => Number(s.trim()));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--sizes (or BENCH_SCALE_SIZES) is a list of whole numbers, e.g. 10,100');
  return sizes;
}
