// Runs `temporal server start-dev` as a child process on chosen or free ports and waits until its namespaces
// answer. Used by `npm start` (with a database file, so workflows survive restarts) and by the live test suite.
// With a database file, one server per state directory: a server already running there is reused
// (scripts/temporal/dev-server-lock.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { searchAttributeDefinitions } from '../../workflows/search-attributes';
import { freePort } from '../start/free-port';
import { listensOn, PortTaken, portsHeldBy } from '../start/ports';

export { freePort };

import {
  createLock,
  DevServerLocked,
  isProcessAlive,
  lockFileFor,
  readLock,
  releaseLock,
  removeStaleLock,
  updateLock,
} from './dev-server-lock';

export interface DevServerOptions {
  binary: string;
  ip?: string;
  /** gRPC frontend port; a free one when not given. */
  port?: number;
  /** Web UI port; a free one when not given; null runs without the UI. */
  uiPort?: number | null;
  /** SQLite file for durable state; in memory when not given. */
  dbFile?: string;
  /** Namespaces created at launch (`default` always exists). */
  namespaces?: string[];
  readyTimeoutMs?: number;
  /** Receives the server's own log lines (warnings and errors). */
  onLog?: (line: string) => void;
}

export interface DevServer {
  address: string;
  uiUrl: string | null;
  /** null when an already running server was reused. */
  process: ChildProcess | null;
  /** The pid of a server another process started on the same state directory, reused: stop() leaves it running. */
  reusedPid?: number;
  stop(): Promise<void>;
}

export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const ip = options.ip ?? '127.0.0.1';
  const port = options.port ?? (await freePort(ip));
  const uiPort = options.uiPort === null ? null : (options.uiPort ?? (await freePort(ip)));
  const args = ['server', 'start-dev', '--ip', ip, '--port', String(port), '--log-level', 'warn', '--color', 'never'];
  args.push(...(uiPort === null ? ['--headless'] : ['--ui-port', String(uiPort)]));
  const namespaces = ['default', ...(options.namespaces ?? [])];
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const address = `${ip}:${port}`;
  const uiUrl = uiPort === null ? null : `http://${ip}:${uiPort}`;
  let lockFile: string | null = null;
  if (options.dbFile) {
    mkdirSync(path.dirname(options.dbFile), { recursive: true });
    lockFile = lockFileFor(options.dbFile);
    const running = await reuseOrLock(lockFile, { pid: process.pid, address, uiUrl }, namespaces, readyTimeoutMs);
    if (running) return running;
    // A write-ahead log: each commit appends to one file, where the default rollback journal is created, synced and
    // deleted per commit (and every workflow task, activity start and completion is a commit).
    args.push('--db-filename', options.dbFile);
    args.push('--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal');
  }
  // Eager activity dispatch: an activity scheduled by a workflow task comes back in that task's completion, without
  // a trip through the task queue (the SDK asks for it by default; the server's flag is off by default).
  args.push('--dynamic-config-value', 'system.enableActivityEagerExecution=true');
  for (const namespace of options.namespaces ?? []) args.push('--namespace', namespace);
  // The onboarding workflow's search attributes, registered on every namespace it creates.
  for (const definition of searchAttributeDefinitions()) args.push('--search-attribute', definition);

  // Its own process group: a terminal's Ctrl+C reaches `npm start`, which stops it after the API and the worker.
  const child = spawn(options.binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  if (lockFile && child.pid) updateLock(lockFile, { pid: child.pid, address, uiUrl });
  const recent: string[] = [];
  let stopping = false;
  const onData = (chunk: Buffer) => {
    // Its shutdown chatter (internal pollers losing their connection) says nothing useful.
    if (stopping) return;
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.onLog?.(line);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exited: string | null = null;
  const release = () => {
    if (lockFile) releaseLock(lockFile, child.pid ?? process.pid);
  };
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
    release();
  });
  child.on('error', (err) => {
    exited = err.message;
    release();
  });

  const stop = () => {
    stopping = true;
    return stopChild(child);
  };
  try {
    await waitUntilReady(address, namespaces, readyTimeoutMs, () =>
      exited ? `the Temporal dev server stopped (${exited}): ${recent.slice(-5).join(' | ')}` : null,
    );
    // What answered must be the server just started, not another one that took the port first.
    const taken = await portsHeldBy(child.pid!, uiPort === null ? [port] : [port, uiPort]);
    if (taken !== null) throw new PortTaken(taken);
  } catch (err) {
    await stop();
    release();
    throw err;
  }
  return { address, uiUrl, process: child, stop };
}

/**
 * Takes the state directory's lock (answers null: start a server) or answers the server that holds it, once it
 * answers. A lock whose process is gone is removed; a live holder that does not answer within timeoutMs (it may
 * be starting) is an error saying which process to stop.
 */
async function reuseOrLock(
  lockFile: string,
  ours: { pid: number; address: string; uiUrl: string | null },
  namespaces: string[],
  timeoutMs: number,
): Promise<DevServer | null> {
  const until = Date.now() + timeoutMs;
  let lastError = '';
  for (;;) {
    if (createLock(lockFile, ours)) return null;
    const held = readLock(lockFile);
    if (!held) {
      // Unreadable: being written by a start that just took it, or left damaged long ago.
      if (Date.now() - fileTime(lockFile) > 5000) removeStaleLock(lockFile);
    } else if (!isProcessAlive(held.pid)) {
      removeStaleLock(lockFile);
      continue;
    } else {
      const heldPort = Number(held.address.split(':').at(-1));
      const failure = listensOn(held.pid, heldPort)
        ? await answers(held.address, namespaces)
        : `process ${held.pid} does not listen on ${held.address}`;
      if (!failure) {
        return { address: held.address, uiUrl: held.uiUrl, process: null, reusedPid: held.pid, stop: async () => {} };
      }
      lastError = failure;
      if (Date.now() >= until) {
        throw new DevServerLocked(
          `another Temporal dev server (pid ${held.pid}) holds ${path.dirname(lockFile)} but does not answer at ${held.address} (${lastError})`,
          `stop that process (kill ${held.pid}); if it is not a Temporal server, delete ${lockFile}`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const fileTime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
};

/** null when the server at address answers for every namespace, else why not. */
async function answers(address: string, namespaces: string[]): Promise<string | null> {
  let connection: Connection | null = null;
  try {
    connection = await Connection.connect({ address, connectTimeout: '1s' });
    for (const namespace of namespaces) await connection.workflowService.describeNamespace({ namespace });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await connection?.close().catch(() => {});
  }
}

async function waitUntilReady(
  address: string,
  namespaces: string[],
  timeoutMs: number,
  failure: () => string | null,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let lastError = 'not answering';
  while (Date.now() < until) {
    const failed = failure();
    if (failed) throw new Error(failed);
    let connection: Connection | null = null;
    try {
      connection = await Connection.connect({ address, connectTimeout: '1s' });
      for (const namespace of namespaces) await connection.workflowService.describeNamespace({ namespace });
      return;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    } finally {
      await connection?.close().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Temporal dev server at ${address} was not ready within ${timeoutMs / 1000} s (${lastError})`);
}

/** `signal` (SIGTERM), then SIGKILL if the child is still running after timeoutMs; resolves once it has exited. */
export function stopChild(child: ChildProcess, timeoutMs = 10_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}
