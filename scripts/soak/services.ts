// The soak's own services, so it can restart them without disturbing anyone: a Redis on a free port, a Temporal
// dev server with its state in a file (workflows survive its restart), and a fresh PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { dropDatabase, migrate } from '../prisma-cli';
import { temporalCliPath } from '../temporal/cli';
import { type DevServer, freePort, startTemporalDevServer } from '../temporal/dev-server';

export interface Restartable {
  /** Stops the service, runs `whileDown`, starts it again on the same port and waits until it answers. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Answers once `PING` gets `+PONG` from the Redis at that port. */
async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface OwnRedis extends Restartable {
  url: string;
}

/** A redis-server of our own on a free port, keeping nothing on disk (a restart loses every key, as a crash would). */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child.on('error', () => {});
    const until = Date.now() + 20_000;
    while (!(await redisAnswers(port))) {
      if (Date.now() > until) throw new Error(`redis-server on port ${port} did not answer within 20 s`);
      await sleep(100);
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(whileDown) {
      await stopChild(child);
      await whileDown?.();
      await start();
    },
    stop: () => stopChild(child),
  };
}

export interface OwnTemporal extends Restartable {
  address: string;
  namespace: string;
  /** The server's process id while it runs (for its CPU time). */
  readonly pid: number | undefined;
}

/** A Temporal dev server with its state in `<dir>/temporal.sqlite`, restarted on the same port. */
export async function startOwnTemporal(dir: string): Promise<OwnTemporal> {
  const binary = temporalCliPath();
  if (!binary)
    throw new Error('the Temporal CLI is not built: run `npm run temporal:install` (needs Go) or set TEMPORAL_CLI');
  const port = await freePort();
  const options = { binary, port, uiPort: null, dbFile: path.join(dir, 'temporal.sqlite'), readyTimeoutMs: 120_000 };
  let server: DevServer | null = await startTemporalDevServer(options);
  return {
    address: server.address,
    namespace: 'default',
    get pid() {
      return server?.process?.pid;
    },
    async restart(whileDown) {
      await server?.stop();
      server = null;
      await whileDown?.();
      server = await startTemporalDevServer(options);
    },
    async stop() {
      await server?.stop();
    },
  };
}

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database with every migration applied, on the server TEST_DATABASE_BASE_URL names (local by default). */
export async function createOwnDatabase(): Promise<OwnDatabase> {
  const base = process.env.TEST_DATABASE_BASE_URL ?? 'postgresql://postgres@127.0.0.1:5432';
  const url = `${base}/formation_soak_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await migrate(url);
  return { url, drop: () => dropDatabase(url) };
}
