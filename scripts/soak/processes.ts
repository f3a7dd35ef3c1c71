// The API and worker as separate operating-system processes (api/server.ts, worker/main.ts under Node with tsx's
// loader, so a SIGKILL reaches the real process), started, killed and restarted by the soak.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from '../start/processes';
import { freePort } from '../temporal/dev-server';

export interface ProcessSpec {
  name: string;
  script: 'api/server.ts' | 'worker/main.ts';
  env: NodeJS.ProcessEnv;
  /** Resolves once the process serves (API: /api/health/live answers; worker: its Temporal worker polls). */
  ready: (process: AppProcess) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AppProcess {
  private child: ChildProcess | null = null;
  /** The last lines of output, for a failure message. */
  readonly recent: string[] = [];
  /** Exits we did not ask for (a crash is a breach: no error may end a process). */
  readonly unexpectedExits: string[] = [];
  private expectingExit = false;
  private lineWaiters: { pattern: string; resolve: () => void }[] = [];

  constructor(
    readonly spec: ProcessSpec,
    private readonly onLine: (name: string, line: string) => void = () => {},
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and waits until it is ready (at most two minutes on a busy machine). */
  async start(): Promise<void> {
    this.expectingExit = false;
    this.recent.length = 0;
    const child = spawn(process.execPath, ['--import', 'tsx', this.spec.script], {
      cwd: ROOT,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const handle = (line: string) => {
      this.recent.push(line);
      if (this.recent.length > 40) this.recent.shift();
      this.onLine(this.spec.name, line);
      for (const waiter of [...this.lineWaiters]) {
        if (line.includes(waiter.pattern)) {
          this.lineWaiters.splice(this.lineWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    };
    createInterface({ input: child.stdout! }).on('line', handle);
    createInterface({ input: child.stderr! }).on('line', handle);
    child.once('exit', (code, signal) => {
      if (!this.expectingExit) this.unexpectedExits.push(`${this.spec.name} exited (${signal ?? `code ${code}`})`);
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(
          new Error(`${this.spec.name} exited (${signal ?? code}) before it was ready:\n${this.recent.join('\n')}`),
        ),
      ),
    );
    exited.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${this.spec.name} not ready within 120 s:\n${this.recent.join('\n')}`)),
        120_000,
      );
    });
    try {
      await Promise.race([this.spec.ready(this), exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves on the next output line containing `pattern`. */
  nextLine(pattern: string): Promise<void> {
    if (this.recent.some((line) => line.includes(pattern))) return Promise.resolve();
    return new Promise((resolve) => this.lineWaiters.push({ pattern, resolve }));
  }

  /** Stops the process with `signal` (SIGKILL: as the operating system kills it, no clean-up). */
  kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    this.expectingExit = true;
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  }
}

/**
 * Polls the API's liveness route until it answers 200.
 * @internal
 */
export async function apiLive(baseUrl: string, process: AppProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 130_000) {
    if (Date.now() - started > 1000 && !process.running) return;
    try {
      const response = await fetch(`${baseUrl}/api/health/live`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await sleep(200);
  }
}

export interface ApisAndWorkers {
  apis: AppProcess[];
  workers: AppProcess[];
  all: AppProcess[];
  apiUrls: string[];
}

/**
 * Two API and two worker processes on a run's services (`env`: the database, Redis, Temporal and the rest), each
 * with a free port and the first API as PUBLIC_URL; their stop is added to `cleanups` before they start. Used by the
 * soak and by `npm run bench scale`.
 */
export async function startApisAndWorkers(
  env: Record<string, string>,
  cleanups: (() => Promise<unknown>)[],
  options: {
    /** Variables of one process (its storage folder), by name (api-1, worker-2). */
    storageFor?: (name: string) => Record<string, string>;
    onLine?: (name: string, line: string) => void;
    /** Variables every process gets on top of `env`. */
    extra?: Record<string, string>;
  } = {},
): Promise<ApisAndWorkers> {
  const { storageFor = () => ({}), onLine, extra = {} } = options;
  const ports = [await freePort(), await freePort()];
  const apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  const shared = { ...env, TEMPORAL_TASK_QUEUE: 'onboarding', PUBLIC_URL: apiUrls[0], ...extra };
  const apis = ports.map(
    (port, i) =>
      new AppProcess(
        {
          name: `api-${i + 1}`,
          script: 'api/server.ts',
          env: { ...shared, ...storageFor(`api-${i + 1}`), PORT: String(port), LOG_LEVEL: 'warn' },
          ready: (process) => apiLive(apiUrls[i], process),
        },
        onLine,
      ),
  );
  const workers = [1, 2].map(
    (n) =>
      new AppProcess(
        {
          name: `worker-${n}`,
          script: 'worker/main.ts',
          env: { ...shared, ...storageFor(`worker-${n}`), LOG_LEVEL: 'info' },
          ready: (process) => process.nextLine('Temporal worker running'),
        },
        onLine,
      ),
  );
  const all = [...apis, ...workers];
  cleanups.push(() => Promise.all(all.map((p) => p.kill('SIGTERM'))));
  await Promise.all(all.map((p) => p.start()));
  return { apis, workers, all, apiUrls };
}
