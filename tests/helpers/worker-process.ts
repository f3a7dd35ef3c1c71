// The real worker process (worker/main.ts: outbox relay, Temporal worker, queues) as a child, so a test can
// kill it as an operating system would and start it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from '../../scripts/start/processes';

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves once the Temporal worker polls its task queue. */
  ready: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startWorkerProcess(env: NodeJS.ProcessEnv): WorkerProcess {
  // Node itself with tsx's loader (not the tsx CLI, which runs the script in a grandchild a kill would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready in 60 s:\n${output.join('\n')}`)), 60_000);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 50) output.shift();
      if (line.includes('Temporal worker running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${signal ?? code}) before it was ready:\n${output.join('\n')}`));
    });
  });
  ready.catch(() => {});
  return {
    child,
    ready,
    kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
