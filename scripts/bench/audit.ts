// Audit log figures for `npm run bench`, on a scratch database (created, filled and dropped here):
// list page latency (p95) over 100,000 entries, and the RSS growth while 1,000,000 entries stream out as CSV.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { upsertUser } from '../../platform/services/identity';
import { dropDatabase, migrate } from '../prisma-cli';

const LIST_ROWS = 100_000;
const EXPORT_ROWS = 1_000_000;
const LIST_CALLS = 200;
export const LIST_P95_BUDGET_MS = 25;
export const EXPORT_RSS_BUDGET_MB = 150;

/** Adds `count` entries spread over the last 30 days: several actions, roles, users, addresses and outcomes. */
async function insertEntries(db: Db, count: number, offset: number) {
  await db.$executeRawUnsafe(`
    INSERT INTO "AuditEntry" (id, action, target, "actorEmail", role, ip, success, "createdAt")
    SELECT gen_random_uuid(),
           (ARRAY['login','login.failed','upload','order.stage','client.create','export.audit'])[1 + i % 6],
           'target-' || i,
           'user' || (i % 500) || '@bench.example',
           (ARRAY['ADMIN','SUPERADMIN','CLIENT','PARALEGAL','COMPLIANCE_OFFICER','MEMBER'])[1 + i % 6],
           '10.0.' || (i % 250) || '.' || (i % 200),
           i % 17 <> 0,
           now() - make_interval(secs => (i % 2592000))
    FROM generate_series(${offset + 1}, ${offset + count}) AS i`);
  // What autovacuum does for an insert-only table: statistics and the visibility map (index-only counts).
  await db.$executeRawUnsafe('VACUUM ANALYZE "AuditEntry"');
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

/** Streams the export over real HTTP, discarding the body, sampling the process's RSS meanwhile. */
function streamExport(port: number, cookie: string): Promise<{ bytes: number; peakRss: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let peakRss = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 50);
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/export/csv?type=audit', headers: { cookie } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          clearInterval(sampler);
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
          resolve({ bytes, peakRss, ms: performance.now() - started });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function benchAudit(): Promise<{ listP95: number; rssGrowthMb: number }> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const url = new URL(base.databaseUrl);
  url.pathname = `/formation_bench_audit_${Date.now().toString(36)}`;
  const databaseUrl = url.toString();
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl });
  await migrate(databaseUrl);
  const db = createPrisma(databaseUrl);
  const redis = createRedis(config.redisUrl, 'bench');
  redis.on('error', () => {});
  await redis.connect().catch(() => {});
  const app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  try {
    let t = performance.now();
    await insertEntries(db, LIST_ROWS, 0);
    console.log(
      `Audit: ${LIST_ROWS.toLocaleString('en-US')} entries seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const admin = { email: 'bench-admin@bench.example', password: 'bench-admin-password' };
    await upsertUser(db, { ...admin, role: 'ADMIN' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
    const cookie = (login.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');

    // Latencies scale with CPU contention: the load is printed so figures from a busy machine read as such.
    console.log(`Load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
    const pages: [string, Record<string, unknown>][] = [
      ['first page', {}],
      ['action login, last 7 days', { action: 'login', period: '7d' }],
      ['search "user42@"', { q: 'user42@' }],
      ['page 100 (entries 2,475-2,499)', {}],
    ];
    let worst = 0;
    for (const [label, filter] of pages) {
      const range = label.startsWith('page 100') ? '[2475,2499]' : '[0,24]';
      const path = `/api/audit?range=${range}&sort=["createdAt","DESC"]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
      const warm = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (warm.statusCode !== 200) throw new Error(`GET /api/audit answered ${warm.statusCode}: ${warm.body}`);
      const times: number[] = [];
      for (let i = 0; i < LIST_CALLS; i++) {
        const start = performance.now();
        await app.inject({ method: 'GET', url: path, headers: { cookie } });
        times.push(performance.now() - start);
      }
      const value = p95(times);
      if (label === 'first page') worst = value;
      console.log(
        `GET /api/audit (${label}) over ${LIST_ROWS.toLocaleString('en-US')} entries x${LIST_CALLS}: p95 ${value.toFixed(2)} ms`,
      );
    }

    t = performance.now();
    await insertEntries(db, EXPORT_ROWS - LIST_ROWS, LIST_ROWS);
    console.log(
      `Audit: grown to ${EXPORT_ROWS.toLocaleString('en-US')} entries in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    global.gc?.();
    const before = process.memoryUsage.rss();
    const { port } = app.server.address() as AddressInfo;
    const exported = await streamExport(port, cookie);
    const rssGrowthMb = (exported.peakRss - before) / 1024 / 1024;
    console.log(
      `GET /api/export/csv?type=audit, ${EXPORT_ROWS.toLocaleString('en-US')} entries: ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${(exported.ms / 1000).toFixed(1)} s, RSS growth ${rssGrowthMb.toFixed(1)} MB (budget ${EXPORT_RSS_BUDGET_MB} MB)`,
    );
    return { listP95: worst, rssGrowthMb };
  } finally {
    await app.close();
    await db.$disconnect();
    redis.disconnect();
    await dropDatabase(databaseUrl);
  }
}
