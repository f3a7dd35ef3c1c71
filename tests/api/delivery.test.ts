// How answers travel: the catalog with an ETag and compressed encodings, large JSON compressed, small JSON
// not, the liveness and cached readiness checks, and the bundles' precompressed files with their cache policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { IMMUTABLE, REVALIDATE, registerBundles } from '../../api/plugins/bundles';
import { READINESS_CACHE_MS } from '../../api/routes/health';
import { CATALOG } from '../../domain/catalog';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { precompress } from '../../scripts/build/precompress';
import { testEnv } from '../helpers/api';

const config = loadConfig(testEnv());
const realDb = createPrisma(config.databaseUrl);
const redis = createRedis(config.redisUrl, 'delivery-test');
let databaseProbes = 0;
// The real client, counting the readiness probe's queries.
const db = new Proxy(realDb, {
  get(target, property, receiver) {
    if (property === '$queryRaw') databaseProbes += 1;
    return Reflect.get(target, property, receiver);
  },
}) as Db;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  await redis.connect();
  app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await realDb.$disconnect();
  redis.disconnect();
});

describe('catalog', () => {
  it('answers with an ETag and a public cache lifetime, and 304 when the client has it', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/catalog' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(CATALOG)));
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await app.inject({ method: 'GET', url: '/api/catalog', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('goes out in brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ method: 'GET', url: '/api/catalog', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(JSON.stringify(CATALOG)));
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/catalog',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(JSON.stringify(CATALOG)));
    expect(gzip.headers.vary).toContain('Accept-Encoding');
  });
});

describe('compression of JSON answers', () => {
  it('compresses answers above 1 KB and leaves small ones alone', async () => {
    const large = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).openapi).toBeTruthy();

    const small = await app.inject({
      method: 'POST',
      url: '/api/pricing',
      headers: { 'accept-encoding': 'gzip, br' },
      payload: { packages: [], services: [], states: ['DE'] },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('health', () => {
  it('answers liveness without touching a dependency', async () => {
    const before = databaseProbes;
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(databaseProbes).toBe(before);
  });

  it('probes readiness at most once per second however often it is asked, with the same answer shape', async () => {
    await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 50));
    const before = databaseProbes;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({ method: 'GET', url: i % 2 ? '/api/health' : '/api/health/ready' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 'ok',
        database: 'up',
        redis: 'up',
        temporal: 'not configured',
        storage: 'up',
      });
    }
    expect(databaseProbes - before).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 50));
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(databaseProbes - before).toBe(2);
  });

  it('answers 503 with the same shape when the database cannot be reached, and never from a cache', async () => {
    // A real client pointed at a port where no database listens.
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:1/none?connect_timeout=1');
    const down = await buildApp({ config, db: unreachable, redis, temporal: null, stripe: null });
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const answer = await down.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.json()).toEqual({
          status: 'down',
          database: 'down',
          redis: 'up',
          temporal: 'not configured',
          storage: 'up',
        });
      }
      const live = await down.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('no-store');
    } finally {
      await down.close();
      await unreachable.$disconnect();
    }
  });
});

describe('bundle files', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bundles-'));
  const script = `console.log(${JSON.stringify('formation '.repeat(300))});`;
  let bundles: ReturnType<typeof Fastify>;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'storefront', 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'storefront', 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dist, 'storefront', 'assets', 'index-AbC123.js'), script);
    mkdirSync(path.join(dist, 'storefront', 'routes'));
    writeFileSync(
      path.join(dist, 'storefront', 'routes', 'onboarding.html'),
      '<!doctype html><title>Onboarding</title>',
    );
    precompress(path.join(dist, 'storefront'));
    mkdirSync(path.join(dist, 'admin', 'routes'), { recursive: true });
    writeFileSync(path.join(dist, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(path.join(dist, 'admin', 'routes', 'dashboard.html'), '<!doctype html><title>Dashboard</title>');
    bundles = Fastify();
    await registerBundles(bundles, dist);
    await bundles.ready();
  });
  afterAll(async () => {
    await bundles?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed files precompressed and cached as immutable for a year', async () => {
    const br = await bundles.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await bundles.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await bundles.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has index.html revalidated, for the page routes and the file itself', async () => {
    const page = await bundles.inject({ url: '/packages', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Home</title>');
    const file = await bundles.inject({ url: '/index.html' });
    expect(file.headers['cache-control']).toBe(REVALIDATE);
  });

  it("sends a section's own HTML (with its page's preload links) where the build made one", async () => {
    for (const url of ['/onboarding', '/onboarding?plan=basic', '/onboarding/step']) {
      const page = await bundles.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(page.body, url).toContain('<title>Onboarding</title>');
    }
    for (const url of ['/', '/packages', '/routes', '/..%2Froutes%2Fonboarding', '/onboarding.html', '/\u0000']) {
      const page = await bundles.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body, url).not.toContain('<title>Onboarding</title>');
    }
  });

  it('sends the dashboard the HTML that paints its frame first; the other back-office screens index.html', async () => {
    for (const url of ['/admin', '/admin/', '/admin?from=login']) {
      const page = await bundles.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(page.body, url).toContain('<title>Dashboard</title>');
    }
    for (const url of ['/admin/audit', '/admin/unauthorized', '/admin/routes/x']) {
      const page = await bundles.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body, url).toContain('<title>Admin</title>');
    }
  });
});
