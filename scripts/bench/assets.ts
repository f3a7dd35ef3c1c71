// Bench figures for the asset library and the document worker, on a scratch database (dropped afterwards):
// p95 of GET /api/assets pages over 10,000 assets, and PDFs per second through the worker's own code path.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/app';
import { ASSET_KINDS } from '../../domain/asset-kinds';
import { FACTORY_TEMPLATE_IDS } from '../../domain/document-templates';
import { loadConfig } from '../../platform/config';
import { createLocalFileStore } from '../../platform/infra/files';
import { createPrisma } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { upsertUser } from '../../platform/services/identity';
import { generateDocument } from '../../worker/documents/generate-document';
import { dropDatabase, migrate } from '../prisma-cli';

export const ASSET_LIST_BUDGET_MS = 25;
export const PDF_RATE_TARGET = 20;

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

function scratchUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/formation_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return url.toString();
}

async function seedAssets(db: ReturnType<typeof createPrisma>, count: number) {
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    await db.asset.createMany({
      data: Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const n = start + i;
        return {
          kind: ASSET_KINDS[n % ASSET_KINDS.length],
          name: `asset-${n}.pdf`,
          s3Key: `uploads/${n}_asset-${n}.pdf`,
          checksum: randomBytes(32).toString('hex'),
          mimeType: 'application/pdf',
          sizeBytes: 1000 + n,
          tags: ['bench'],
          updatedAt: new Date(Date.now() - n * 1000),
        };
      }),
    });
  }
}

export async function benchAssets(options: { assets?: number; calls?: number; pdfs?: number } = {}) {
  const assets = options.assets ?? 10_000;
  const calls = options.calls ?? 200;
  const pdfs = options.pdfs ?? 200;
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const databaseUrl = scratchUrl(base.databaseUrl);
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-storage-'));
  const config = { ...base, databaseUrl, storageDir, redisPrefix: `bench-${randomUUID()}` };
  await migrate(databaseUrl);
  const db = createPrisma(databaseUrl);
  const redis = createRedis(config.redisUrl, 'bench-assets');
  redis.on('error', () => {});
  await redis.connect().catch(() => {});
  const app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  await app.ready();
  try {
    await seedAssets(db, assets);
    const admin = { email: 'bench-admin@bench.test', password: randomBytes(12).toString('hex') };
    await upsertUser(db, { ...admin, role: 'ADMIN' });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: admin });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const pages = [
      '/api/assets?range=[0,24]',
      `/api/assets?range=[200,224]&filter=${encodeURIComponent('{"kind":"valuation"}')}`,
      `/api/assets?range=[0,24]&sort=${encodeURIComponent('["name","ASC"]')}`,
    ];
    const warm = await app.inject({ method: 'GET', url: pages[0], headers: { cookie } });
    if (warm.statusCode !== 200) throw new Error(`GET /api/assets answered ${warm.statusCode}: ${warm.body}`);
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await app.inject({ method: 'GET', url: pages[i % pages.length], headers: { cookie } });
      times.push(performance.now() - t);
    }
    const listP95 = p95(times);

    // The worker's code path (render, store, record the asset and instrument), two at a time like the worker.
    const render = (n: number) =>
      generateDocument(
        { db, files: createLocalFileStore(storageDir) },
        {
          id: `bench-${n}-${randomUUID()}`,
          data: {
            template: FACTORY_TEMPLATE_IDS[n % FACTORY_TEMPLATE_IDS.length],
            name: `Bench document ${n}`,
            entityName: `Bench Entity ${n} LLC`,
            terms: { state: 'DE', organization: 'Granite Peak Holdings', term: '5 years', covenants: 'None' },
          },
          updateProgress: async () => {},
        },
      );
    await render(pdfs); // warm-up
    const started = performance.now();
    for (let n = 0; n < pdfs; n += 2) await Promise.all([render(n), render(n + 1)]);
    const pdfRate = pdfs / ((performance.now() - started) / 1000);
    return { assets, calls, listP95, pdfs, pdfRate };
  } finally {
    await app.close();
    await db.$disconnect();
    redis.disconnect();
    await dropDatabase(databaseUrl);
    await rm(storageDir, { recursive: true, force: true });
  }
}
