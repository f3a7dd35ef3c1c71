// `npm start` told of no PostgreSQL and no Redis (DATABASE_URL and REDIS_URL not set), on a machine where both
// answer on their usual ports: it uses neither, and runs an embedded PostgreSQL and a redis-server of its own (when
// one is installed), each in a process group of its own, and a SIGTERM sent to the
// `npm start` process alone stops the API, the worker, then Temporal, Mailpit, Redis and the database, in that
// order, within 10 s; every port is free afterwards and the data is kept. Its data lives in a folder of the test's
// own (START_DATA_DIR), never the checkout's .data.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtTool, MAILPIT } from '../../scripts/go-tools/go-tool';
import { ROOT } from '../../scripts/start/processes';
import { findRedisServer } from '../../scripts/start/redis';
import { TEMPORAL_BIN } from '../../scripts/temporal/cli';
import { freePort } from '../../scripts/temporal/dev-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'start-stop-'));
// The embedded PostgreSQL runs as the `postgres` user when started as root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);
const redisServer = findRedisServer();
if (!redisServer)
  console.warn('Skipping the npm start stop test: no redis-server installed (apt-get install redis-server)');

let child: ChildProcess;
let output = '';
let port = 0;

const answers = (target: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port: target, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function waitFor(check: () => boolean, what: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return;
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}:\n${output}`);
}

beforeAll(async () => {
  if (!redisServer) return;
  port = await freePort();
  const closed = await freePort(); // nothing listens there
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  for (const [service, usual] of [
    ['PostgreSQL', 5432],
    ['Redis', 6379],
  ] as const)
    if (!(await answers(usual))) console.warn(`${service} does not answer on ${usual}: the start could not take it`);
  child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      START_DATA_DIR: dataDir,
      STORAGE_DIR: path.join(dataDir, 'storage'),
      SESSION_SECRET: 's'.repeat(40),
      START_SKIP_BUILD: '1',
      // The built Temporal CLI and Mailpit when there are (no Go build in a test); otherwise addresses that refuse.
      ...(existsSync(TEMPORAL_BIN) ? { TEMPORAL_CLI: TEMPORAL_BIN } : { TEMPORAL_ADDRESS: `127.0.0.1:${closed}` }),
      ...(builtTool(MAILPIT) ? {} : { SMTP_URL: `smtp://127.0.0.1:${closed}` }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(() => output.includes('is running (production mode)'), 'the start banner', 300_000);
}, 320_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!redisServer)('npm start told of no PostgreSQL and no Redis', () => {
  it('runs an embedded PostgreSQL and a redis-server of its own, not the ones on the usual ports, and says so', () => {
    expect(output).toContain(`DATABASE_URL not set: starting an embedded PostgreSQL (data in ${dataDir}/postgres)`);
    expect(output).toContain(`REDIS_URL is not set: starting ${redisServer} (data in ${dataDir}/redis)`);
    expect(output).toMatch(/✓ Redis {6}redis-server of this checkout \(.*\/redis\) redis:\/\/127\.0\.0\.1:\d+\n/);
    expect(output).toMatch(/✓ Database {3}embedded PostgreSQL 17/);
  });

  it('stops everything in order within 10 s on a SIGTERM to the npm start process, leaving every port free', async () => {
    // Every port the banner shows: the API, the database, Redis, Temporal and its UI, Mailpit.
    const banner = output.slice(output.indexOf('is running (production mode)'));
    const ports = [
      ...new Set([port, ...[...banner.matchAll(/(?:127\.0\.0\.1|localhost):(\d+)/g)].map((m) => Number(m[1]))]),
    ];
    expect(ports.length).toBeGreaterThanOrEqual(3);
    for (const open of ports) expect(await answers(open), `port ${open} answers`).toBe(true);

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const stillOpen = async () => (await Promise.all(ports.map(answers))).some(Boolean);
    while ((await stillOpen()) && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 100));
    const seconds = (Date.now() - started) / 1000;
    for (const open of ports) expect(await answers(open), `port ${open} still answers`).toBe(false);
    expect(seconds).toBeLessThan(10);

    const order = [
      '"msg":"API shutting down"',
      '"msg":"worker shutting down"',
      ...(existsSync(TEMPORAL_BIN) ? ['start | Temporal dev server stopped'] : []),
      ...(builtTool(MAILPIT) ? ['start | Mailpit stopped'] : []),
      'start | Redis stopped',
      'start | embedded PostgreSQL stopped',
    ].map((line) => output.indexOf(line));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The worker was never cut off by a database that stopped first.
    expect(output).not.toContain('terminating connection due to administrator command');
  }, 30_000);

  it('keeps the data: the database files, and Redis writes its data out as it stops', () => {
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'redis'))).toEqual(expect.arrayContaining(['appendonlydir', 'dump.rdb']));
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false); // shut down cleanly
  });
});
