// npm run bench [bundles] [api] [logging] [browser] [instructions] [compare] [data] [pipeline] [partner] [lighthouse] (bundles,
// api, browser and data by default; run `npm run build` first):
// - bundles: the initial JavaScript (gzip) of the storefront home page and of the back-office; fails above either budget.
// - api: the production processes exactly as `npm start` runs them (compiled, default log level, logs to a file),
//   each process's resident memory after start, then requests per second with autocannon for the public API
//   beside a bare Fastify hello-world measured in the same run (the figures that matter are the ratios), then
//   logging.
// - logging (also on its own): what request logging costs, the API alone at LOG_LEVEL=info against warn.
// - browser: LCP, CLS and JavaScript transferred for the home, packages and onboarding pages in Chromium, throttled.
// - compare (only when asked for): two builds or node flags head to head on the catalog, pricing or the
//   signed-in user (see compare()).
// - instructions (only when asked for; needs valgrind): instructions per request counted by callgrind for the
//   hello-world, the catalog and pricing (the API alone), a figure that does not move with the machine's load.
// - pipeline (only when asked for): issue 24's figures beside their targets (scripts/bench/pipeline.ts): payment to
//   workflow, 50 payments at once, 50 concurrent approves, 50 orders' documents, then Lighthouse (as `lighthouse`;
//   BENCH_PAGES=0 leaves it out).
// - partner (only when asked for): issue 54's test-mode figures (scripts/bench/partner.ts): 50 test orders placed
//   at once through the partner API, completion and webhook lag p50/p95 beside their targets.
// - lighthouse (only when asked for): Lighthouse's performance figures of the back-office and storefront pages.
// - scale (only when asked for; no build needed): how the cost of an order grows with the business, the same mix of
//   work at 10, 100 and 1,000 orders (`npm run bench scale -- --sizes 10,100` or BENCH_SCALE_SIZES for others;
//   BENCH_SCALE_CONCURRENCY 8 journeys at once, BENCH_SCALE_READS 30 requests per timed read, BENCH_SCALE_DAYS 30
//   daily scans, BENCH_SCALE_IDLE_SECONDS 10 watched idle first) on two API and two worker processes: CPU per order
//   of each process (less its idle use), queries and table rows read per request, p50/p95 of the latencies and the
//   daily scan, and the ratio of the largest size to the smallest (scripts/bench/scale.ts).
// - data: list pages over 10,000 assets and 100,000 audit rows (p95), the audit CSV export of 1,000,000 rows
//   (RSS growth), the document worker's PDFs per second and the onboarding board over 10,000 paid orders (p95), on
//   scratch databases (scripts/bench/assets.ts, audit.ts, board.ts).
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PACKAGES, SERVICES } from '../domain/catalog';
import { ASSET_LIST_BUDGET_MS, benchAssets, PDF_RATE_TARGET } from './bench/assets';
import { benchAudit, EXPORT_RSS_BUDGET_MB, LIST_P95_BUDGET_MS } from './bench/audit';
import { BOARD_P95_BUDGET_MS, benchBoard } from './bench/board';
import { measurePages, THROTTLING } from './bench/browser';
import { asLoadGenerator, PLACEMENT } from './bench/cores';
import { headToHead, printRounds } from './bench/head-to-head';
import { hasCallgrind, instructionsPerRequest } from './bench/instructions';
import {
  HELLO_SERVER,
  type LoadResult,
  measure,
  startHelloServer,
  startLogged,
  stop,
  type Target,
  waitForOk,
} from './bench/load';
import { benchPartner } from './bench/partner';
import { benchPipeline } from './bench/pipeline';
import { processTree } from './bench/processes';
import { benchScale, formatTable, scaleSizes, scaleTable } from './bench/scale';
import { signedInCookie, signedInUserTarget } from './bench/signed-in';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BUDGET_BYTES = 120 * 1024;
/** The back-office shell (each screen's code loads when it is opened). */
export const ADMIN_BUDGET_BYTES = 200 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4431);
const API_PORT = PORT + 1;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/formation_bench';
/** The sections asked for: the words of the command line, less `--sizes <list>` (scale's). */
const words = process.argv.slice(2).filter((word, i, all) => !word.startsWith('--') && all[i - 1] !== '--sizes');
const sections = new Set(words.length ? words : ['bundles', 'api', 'browser', 'data']);

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
  const files = initialScripts(readFileSync(path.join(dir, 'index.html'), 'utf8'), base);
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
  let gzip = 0;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (name.endsWith('.js')) gzip += gzipSync(readFileSync(path.join(dir, name)), { level: 9 }).length;
  }
  return gzip;
}

function requireBuild() {
  const needed = [
    'dist/storefront/index.html',
    'dist/admin/index.html',
    'dist/server/start.mjs',
    'dist/server/api.mjs',
  ];
  const missing = needed.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) {
    console.error(`Missing ${missing.join(', ')}: run \`npm run build\` first`);
    process.exit(1);
  }
}

function bundles(): boolean {
  const storefront = initialSize('storefront', '/');
  console.log(
    `Storefront home page initial JavaScript: ${kb(storefront.gzip)} gzip (${kb(storefront.raw)} raw, ${storefront.files.length} files; budget ${kb(BUDGET_BYTES)})`,
  );
  for (const file of storefront.files) {
    const size = statSync(path.join(ROOT, 'dist', 'storefront', file)).size;
    console.log(`  ${file} (${kb(size)} raw)`);
  }
  const admin = initialSize('admin', '/admin/');
  console.log(
    `Back-office initial JavaScript: ${kb(admin.gzip)} gzip (${kb(admin.raw)} raw, ${admin.files.length} files; budget ${kb(ADMIN_BUDGET_BYTES)}); all chunks ${kb(allScripts('admin'))} gzip`,
  );
  const storefrontOk = storefront.gzip <= BUDGET_BYTES;
  const adminOk = admin.gzip <= ADMIN_BUDGET_BYTES;
  if (!storefrontOk) console.error(`FAIL: the storefront's initial JavaScript is above the ${kb(BUDGET_BYTES)} budget`);
  if (!adminOk)
    console.error(`FAIL: the back-office's initial JavaScript is above the ${kb(ADMIN_BUDGET_BYTES)} budget`);
  return storefrontOk && adminOk;
}

function productionEnv(port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL,
    REDIS_PREFIX: `bench-${Date.now().toString(36)}`,
    ...extra,
  };
  // Production defaults (log level info), whatever this shell has set.
  if (!extra.LOG_LEVEL) delete env.LOG_LEVEL;
  delete env.NODE_OPTIONS;
  return env;
}

/** How long resident memory is sampled once the product answers: start-up garbage is collected within it. */
const SETTLE_SECONDS = 15;

/** Samples each process's RSS every second while the product sits idle after start; prints the peak and the last. */
async function printMemory(root: ChildProcess) {
  const peak = new Map<number, number>();
  let last = processTree(root.pid!);
  for (let second = 0; second < SETTLE_SECONDS; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    last = processTree(root.pid!);
    for (const p of last) peak.set(p.pid, Math.max(peak.get(p.pid) ?? 0, p.rssBytes));
  }
  const isNode = (p: { command: string }) => /\bnode\b/.test(p.command.split(' ')[0]);
  console.log(`Resident memory after start (RSS; peak and settled, sampled each second for ${SETTLE_SECONDS} s):`);
  for (const p of last)
    console.log(
      `  ${mb(peak.get(p.pid) ?? p.rssBytes).padStart(7)} ${mb(p.rssBytes).padStart(7)}  ${p.command.slice(0, 100)}`,
    );
  const node = last.filter(isNode);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  console.log(
    `  ${mb(sum(node.map((p) => peak.get(p.pid) ?? p.rssBytes))).padStart(7)} ${mb(sum(node.map((p) => p.rssBytes))).padStart(7)}  all Node.js processes (${node.length})`,
  );
}

/** The selection priced in every pricing measurement. */
const PRICING_BODY = JSON.stringify({
  packages: [PACKAGES[0].id],
  services: [SERVICES[0].id],
  states: ['DE', 'WY'],
});

/** The two routes the throughput targets name, on the server at `base`. */
const catalogTarget = (base: string): Target => ({ name: 'GET /api/catalog', url: `${base}/api/catalog` });
const pricingTarget = (base: string): Target => ({
  name: 'POST /api/pricing',
  url: `${base}/api/pricing`,
  method: 'POST',
  body: PRICING_BODY,
});
const onPort = (target: (base: string) => Target) => (port: number) => target(`http://127.0.0.1:${port}`);

const ratio = (value: number, reference: number) => `${((value / reference) * 100).toFixed(0)}%`;

async function loadRun(base: string, helloUrl: string) {
  const targets: Target[] = [
    catalogTarget(base),
    pricingTarget(base),
    { name: 'GET /api/health/live', url: `${base}/api/health/live` },
    { name: 'GET /api/health (readiness)', url: `${base}/api/health` },
    { name: 'GET /api/unknown (404)', url: `${base}/api/unknown` },
  ];
  // The reference is measured before and after every route, and each route is compared with the mean of the
  // two around it: the machine's drift during the run (other work on it) mostly cancels out.
  const hellos = [await measure({ name: 'hello', url: helloUrl }, SECONDS)];
  const results: (LoadResult & { reference: number })[] = [];
  for (const target of targets) {
    const result = await measure(target, SECONDS);
    hellos.push(await measure({ name: 'hello', url: helloUrl }, SECONDS));
    results.push({ ...result, reference: (hellos.at(-2)!.rps + hellos.at(-1)!.rps) / 2 });
  }
  const hello = hellos.reduce((sum, r) => sum + r.rps, 0) / hellos.length;
  console.log(`\nRequests per second (autocannon, 32 connections, ${SECONDS} s each; ${PLACEMENT}):`);
  console.log(
    `  ${'bare Fastify hello-world'.padEnd(30)} ${hello.toFixed(0).padStart(7)}  (mean of ${hellos.map((r) => r.rps.toFixed(0)).join(', ')})`,
  );
  for (const r of results) {
    const problems = r.non2xx || r.errors ? `  [${r.non2xx} non-2xx, ${r.errors} errors]` : '';
    console.log(
      `  ${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)}  ${ratio(r.rps, r.reference).padStart(4)} of hello-world around it, p99 ${r.p99Ms} ms${problems}`,
    );
  }
  return { hello, results };
}

const HEAD_TO_HEAD_ROUNDS = 5;

/** The API alone (or `script`, with node `flags`) on a port, in production mode. */
function apiContender(
  port: number,
  extra: NodeJS.ProcessEnv = {},
  script = 'dist/server/api.mjs',
  flags: string[] = [],
) {
  return {
    args: [...flags, path.join(ROOT, script)],
    env: productionEnv(port, { NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40), ...extra }),
    port,
  };
}

async function loggingCost() {
  const logFile = path.join(tmpdir(), `formation-bench-api-${Date.now()}.log`);
  const rounds = await headToHead(
    [apiContender(API_PORT, { LOG_LEVEL: 'warn' }), apiContender(API_PORT + 1, { LOG_LEVEL: 'info' })],
    onPort(catalogTarget),
    { rounds: HEAD_TO_HEAD_ROUNDS, seconds: SECONDS, logFile, cwd: ROOT },
  );
  console.log(
    `\nRequest logging (the API alone, GET /api/catalog, LOG_LEVEL=info and warn loaded together on the server core, ${HEAD_TO_HEAD_ROUNDS} rounds of ${SECONDS} s; log lines to ${logFile}):`,
  );
  const change = printRounds(rounds, ['warn', 'info']);
  console.log(`  logging costs ${(-change * 100).toFixed(1)}% of throughput`);
}

/**
 * `npm run bench compare`: two builds (or flags) head to head, e.g. this commit against another built into
 * dist/server-other: BENCH_COMPARE='dist/server-other/api.mjs,dist/server/api.mjs' (each side: node flags, then the
 * script, separated by spaces), BENCH_ROUTE catalog (default) or pricing.
 */
async function compare() {
  const sides = (process.env.BENCH_COMPARE ?? 'dist/server/api.mjs,dist/server/api.mjs').split(',');
  if (sides.length !== 2) throw new Error('BENCH_COMPARE names two sides, separated by a comma');
  const [a, b] = sides.map((side, index) => {
    const words = side.trim().split(/\s+/);
    return apiContender(API_PORT + index, {}, words.at(-1), words.slice(0, -1));
  });
  const route = process.env.BENCH_ROUTE ?? 'catalog';
  if (!['catalog', 'pricing', 'user'].includes(route)) throw new Error('BENCH_ROUTE is catalog, pricing or user');
  const logFile = path.join(tmpdir(), `formation-bench-compare-${Date.now()}.log`);
  const at =
    route === 'user'
      ? signedInUserTarget(await signedInCookie(a, DATABASE_URL, { logFile, cwd: ROOT }))
      : onPort(route === 'pricing' ? pricingTarget : catalogTarget);
  const rounds = await headToHead([a, b], at, { rounds: HEAD_TO_HEAD_ROUNDS, seconds: SECONDS, logFile, cwd: ROOT });
  console.log(
    `\n${at(0).name} head to head (loaded together on the server core, ${HEAD_TO_HEAD_ROUNDS} rounds of ${SECONDS} s): A ${sides[0]}, B ${sides[1]}`,
  );
  printRounds(rounds, ['A', 'B']);
}

const INSTRUCTION_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);

async function instructions() {
  if (!hasCallgrind()) {
    console.log('\nInstructions per request: skipped, valgrind is not installed (apt-get install valgrind)');
    return;
  }
  const port = API_PORT + 2;
  const api = {
    args: [path.join(ROOT, 'dist/server/api.mjs')],
    env: productionEnv(port, { NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40) }),
    cwd: ROOT,
    readyUrl: `http://127.0.0.1:${port}/api/health/live`,
  };
  const counts: [string, number][] = [];
  const count = async (name: string, server: Parameters<typeof instructionsPerRequest>[0]) =>
    counts.push([name, await instructionsPerRequest(server, INSTRUCTION_REQUESTS)]);
  await count('bare Fastify hello-world', {
    args: ['--input-type=module', '-e', HELLO_SERVER],
    env: process.env,
    cwd: ROOT,
    url: '/',
    portFromStdout: true,
  });
  await count('GET /api/catalog', { ...api, url: `http://127.0.0.1:${port}/api/catalog` });
  await count('POST /api/pricing', {
    ...api,
    url: `http://127.0.0.1:${port}/api/pricing`,
    method: 'POST',
    body: PRICING_BODY,
  });
  console.log(
    `\nInstructions per request (callgrind, user space only, ${INSTRUCTION_REQUESTS} requests after a warm-up; the API alone):`,
  );
  const hello = counts[0][1];
  for (const [name, value] of counts)
    console.log(`  ${name.padEnd(30)} ${value.toFixed(0).padStart(8)}  hello-world at ${ratio(hello, value)} of it`);
}

async function data() {
  const library = await benchAssets();
  console.log(
    `GET /api/assets over ${library.assets} assets x${library.calls}: p95 ${library.listP95.toFixed(2)} ms (target ${ASSET_LIST_BUDGET_MS} ms) ${library.listP95 < ASSET_LIST_BUDGET_MS ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(
    `Document worker: ${library.pdfs} PDFs rendered and stored at ${library.pdfRate.toFixed(1)} PDFs/s (target ${PDF_RATE_TARGET}) ${library.pdfRate >= PDF_RATE_TARGET ? 'OK' : 'BELOW TARGET'}`,
  );
  const board = await benchBoard();
  console.log(
    `GET /api/admin/onboarding/board over ${board.orders} paid orders x${board.calls}: p95 ${board.boardP95.toFixed(2)} ms (target ${BOARD_P95_BUDGET_MS} ms) ${board.boardP95 < BOARD_P95_BUDGET_MS ? 'OK' : 'ABOVE TARGET'}`,
  );
  const audit = await benchAudit();
  console.log(
    `Audit list p95 ${audit.listP95.toFixed(2)} ms (target ${LIST_P95_BUDGET_MS} ms) ${audit.listP95 < LIST_P95_BUDGET_MS ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(
    `Audit export RSS growth ${audit.rssGrowthMb.toFixed(1)} MB (target ${EXPORT_RSS_BUDGET_MB} MB) ${audit.rssGrowthMb < EXPORT_RSS_BUDGET_MB ? 'OK' : 'ABOVE TARGET'}`,
  );
}

async function scale() {
  const time = () => new Date().toISOString().slice(11, 19);
  const positive = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
    return value;
  };
  const figures = await benchScale({
    sizes: scaleSizes(process.argv.slice(2), process.env),
    concurrency: positive('BENCH_SCALE_CONCURRENCY', 8),
    reads: positive('BENCH_SCALE_READS', 30),
    days: positive('BENCH_SCALE_DAYS', 30),
    idleSeconds: positive('BENCH_SCALE_IDLE_SECONDS', 10),
    log: (line) => console.log(`${time()} ${line}`),
  });
  console.log(
    `\nThe cost of an order by size (${availableParallelism()} cores; CPU from /proc utime+stime of the two APIs, the two workers, the Temporal dev server, and the run database's PostgreSQL backends sampled each second; per order less the idle use over the run's time)\n`,
  );
  console.log(formatTable(scaleTable(figures)));
}

async function main() {
  if ([...sections].some((section) => section !== 'scale')) requireBuild();
  if (sections.has('scale')) await scale();
  let ok = true;
  if (sections.has('bundles')) ok = bundles() && ok;
  if (sections.has('data')) await data();
  if (sections.has('api') || sections.has('browser')) await measureProduct();
  if (sections.has('api') || sections.has('logging')) await loggingCost();
  if (sections.has('instructions')) await instructions();
  if (sections.has('compare')) await compare();
  if (sections.has('pipeline') || sections.has('lighthouse'))
    await benchPipeline({ pipeline: sections.has('pipeline'), pages: process.env.BENCH_PAGES !== '0' });
  if (sections.has('partner')) ok = (await benchPartner()) && ok;
  return ok;
}

/** The production processes as `npm start` runs them: memory, then requests per second and the pages. */
async function measureProduct() {
  const logFile = path.join(tmpdir(), `formation-bench-start-${Date.now()}.log`);
  console.log(`\nStarting the production processes (node dist/server/start.mjs, port ${PORT}; output in ${logFile})`);
  const product = startLogged(
    process.execPath,
    [path.join(ROOT, 'dist/server/start.mjs')],
    productionEnv(PORT),
    logFile,
    ROOT,
  );
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForOk(`${base}/api/health`);
    await printMemory(product);
    if (sections.has('api')) {
      const hello = await startHelloServer(ROOT);
      try {
        await asLoadGenerator(() => loadRun(base, hello.url));
      } finally {
        await stop(hello.child);
      }
    }
    if (sections.has('browser')) {
      const t = THROTTLING;
      console.log(
        `\nPages in Chromium (${t.cpuSlowdown}x CPU slowdown, ${t.downloadKbps / 1000} Mbps down, ${t.latencyMs} ms latency, empty cache; median of 3):`,
      );
      for (const page of await measurePages(base, ['/', '/packages', '/onboarding'])) {
        console.log(
          `  ${page.path.padEnd(10)} LCP ${page.lcpMs.toFixed(0).padStart(5)} ms  CLS ${page.cls.toFixed(3)}  JavaScript transferred ${kb(page.scriptBytes)}`,
        );
      }
    }
  } finally {
    await stop(product);
  }
}

if (!(await main())) {
  console.error('FAIL: a figure missed its target (see above)');
  process.exit(1);
}
console.log('\nOK');
