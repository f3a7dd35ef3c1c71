// A partner places 100 formation orders at once through two API processes (real operating-system processes, as in
// production), retrying each with its own Idempotency-Key until it is answered, while one process is killed with
// SIGKILL mid-run and started again: exactly 100 orders, and after the monthly invoice run exactly 100 lines on the
// partner's one invoice. A second partner of the same name orders alongside and is billed only its own orders. Own
// database (the invoice run bills every partner of the month), Temporal pointed at an address that refuses (the
// orders' workflows start later, from the outbox, in a worker this test does not run).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { calendarDate, formatCalendarDate } from '../../domain/calendar-dates';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createStripe } from '../../platform/infra/stripe';
import { AppProcess, apiLive } from '../../scripts/soak/processes';
import { createOwnDatabase, type OwnDatabase } from '../../scripts/soak/services';
import { freePort } from '../../scripts/temporal/dev-server';
import { PARTNER_INVOICES_JOB, runMaintenanceJob } from '../../worker/maintenance';
import { createPartner } from '../helpers/partners';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';

const ORDERS = 100;
/** Answers from the first process before it is killed: enough that many of its requests are still in flight. */
const KILL_AFTER_ANSWERS = 10;
const STRIPE_KEY = 'sk_test_partner_load';

let database: OwnDatabase;
let db: Db;
let stub: StripeStub;
let storageDir: string;
const apis: { url: string; process: AppProcess }[] = [];

beforeAll(async () => {
  [database, stub, storageDir] = await Promise.all([
    createOwnDatabase(),
    startStripeStub(),
    mkdtemp(path.join(tmpdir(), 'partner-load-')),
  ]);
  db = createPrisma(database.url);
  for (const name of ['api-1', 'api-2']) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const process = new AppProcess({
      name,
      script: 'api/server.ts',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: database.url,
        REDIS_URL: globalThis.process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `${inject('redisPrefix')}-partner-load`,
        SESSION_SECRET: 'partner-load-session-secret-that-is-long-enough-0123456789',
        STORAGE_DIR: storageDir,
        TEMPORAL_ADDRESS: '127.0.0.1:1',
        PARTNER_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
      ready: (p) => apiLive(url, p),
    });
    apis.push({ url, process });
  }
  await Promise.all(apis.map((api) => api.process.start()));
}, 240_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.process.kill('SIGTERM')));
  await db?.$disconnect();
  await stub?.close();
  await database?.drop().catch(() => {});
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const formation = (i: number, businessName: string) => ({
  kind: 'FORMATION',
  // Every customer has the same name; each its own address.
  customer: { email: `jane.doe+${i}@example.com`, firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['WY'],
  entityDetails: { WY: { businessName, entityType: 'LLC' } },
});

interface Tally {
  /** Attempts cut by the kill (the connection reset or closed with no answer). */
  cut: number;
  /** Attempts refused (the process was down). */
  refused: number;
  /** Attempts answered 409 idempotency_key_in_use or 5xx. */
  busy: number;
  answeredBy: number[];
}

/** Sends one order until it is answered 201, alternating between the two APIs from `first`. */
async function placeUntilAnswered(key: string, apiKey: string, body: object, first: number, tally: Tally) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const target = (first + attempt) % apis.length;
    try {
      const response = await fetch(`${apis[target].url}/api/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(90_000),
      });
      const answer = (await response.json()) as { id?: string; error?: { code: string } };
      if (response.status === 201 && answer.id) {
        tally.answeredBy[target]++;
        return { id: answer.id, replayed: response.headers.get('idempotent-replayed') === 'true' };
      }
      if (response.status !== 409 && response.status < 500)
        throw new Error(`order ${key} answered ${response.status}: ${JSON.stringify(answer)}`);
      tally.busy++;
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (!(err instanceof TypeError) && code === undefined) throw err;
      if (code === 'ECONNREFUSED') tally.refused++;
      else tally.cut++;
    }
    await sleep(200 + Math.random() * 300);
  }
  throw new Error(`order ${key} was never answered`);
}

it('makes exactly 100 orders of 100 retried requests while an API process is killed, and bills 100 lines on one invoice', async () => {
  const first = await createPartner(db, 'Same Name Payroll', ['LIVE']);
  const second = await createPartner(db, 'Same Name Payroll', ['LIVE']);
  const tally: Tally = { cut: 0, refused: 0, busy: 0, answeredBy: [0, 0] };
  const requests = Array.from({ length: ORDERS }, (_, i) => ({
    key: randomUUID(),
    body: formation(i, `Jane Doe Ventures ${i} LLC`),
  }));

  // Kill the first process with SIGKILL once it has answered a few, with the rest of its requests in flight, then
  // start it again on the same port while the retries go on.
  const killer = (async () => {
    while (tally.answeredBy[0] < KILL_AFTER_ANSWERS) await sleep(20);
    await apis[0].process.kill('SIGKILL');
    await sleep(1000);
    await apis[0].process.start();
  })();
  const [placed, theirs] = await Promise.all([
    Promise.all(requests.map((r, i) => placeUntilAnswered(r.key, first.keys.LIVE, r.body, i % 2, tally))),
    Promise.all(
      [0, 1, 2].map((i) =>
        placeUntilAnswered(randomUUID(), second.keys.LIVE, formation(i, `Jane Doe Ventures ${i} LLC`), 1, tally),
      ),
    ),
  ]);
  await killer;
  console.info(
    `Partner load: ${ORDERS} orders; answered by api-1 ${tally.answeredBy[0]}, api-2 ${tally.answeredBy[1]}; ` +
      `${tally.cut} attempts cut by the SIGKILL, ${tally.refused} refused while it was down, ${tally.busy} busy.`,
  );
  // The kill really cut requests mid-way, and they were retried.
  expect(tally.cut).toBeGreaterThan(0);

  const ids = placed.map((p) => p.id);
  expect(new Set(ids).size).toBe(ORDERS);
  expect(await db.order.count({ where: { partnerId: first.partner.id } })).toBe(ORDERS);
  expect(await db.partnerCustomer.count({ where: { partnerId: first.partner.id } })).toBe(ORDERS);
  expect(await db.order.count({ where: { partnerId: second.partner.id } })).toBe(3);

  // Each request sent once more, to the restarted process: the stored answer, the same order.
  const replays = await Promise.all(requests.map((r) => placeUntilAnswered(r.key, first.keys.LIVE, r.body, 0, tally)));
  expect(replays.map((r) => r.id)).toEqual(ids);
  expect(replays.every((r) => r.replayed)).toBe(true);
  expect(await db.order.count({ where: { partnerId: first.partner.id } })).toBe(ORDERS);

  // The monthly run for this month: one invoice per partner, one line per order.
  const now = new Date();
  const month = calendarDate(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: 'partner-load-session-secret-that-is-long-enough-0123456789',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_API_BASE: stub.url,
  });
  await runMaintenanceJob(
    db,
    { name: PARTNER_INVOICES_JOB, data: { month: formatCalendarDate(month) } },
    { stripe: createStripe(config), now: () => now },
  );
  const customerOf = async (partnerId: string) =>
    (await db.partner.findUniqueOrThrow({ where: { id: partnerId } })).stripeCustomerId;
  const invoicesOf = async (partnerId: string) => {
    const customer = await customerOf(partnerId);
    return [...stub.oneOffInvoices.values()].filter((i) => i.customer === customer);
  };
  const [invoice, ...more] = await invoicesOf(first.partner.id);
  expect(more).toEqual([]);
  expect(invoice.lines.data).toHaveLength(ORDERS);
  expect(invoice.lines.data.map((line) => line.metadata.orderId).sort()).toEqual([...ids].sort());
  const amounts = await db.order.aggregate({ where: { partnerId: first.partner.id }, _sum: { totalUSD: true } });
  expect(invoice.amount_due).toBe(amounts._sum.totalUSD);
  expect(await db.partnerInvoiceLine.count({ where: { invoice: { partnerId: first.partner.id } } })).toBe(ORDERS);
  const [secondInvoice] = await invoicesOf(second.partner.id);
  expect(secondInvoice.lines.data.map((line) => line.metadata.orderId).sort()).toEqual(theirs.map((o) => o.id).sort());
}, 420_000);
