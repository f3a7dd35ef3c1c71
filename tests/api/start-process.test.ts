// `npm start`'s process model: the API and the worker run side by side in the start process itself (no child
// Node.js processes), both logging to stdout, and stop in order on SIGTERM. Runs scripts/start.ts through
// tsx on a database of its own (it migrates and seeds it) with Temporal pointed at an address that refuses.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../../scripts/prisma-cli';
import { ROOT } from '../../scripts/start/processes';

let child: ChildProcess;
let output = '';
let port = 0;
const databaseUrl = inject('databaseUrl').replace(/formation_test_/, 'formation_start_');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function nodeChildrenOf(pid: number): string[] {
  const found: string[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
      if (parent === pid && /\bnode\b/.test(command.split(' ')[0])) found.push(command);
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}:\n${output}`);
}

const logLines = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; name: string; msg: string });

beforeAll(async () => {
  port = await freePort();
  // Node itself with tsx's loader, so the child's pid is the start process's own.
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `${inject('redisPrefix')}-start`,
      TEMPORAL_ADDRESS: '127.0.0.1:1',
      SESSION_SECRET: 's'.repeat(40),
      START_SKIP_BUILD: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(() => output.includes('is running (production mode)'), 'the start banner');
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await dropDatabase(databaseUrl).catch(() => {});
});

describe('npm start', () => {
  it('runs the API and the worker in its own process, with no child Node.js processes', async () => {
    const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(live.status).toBe(200);
    expect(nodeChildrenOf(child.pid!)).toEqual([]);

    // Both parts log from the start process: the API's listening line and request lines, the worker's start.
    await waitFor(() => logLines().some((line) => line.msg === 'request completed'), 'a request line');
    const lines = logLines();
    const apiListening = lines.find((line) => line.name === 'api' && line.msg.startsWith('Server listening'));
    const workerStarted = lines.find((line) => line.name === 'worker' && line.msg === 'worker started');
    expect(apiListening?.pid).toBe(child.pid);
    expect(workerStarted?.pid).toBe(child.pid);
  });

  it('stops the API, then the worker, on SIGTERM and exits cleanly', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const messages = logLines().map((line) => `${line.name}: ${line.msg}`);
    const api = messages.indexOf('api: API shutting down');
    const worker = messages.indexOf('worker: worker shutting down');
    expect(api).toBeGreaterThan(-1);
    expect(worker).toBeGreaterThan(api);
  }, 30_000);
});
