// npm run bench: the storefront's initial JavaScript (gzip, budget 200 KB), the back-office bundle size,
// the latency of POST /api/pricing through the real application (app.inject, DATABASE_URL's database), and the
// audit log's list latency and export memory on a scratch database next to DATABASE_URL's (scripts/bench/audit.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { createPrisma } from '../api/lib/prisma';
import { createRedis } from '../api/lib/redis';
import { createStripe } from '../api/lib/stripe';
import { PACKAGES, SERVICES } from '../domain/catalog';
import { ASSET_LIST_BUDGET_MS, benchAssets, PDF_RATE_TARGET } from './bench/assets';
import { benchAudit, EXPORT_RSS_BUDGET_MB, LIST_P95_BUDGET_MS } from './bench/audit';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET_BYTES = 200 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry script and its modulepreload links: what the browser fetches before the page runs. */
export function initialScripts(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"/.test(tag)) found.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) found.add(href);
  }
  return [...found].filter((url) => !/^https?:/.test(url)).map((url) => url.replace(base, ''));
}

function initialSize(bundle: string, base: string) {
  const dir = path.join(ROOT, 'dist', bundle);
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    console.error(`dist/${bundle}/index.html is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const files = initialScripts(readFileSync(indexFile, 'utf8'), base);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

function allScripts(bundle: string) {
  const dir = path.join(ROOT, 'dist', bundle, 'assets');
  let raw = 0;
  let gzip = 0;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    raw += statSync(file).size;
    gzip += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { raw, gzip };
}

async function pricingLatency(calls: number) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' });
  const db = createPrisma(config.databaseUrl);
  const redis = createRedis(config.redisUrl, 'bench');
  redis.on('error', () => {});
  await redis.connect().catch(() => {});
  const app = await buildApp({ config, db, redis, temporal: null, stripe: createStripe(config) });
  await app.ready();
  const payload = { packages: [PACKAGES[0].id], services: [SERVICES[0].id], states: ['DE', 'WY'] };
  try {
    const warm = await app.inject({ method: 'POST', url: '/api/pricing', payload });
    if (warm.statusCode !== 200) throw new Error(`POST /api/pricing answered ${warm.statusCode}: ${warm.body}`);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await app.inject({ method: 'POST', url: '/api/pricing', payload });
      times.push(performance.now() - t);
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    return { total, mean: total / calls, p95: times[Math.floor(calls * 0.95) - 1], max: times.at(-1)! };
  } finally {
    await app.close();
    await db.$disconnect();
    redis.disconnect();
  }
}

const storefront = initialSize('storefront', '/');
console.log(
  `Storefront home page initial JavaScript: ${kb(storefront.gzip)} gzip (${kb(storefront.raw)} raw, ${storefront.files.length} files; budget ${kb(BUDGET_BYTES)})`,
);
for (const file of storefront.files) console.log(`  ${file}`);
const admin = initialSize('admin', '/admin/');
const adminAll = allScripts('admin');
console.log(
  `Back-office initial JavaScript: ${kb(admin.gzip)} gzip (${kb(admin.raw)} raw); all chunks ${kb(adminAll.gzip)} gzip (for information)`,
);

const calls = 200;
const pricing = await pricingLatency(calls);
console.log(
  `POST /api/pricing x${calls}: ${pricing.total.toFixed(0)} ms total, mean ${pricing.mean.toFixed(2)} ms, p95 ${pricing.p95.toFixed(2)} ms, max ${pricing.max.toFixed(2)} ms`,
);

const library = await benchAssets();
console.log(
  `GET /api/assets over ${library.assets} assets x${library.calls}: p95 ${library.listP95.toFixed(2)} ms (budget ${ASSET_LIST_BUDGET_MS} ms) ${library.listP95 < ASSET_LIST_BUDGET_MS ? 'OK' : 'OVER'}`,
);
console.log(
  `Document worker: ${library.pdfs} PDFs rendered and stored at ${library.pdfRate.toFixed(1)} PDFs/s (target ${PDF_RATE_TARGET}) ${library.pdfRate >= PDF_RATE_TARGET ? 'OK' : 'BELOW'}`,
);
const auditFigures = await benchAudit();
for (const [ok, figure] of [
  [
    auditFigures.listP95 < LIST_P95_BUDGET_MS,
    `audit list p95 ${auditFigures.listP95.toFixed(2)} ms (target ${LIST_P95_BUDGET_MS} ms)`,
  ],
  [
    auditFigures.rssGrowthMb < EXPORT_RSS_BUDGET_MB,
    `audit export RSS growth ${auditFigures.rssGrowthMb.toFixed(1)} MB (target ${EXPORT_RSS_BUDGET_MB} MB)`,
  ],
] as const) {
  console.log(`${ok ? 'OK' : 'ABOVE TARGET'}: ${figure}`);
}

if (storefront.gzip > BUDGET_BYTES) {
  console.error(
    `FAIL: the storefront's initial JavaScript is ${kb(storefront.gzip)} gzip, above the ${kb(BUDGET_BYTES)} budget`,
  );
  process.exit(1);
}
console.log('OK: within budget');
