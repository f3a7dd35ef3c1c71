// Bench figure for the onboarding board, on a scratch database (dropped afterwards): p95 of GET
// /api/admin/onboarding/board (first page of each column, counts and footer stats) over 10,000 paid orders,
// unfiltered and searched.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { upsertUser } from '../../platform/services/identity';
import { dropDatabase, migrate } from '../prisma-cli';

export const BOARD_P95_BUDGET_MS = 100;

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];
const STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETE', 'CANCELED'] as const;
const STAGES = {
  PENDING: 'PENDING_REVIEW',
  IN_PROGRESS: 'DOCUMENTS',
  COMPLETE: 'COMPLETE',
  CANCELED: 'FILING',
} as const;

async function seedOrders(db: ReturnType<typeof createPrisma>, count: number) {
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    await db.order.createMany({
      data: Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const n = start + i;
        const status = STATUSES[n % STATUSES.length];
        return {
          checkoutKey: `bench-${n}-${randomUUID()}`,
          paymentStatus: 'PAID' as const,
          paidAt: new Date(Date.now() - n * 60_000),
          createdAt: new Date(Date.now() - n * 60_000),
          status,
          stage: STAGES[status],
          packages: ['PREMIUM'],
          services: [],
          states: ['DE'],
          state: 'DE',
          contactFirstName: 'Bench',
          contactLastName: `Client ${n}`,
          contactEmail: `bench-${n}@bench.test`,
          contactCompany: `Bench Company ${n}`,
          business: {},
          packageTotalCents: 100_000 + n,
          servicesTotalCents: 0,
          stateFeesTotalCents: 0,
          subtotalCents: 100_000 + n,
          totalUSD: 100_000 + n,
          breakdown: [],
        };
      }),
    });
  }
}

export async function benchBoard(options: { orders?: number; calls?: number } = {}) {
  const orders = options.orders ?? 10_000;
  const calls = options.calls ?? 60;
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const url = new URL(base.databaseUrl);
  url.pathname = `/formation_bench_board_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = url.toString();
  const config = { ...base, databaseUrl, redisPrefix: `bench-${randomUUID()}` };
  await migrate(databaseUrl);
  const db = createPrisma(databaseUrl);
  const redis = createRedis(config.redisUrl, 'bench-board');
  redis.on('error', () => {});
  await redis.connect().catch(() => {});
  const app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  await app.ready();
  try {
    await seedOrders(db, orders);
    const admin = { email: 'bench-admin@bench.test', password: randomBytes(12).toString('hex') };
    await upsertUser(db, { ...admin, role: 'ADMIN' });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const pages = [
      '/api/admin/onboarding/board',
      `/api/admin/onboarding/board?filter=${encodeURIComponent('{"q":"Company 12"}')}`,
      '/api/admin/onboarding/board?shown=50,10,10',
    ];
    const warm = await app.inject({ method: 'GET', url: pages[0], headers: { cookie } });
    if (warm.statusCode !== 200) throw new Error(`GET ${pages[0]} answered ${warm.statusCode}: ${warm.body}`);
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: pages[i % pages.length], headers: { cookie } });
      times.push(performance.now() - t);
    }
    return { orders, calls, boardP95: p95(times) };
  } finally {
    await app.close();
    await db.$disconnect();
    redis.disconnect();
    await dropDatabase(databaseUrl);
  }
}
