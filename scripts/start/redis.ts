// Redis for `npm start`: REDIS_URL when it answers; otherwise (or when it is not set) a redis-server of this
// checkout's own (found on PATH or at the Debian package's path) on a free port, its data in .data/redis (kept
// across restarts); without the binary, nothing, and the banner says what that turns off and how to install it.
// A Redis that merely answers on the usual port is never used unasked: another checkout's workers would take this
// one's jobs.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isRedisReachable } from '../../platform/infra/redis';
import { stopChild } from '../temporal/dev-server';
import { isProcessAlive, readLock, releaseLock, updateLock } from '../temporal/dev-server-lock';
import { dataPath } from './data-dir';
import { displayUrl } from './database';
import { listensOn, onFreePorts, PortTaken, portsHeldBy } from './ports';

/** Where Debian's redis-server package puts the binary, beside every folder of PATH. */
const DEBIAN_PATH = '/usr/bin/redis-server';

/**
 * The redis-server binary on PATH or at Debian's path; null when there is none.
 * @internal
 */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | null {
  const folders = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const candidate of [...folders.map((folder) => path.join(folder, 'redis-server')), DEBIAN_PATH]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

export interface ResolvedRedis {
  /** REDIS_URL for the API and the worker (empty: the configured one is kept). */
  env: NodeJS.ProcessEnv;
  /** For the banner: what is used, without a password. */
  description: string;
  /** One line for the banner when no Redis could be had: what does not work, and how to install one. */
  unavailable?: string;
  stop(): Promise<void>;
}

const REDIS_DIR = dataPath('redis');

/** An address nothing listens on: the API and worker then run without Redis (queues wait, their screens answer 503). */
const NO_REDIS_URL = 'redis://127.0.0.1:0';

/** What goes without Redis, and how to have one: the banner's line and the README's first-look sentence. */
const WITHOUT_REDIS =
  'background jobs (documents, quality runs, compliance scans and reminders) wait and their screens answer 503, ' +
  'and rate limits count per process; install Redis with `apt-get install redis-server` (npm start then starts it) ' +
  'or run `docker compose up -d redis` and set REDIS_URL=redis://127.0.0.1:6379';

export async function resolveRedis(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<ResolvedRedis> {
  const configured = env.REDIS_URL?.trim();
  const shown = configured ? displayUrl(configured) : 'REDIS_URL (not set)';
  if (configured && (await isRedisReachable(configured))) {
    return { env: {}, description: `REDIS_URL ${shown}`, stop: async () => {} };
  }
  const why = configured ? `Redis is unreachable at ${shown}` : 'REDIS_URL is not set';
  // Without one of its own, the API and worker are given no Redis at all, not the config's usual address.
  const without = (reason: string): ResolvedRedis => ({
    env: configured ? {} : { REDIS_URL: NO_REDIS_URL },
    description: configured ? `${shown} (unreachable)` : 'none (REDIS_URL not set)',
    unavailable: `${why} and ${reason}: ${WITHOUT_REDIS}`,
    stop: async () => {},
  });
  const binary = findRedisServer(env);
  if (!binary) return without('no redis-server is installed');
  const left = await leftRunning();
  if (left) {
    say(`${why}: reusing the redis-server already running on ${REDIS_DIR.shown} (pid ${left.pid})`);
    return {
      env: { REDIS_URL: left.url },
      description: `redis-server of this checkout (${REDIS_DIR.shown}) ${left.url}`,
      stop: async () => {},
    };
  }
  say(`${why}: starting ${binary} (data in ${REDIS_DIR.shown})`);
  try {
    const server = await onFreePorts([6380], '127.0.0.1', say, ([port]) => startRedisServer(binary, port));
    return {
      env: { REDIS_URL: server.url },
      description: `redis-server of this checkout (${REDIS_DIR.shown}) ${server.url}`,
      stop: server.stop,
    };
  } catch (err) {
    return without(`${binary} did not start (${err instanceof Error ? err.message : String(err)})`);
  }
}

/** Names the redis-server running on .data/redis, so a start after a SIGKILL reuses it instead of a second one. */
const LOCK_FILE = path.join(REDIS_DIR.path, 'redis.lock');

/** The redis-server an earlier start left running on .data/redis, when that very process answers on its port. */
async function leftRunning(): Promise<{ pid: number; url: string } | null> {
  const held = readLock(LOCK_FILE);
  if (!held || !isProcessAlive(held.pid)) return null;
  const url = `redis://${held.address}`;
  const port = Number(held.address.split(':').at(-1));
  return listensOn(held.pid, port) && (await isRedisReachable(url, 500)) ? { pid: held.pid, url } : null;
}

/**
 * Runs redis-server on `port` with its data (an append-only file and snapshots) in .data/redis, in its own process
 * group, and waits until that very process answers there.
 */
async function startRedisServer(binary: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  mkdirSync(REDIS_DIR.path, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', REDIS_DIR.path, '--appendonly', 'yes'];
  args.push('--save', '60 1', '--daemonize', 'no', '--logfile', '', '--loglevel', 'warning');
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => stopChild(child, 5000);
  const url = `redis://127.0.0.1:${port}`;
  if (child.pid) updateLock(LOCK_FILE, { pid: child.pid, address: `127.0.0.1:${port}`, uiUrl: null });
  child.on('exit', () => releaseLock(LOCK_FILE, child.pid ?? 0));
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited (${child.exitCode ?? child.signalCode}): ${output.trim().split('\n').slice(-2).join(' ')}`,
      );
    }
    if (await isRedisReachable(url, 500)) {
      const taken = await portsHeldBy(child.pid!, [port]);
      if (taken === null) return { url, stop };
      await stop();
      throw new PortTaken(taken);
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`redis-server did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
