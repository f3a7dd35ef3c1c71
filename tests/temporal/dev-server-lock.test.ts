// One Temporal dev server per state directory: a second start on the same SQLite file reuses the running server
// (never a second server on that file), a holder that does not answer stops the start with the reason and the
// fix, and a lock left by a process that is gone is taken over. Runs the real dev server from the built CLI.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { temporalCliPath } from '../../scripts/temporal/cli';
import { type DevServer, startTemporalDevServer } from '../../scripts/temporal/dev-server';
import { DevServerLocked, lockFileFor } from '../../scripts/temporal/dev-server-lock';

const binary = temporalCliPath();
if (!binary) console.info('dev-server lock tests skipped: the Temporal CLI is not built (npm run temporal:install)');

const stateDir = mkdtempSync(path.join(tmpdir(), 'temporal-lock-'));
const dbFile = path.join(stateDir, 'dev.sqlite');
const lockFile = lockFileFor(dbFile);
const started: DevServer[] = [];
afterAll(async () => {
  for (const server of started.reverse()) await server.stop().catch(() => {});
  rmSync(stateDir, { recursive: true, force: true });
});

/** Temporal server processes running on this test's SQLite file. */
function serversOnFile(): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('start-dev') && line.includes(dbFile))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

const start = async (readyTimeoutMs?: number) => {
  const server = await startTemporalDevServer({ binary: binary!, uiPort: null, dbFile, readyTimeoutMs });
  started.push(server);
  return server;
};

describe.skipIf(!binary)('Temporal dev server: one per state directory', () => {
  it('reuses the server already running on the same state directory instead of starting a second', async () => {
    const first = await start();
    expect(first.process?.pid).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: first.process!.pid,
      address: first.address,
    });

    const second = await start();
    expect(second.reusedPid).toBe(first.process!.pid);
    expect(second.address).toBe(first.address);
    expect(second.process).toBeNull();
    expect(serversOnFile()).toEqual([first.process!.pid]);

    // Stopping the one that reused leaves the server running; stopping the owner stops it and frees the lock.
    await second.stop();
    expect(serversOnFile()).toEqual([first.process!.pid]);
    await first.stop();
    expect(serversOnFile()).toEqual([]);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it('stops with the reason and the fix when the holder is alive but does not answer', async () => {
    // This test process stands in for a server that holds the lock and never answers.
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, address: '127.0.0.1:1', uiUrl: null }));
    const error = await start(1500).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DevServerLocked);
    expect((error as DevServerLocked).message).toContain(`pid ${process.pid}`);
    expect((error as DevServerLocked).message).toContain('does not answer at 127.0.0.1:1');
    expect((error as DevServerLocked).fix).toContain(`kill ${process.pid}`);
    expect(serversOnFile()).toEqual([]);
    // The lock is still the holder's.
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    rmSync(lockFile);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }));
    writeFileSync(lockFile, JSON.stringify({ pid: gone, address: '127.0.0.1:1', uiUrl: null }));
    const server = await start();
    expect(server.reusedPid).toBeUndefined();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.process!.pid);
    expect(serversOnFile()).toEqual([server.process!.pid]);
    await server.stop();
  }, 120_000);
});
