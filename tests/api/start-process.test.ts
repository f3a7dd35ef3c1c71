// `npm start`'s process model: a supervisor that runs the API and the worker as two child processes, starts again
// one that stops (killed with SIGKILL, or ended by an uncaught fault, logged with its stack) while the other keeps
// serving, and stops them in order on SIGTERM. Runs scripts/start.ts through tsx on a database of its own (it
// migrates and seeds it) with Temporal pointed at an address that refuses. A preloaded helper
// (tests/helpers/fault-on-signal.mjs) makes a process fail with an uncaught stream error on SIGUSR2.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
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

function nodeChildrenOf(pid: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
      if (parent === pid && /\bnode\b/.test(command.split(' ')[0])) found.push({ pid: Number(name), command });
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

interface LogLine {
  pid: number;
  name: string;
  msg: string;
  level: number;
  err?: { message: string; stack: string };
}
const logLines = (): LogLine[] =>
  output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return []; // two processes' lines cut into each other
    }
  });

/** The supervisor's child running this entry (api/server.ts or worker/main.ts). */
const childRunning = (entry: string) => nodeChildrenOf(child.pid!).find((c) => c.command.includes(entry))?.pid;

async function live(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(5000) });
  return response.status;
}

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
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(ROOT, 'tests/helpers/fault-on-signal.mjs')}`,
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
  it('runs the API and the worker as two child processes, and says so in the banner with the Node.js version', async () => {
    expect(await live()).toBe(200);
    const children = nodeChildrenOf(child.pid!);
    expect(children).toHaveLength(2);
    const api = childRunning('api/server.ts');
    const worker = childRunning('worker/main.ts');
    expect(api).toBeGreaterThan(0);
    expect(worker).toBeGreaterThan(0);

    // Each logs from its own process: the API's listening line and request lines, the worker's start.
    await waitFor(() => logLines().some((line) => line.msg === 'request completed'), 'a request line');
    const lines = logLines();
    expect(lines.find((line) => line.name === 'api' && line.msg.startsWith('Server listening'))?.pid).toBe(api);
    expect(lines.find((line) => line.name === 'worker' && line.msg === 'worker started')?.pid).toBe(worker);

    expect(output).toContain(`Processes (Node.js ${process.version})`);
    expect(output).toContain(`API (pid ${api}) and worker (pid ${worker}), separate processes`);
    // Without SMTP_URL: Mailpit's web UI, or (no Go) the one line saying emails go to the log.
    expect(output).toMatch(/Emails {8}http:\/\/127\.0\.0\.1:\d+ |SMTP not configured \(SMTP_URL\), no mail catcher/);
  });

  it('starts the worker again after a SIGKILL, while the API keeps serving', async () => {
    const api = childRunning('api/server.ts');
    const worker = childRunning('worker/main.ts')!;
    process.kill(worker, 'SIGKILL');
    await waitFor(
      () => output.includes('worker stopped (killed by SIGKILL): starting it again in 1 s'),
      'the restart line',
    );
    // The API answers while the worker is down.
    expect(await live()).toBe(200);

    await waitFor(() => {
      const again = childRunning('worker/main.ts');
      return !!again && logLines().some((line) => line.pid === again && line.msg === 'worker started');
    }, 'the worker started again');
    expect(childRunning('worker/main.ts')).not.toBe(worker);
    expect(childRunning('api/server.ts')).toBe(api);
    expect(await live()).toBe(200);
  }, 120_000);

  it('logs an uncaught fault in the API with its stack, and starts the API again', async () => {
    const api = childRunning('api/server.ts')!;
    const worker = childRunning('worker/main.ts');
    process.kill(api, 'SIGUSR2');

    await waitFor(
      () => logLines().some((line) => line.pid === api && line.msg.startsWith('uncaught exception')),
      'the fault logged',
    );
    const fault = logLines().find((line) => line.pid === api && line.msg.startsWith('uncaught exception'))!;
    expect(fault).toMatchObject({ name: 'api', level: 60, err: { message: 'injected stream fault (test)' } });
    expect(fault.err!.stack).toMatch(/injected stream fault \(test\)\n\s+at /);
    await waitFor(() => output.includes('api stopped (exit code 1): starting it again in 1 s'), 'the restart line');

    await waitFor(async () => {
      const again = childRunning('api/server.ts');
      return !!again && again !== api && (await live().catch(() => 0)) === 200;
    }, 'the API answering again');
    // The worker was not touched.
    expect(childRunning('worker/main.ts')).toBe(worker);
  }, 120_000);

  it('stops the API, then the worker, on SIGTERM and exits cleanly', async () => {
    const children = nodeChildrenOf(child.pid!).map((c) => c.pid);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const messages = logLines().map((line) => `${line.name}: ${line.msg}`);
    const api = messages.lastIndexOf('api: API shutting down');
    const worker = messages.lastIndexOf('worker: worker shutting down');
    expect(api).toBeGreaterThan(-1);
    expect(worker).toBeGreaterThan(api);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
