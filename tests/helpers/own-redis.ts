// A redis-server of the test's own on a free port (never the machine's shared one), to stop and start again
// mid-test. Nothing is kept on disk.
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { findRedisServer } from '../../scripts/start/redis';
import { freePort } from '../../scripts/temporal/dev-server';

export interface OwnRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** null (with the reason) when no redis-server binary is installed. */
export async function startOwnRedis(): Promise<OwnRedis | { unavailable: string }> {
  const binary = findRedisServer();
  if (!binary) return { unavailable: 'no redis-server binary (apt-get install redis-server)' };
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
