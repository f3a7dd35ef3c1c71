// Runs `temporal server start-dev` as a child process on chosen or free ports and waits until its namespaces
// answer. Used by `npm start` (with a database file, so workflows survive restarts) and by the live test suite.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Connection } from '@temporalio/client';

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
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const ip = options.ip ?? '127.0.0.1';
  const port = options.port ?? (await freePort(ip));
  const uiPort = options.uiPort === null ? null : (options.uiPort ?? (await freePort(ip)));
  const args = ['server', 'start-dev', '--ip', ip, '--port', String(port), '--log-level', 'warn', '--color', 'never'];
  args.push(...(uiPort === null ? ['--headless'] : ['--ui-port', String(uiPort)]));
  if (options.dbFile) {
    mkdirSync(path.dirname(options.dbFile), { recursive: true });
    args.push('--db-filename', options.dbFile);
  }
  for (const namespace of options.namespaces ?? []) args.push('--namespace', namespace);

  const child = spawn(options.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
  });
  child.on('error', (err) => {
    exited = err.message;
  });

  const address = `${ip}:${port}`;
  const stop = () => {
    stopping = true;
    return stopChild(child);
  };
  try {
    await waitUntilReady(address, ['default', ...(options.namespaces ?? [])], options.readyTimeoutMs ?? 60_000, () =>
      exited ? `the Temporal dev server stopped (${exited}): ${recent.slice(-5).join(' | ')}` : null,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { address, uiUrl: uiPort === null ? null : `http://${ip}:${uiPort}`, process: child, stop };
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

function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
