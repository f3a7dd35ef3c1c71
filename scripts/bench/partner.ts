// `npm run bench partner`: issue 54's test-mode figures from one real run. The soak's services (a fresh database,
// its own Redis, Temporal dev server, Stripe stand-in and Mailpit) and the product started as `npm start`
// starts it (dist/server/start.mjs: the compiled API and worker); a partner with a test key and a webhook endpoint
// on a local receiver; then 50 test orders placed at once through the API, each advancing on its own:
// - completion: from the POST sent to the order's completedAt, p50/p95 (target p95 <= 10 s);
// - webhook lag: from each event's createdAt to its delivery's arrival at the receiver, p50/p95 (target p95 <= 2 s);
// and where the time goes: each stage's share of the completion time, from the orders' stage events.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createPrisma } from '../../platform/infra/prisma';
import { issueKey } from '../../platform/services/partners';
import { percentile } from '../soak/figures';
import { startRunServices } from '../soak/run-services';
import { freePort } from '../temporal/dev-server';
import { startLogged, stop, waitForOk } from './load';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 50);
const COMPLETION_P95_TARGET_MS = 10_000;
const WEBHOOK_LAG_P95_TARGET_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

interface Arrival {
  type: string;
  order: string;
  createdAt: number;
  receivedAt: number;
}

/** A partner's receiver: keeps each event's arrival time and answers 200. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const receivedAt = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type: string;
        order: string;
        createdAt: string;
      };
      arrivals.push({ type: event.type, order: event.order, createdAt: Date.parse(event.createdAt), receivedAt });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export async function benchPartner(): Promise<boolean> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const services = await startRunServices('bench', cleanups);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const logFile = path.join(services.workDir, 'product.log');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...services.env,
      PORT: String(port),
      PUBLIC_URL: base,
      START_SKIP_BUILD: '1',
      PARTNER_WEBHOOK_ALLOW_LOCAL: 'true',
      PARTNER_RATE_LIMIT_MAX: '100000',
    };
    delete env.LOG_LEVEL;
    delete env.NODE_OPTIONS;
    console.log(`Starting the product as npm start does (port ${port}; log ${logFile})`);
    const product = startLogged(process.execPath, [path.join(ROOT, 'dist/server/start.mjs')], env, logFile, ROOT);
    cleanups.push(() => stop(product));
    await waitForOk(`${base}/api/health`);

    const db = createPrisma(services.database.url);
    cleanups.push(() => db.$disconnect());
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const partner = await db.partner.create({ data: { name: 'Bench Bank', email: 'bench@partner.example' } });
    const { key } = await issueKey(db, partner.id, { mode: 'TEST', name: 'bench' });
    const call = async (method: string, url: string, body?: object) => {
      const response = await fetch(`${base}/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await response.json()) as { id: string };
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    await call('POST', '/webhook_endpoints', { url: receiver.url, events: ['*'] });
    const formation = (i: number) => ({
      kind: 'FORMATION',
      customer: { email: `bench-${i}@customer.example`, firstName: 'Bench', lastName: `Customer ${i}` },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName: `Bench ${i} LLC`, entityType: 'LLC' } },
    });
    const completed = async (ids: string[]) =>
      (await db.order.count({ where: { id: { in: ids }, completedAt: { not: null } } })) === ids.length;

    // A first order, not counted: the worker's pollers and the document renderer start on first use.
    const warmUp = await call('POST', '/orders', formation(AT_ONCE));
    await until('the warm-up order completed', () => completed([warmUp.id]), 180_000);

    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`Placing ${AT_ONCE} test orders at once (load average ${load})`);
    const placed = await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const sentAt = Date.now();
        const order = await call('POST', '/orders', formation(i));
        return { id: order.id, sentAt, answerMs: Date.now() - sentAt };
      }),
    );
    const ids = placed.map((o) => o.id);
    await until(`${AT_ONCE} orders completed`, () => completed(ids), 600_000, 50);
    const orderCompleted = (id: string) =>
      receiver.arrivals.some((a) => a.order === id && a.type === 'order.completed');
    await until('every order.completed delivered', async () => ids.every(orderCompleted), 120_000, 50);
    const idSet = new Set(ids);

    const rows = await db.order.findMany({ where: { id: { in: ids } }, select: { id: true, completedAt: true } });
    const sent = new Map(placed.map((o) => [o.id, o.sentAt]));
    const completion = rows.map((row) => (row.completedAt?.getTime() ?? Number.NaN) - (sent.get(row.id) ?? 0));
    const lags = receiver.arrivals.filter((a) => idSet.has(a.order)).map((a) => a.receivedAt - a.createdAt);

    // Where the time goes: each stage from the previous stage event, over the orders.
    const stageEvents = await db.orderStageEvent.findMany({
      where: { orderId: { in: ids } },
      orderBy: { createdAt: 'asc' },
      select: { orderId: true, action: true, createdAt: true },
    });
    const steps = new Map<string, number[]>();
    for (const id of ids) {
      let previous = sent.get(id) ?? 0;
      for (const event of stageEvents.filter((e) => e.orderId === id)) {
        const at = event.createdAt.getTime();
        steps.set(event.action, [...(steps.get(event.action) ?? []), at - previous]);
        previous = at;
      }
    }
    const answers = placed.map((o) => o.answerMs);
    console.log('\nWhere the time goes (time since the previous step, p50 / p95):');
    console.log(
      `  ${'POST answered'.padEnd(20)} ${seconds(percentile(answers, 50))} / ${seconds(percentile(answers, 95))} (from the POST sent)`,
    );
    for (const [action, values] of steps)
      console.log(`  ${action.padEnd(20)} ${seconds(percentile(values, 50))} / ${seconds(percentile(values, 95))}`);

    const completionOk = percentile(completion, 95) <= COMPLETION_P95_TARGET_MS;
    const lagOk = percentile(lags, 95) <= WEBHOOK_LAG_P95_TARGET_MS;
    console.log(
      `\n${AT_ONCE} test orders at once (load average before: ${load}; after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `Completion (POST sent -> completedAt)  p50 ${seconds(percentile(completion, 50))}, p95 ${seconds(percentile(completion, 95))}  target p95 <= ${seconds(COMPLETION_P95_TARGET_MS)}  ${completionOk ? 'OK' : 'MISSED'}`,
    );
    console.log(
      `Webhook lag (event -> received, ${lags.length} deliveries)  p50 ${seconds(percentile(lags, 50))}, p95 ${seconds(percentile(lags, 95))}  target p95 <= ${seconds(WEBHOOK_LAG_P95_TARGET_MS)}  ${lagOk ? 'OK' : 'MISSED'}`,
    );
    return completionOk && lagOk;
  } finally {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  }
}
