// A child of `npm start` stops by itself when its supervisor is gone (even killed with SIGKILL, which gives it no
// chance to stop its children): the IPC channel closes, and the worker stops in order and exits (platform/infra/lifecycle.ts).
// Without that, an orphaned API would keep the port and the next `npm start` would refuse to start.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, expect, inject, it } from 'vitest';
import { ROOT } from '../../scripts/start/processes';

let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

it('the worker stops in order and exits when the channel to its supervisor closes', async () => {
  let output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      REDIS_PREFIX: `${inject('redisPrefix')}-gone`,
      TEMPORAL_ADDRESS: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  const until = Date.now() + 30_000;
  while (!output.includes('"worker started"') && Date.now() < until && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(output).toContain('"worker started"');

  child.disconnect(); // what the kernel does to the channel when the supervisor dies
  expect(await exited).toBe(0);
  expect(output).toContain('"signal":"supervisor gone","msg":"stopping"');
  expect(output).toContain('"worker shutting down"');
}, 60_000);
