import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { createPrisma } from '../../api/lib/prisma';
import { createRedis } from '../../api/lib/redis';
import { upsertUser } from '../../api/services/users';
const databaseUrl = 'postgresql://postgres@127.0.0.1:5432/debt_scratch';
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl });
const db = createPrisma(databaseUrl);
const redis = createRedis(config.redisUrl, 'bench');
await redis.connect();
const app = await buildApp({ config, db, redis, temporal: null, stripe: null });
const admin = { email: 'probe@bench.example', password: 'bench-admin-password' };
await upsertUser(db, { ...admin, role: 'ADMIN' });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
const cookie = (login.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
for (const url of ['/api/health', '/api/auth/user', '/api/audit?range=[0,24]', '/api/audit/stats']) {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(url, 'p50', times[50].toFixed(1), 'p95', times[94].toFixed(1));
}
const t = performance.now();
for (let i = 0; i < 100; i++) await db.auditEntry.count();
console.log('count', ((performance.now() - t) / 100).toFixed(1));
const t2 = performance.now();
for (let i = 0; i < 100; i++)
  await db.auditEntry.findMany({ take: 25, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
console.log('findMany', ((performance.now() - t2) / 100).toFixed(1));
await app.close();
await db.$disconnect();
redis.disconnect();
