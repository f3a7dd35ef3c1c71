// Two `npm start`s at once on one machine (two checkouts' worth: their own START_DATA_DIR, PORT and database) each
// use only what they started: both want the usual ports of Temporal, Mailpit and Redis at the same moment, and
// each ends up with servers of its own, on distinct ports, that its own processes hold; neither adopts the
// other's. Runs the built Temporal CLI and Mailpit and Debian's redis-server (skipped, saying why, without them).
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { builtTool, MAILPIT } from '../../scripts/go-tools/go-tool';
import { dropDatabase } from '../../scripts/prisma-cli';
import { listensOn } from '../../scripts/start/ports';
import { ROOT } from '../../scripts/start/processes';
import { findRedisServer } from '../../scripts/start/redis';
import { TEMPORAL_BIN } from '../../scripts/temporal/cli';
import { freePort } from '../../scripts/temporal/dev-server';

const missing = [
  existsSync(TEMPORAL_BIN) ? null : 'the Temporal CLI (npm run temporal:install)',
  builtTool(MAILPIT) ? null : 'Mailpit (npm run services:install)',
  findRedisServer() ? null : 'redis-server (apt-get install redis-server)',
].filter(Boolean);
if (missing.length) console.warn(`Skipping the side-by-side start test: not installed: ${missing.join(', ')}`);

interface Start {
  child: ChildProcess;
  output: string;
  dataDir: string;
  databaseUrl: string;
}
const starts: Start[] = [];

/** The pids of the processes `pid` started (its children), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const addressOf = (output: string, pattern: RegExp) => Number(output.match(pattern)?.[1]);

beforeAll(async () => {
  if (missing.length) return;
  const closed = await freePort();
  for (const name of ['a', 'b']) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `start-${name}-`));
    chmodSync(dataDir, 0o755);
    const databaseUrl = inject('databaseUrl').replace(/formation_test_/, `formation_side_${name}_`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${closed}`,
        TEMPORAL_CLI: TEMPORAL_BIN,
        START_DATA_DIR: dataDir,
        STORAGE_DIR: path.join(dataDir, 'storage'),
        SESSION_SECRET: 's'.repeat(40),
        START_SKIP_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const start: Start = { child, output: '', dataDir, databaseUrl };
    child.stdout!.on('data', (chunk) => (start.output += chunk));
    child.stderr!.on('data', (chunk) => (start.output += chunk));
    starts.push(start);
  }
  const until = Date.now() + 400_000;
  while (!starts.every((s) => s.output.includes('is running (production mode)'))) {
    const failed = starts.find((s) => s.child.exitCode !== null);
    if (failed) throw new Error(`a start exited (${failed.child.exitCode}):\n${failed.output}`);
    if (Date.now() > until) throw new Error(`timed out:\n${starts.map((s) => s.output).join('\n----\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 420_000);

afterAll(async () => {
  await Promise.all(
    starts.map(
      (start) =>
        new Promise<void>((resolve) => {
          if (start.child.exitCode !== null) return resolve();
          start.child.once('exit', () => resolve());
          start.child.kill('SIGTERM');
        }),
    ),
  );
  for (const start of starts) {
    rmSync(start.dataDir, { recursive: true, force: true });
    await dropDatabase(start.databaseUrl).catch(() => {});
  }
}, 60_000);

describe.skipIf(missing.length > 0)('two starts side by side', () => {
  it('each runs its own Temporal, Mailpit and Redis, held by its own processes, on ports of its own', () => {
    const seen = starts.map(({ child, output }) => {
      const ports = {
        // Its address whether or not its health check had answered when the banner was printed (two dev servers
        // starting at once on two cores may take longer); whose process holds the port is checked below.
        temporal: addressOf(output, /[✓✗] Temporal {3}127\.0\.0\.1:(\d+) /),
        mail: addressOf(output, /Emails {8}http:\/\/127\.0\.0\.1:(\d+)/),
        redis: addressOf(output, /Redis {6}redis-server of this checkout \(.*\) redis:\/\/127\.0\.0\.1:(\d+)/),
      };
      // A start whose own Temporal dev server could not come up (two starting at once on a busy 2-core machine)
      // says so and runs without one: it never takes the other's.
      const ownTemporalFailed = /– Temporal {3}not configured/.test(output) && /Temporal: \S/.test(output);
      for (const [service, port] of Object.entries(ports)) {
        if (service === 'temporal' && ownTemporalFailed && Number.isNaN(port)) continue;
        expect(port, `${service} in the banner`).toBeGreaterThan(0);
        // The process on that port is one this start started, not the other's.
        expect(
          childrenOf(child.pid!).some((pid) => listensOn(pid, port)),
          `${service} on ${port} is held by a process of this start`,
        ).toBe(true);
      }
      return ports;
    });
    if (seen.every((ports) => ports.temporal > 0)) expect(seen[0].temporal).not.toBe(seen[1].temporal);
    // At least one of the two ran its own Temporal (both failing would test nothing here).
    expect(seen.some((ports) => ports.temporal > 0)).toBe(true);
    expect(seen[0].mail).not.toBe(seen[1].mail);
    expect(seen[0].redis).not.toBe(seen[1].redis);
  });
});
