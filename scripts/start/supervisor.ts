// `npm start`'s supervisor: runs the API and the worker as child processes, starts again one that stops (after a
// delay that doubles while it keeps failing, from 1 s up to 30 s) and says so, and stops them one after the
// other (the API first, so no request starts work a stopped worker would miss).
import { type ChildProcess, spawn } from 'node:child_process';
import type { ChildSpec } from './processes';
import { ROOT } from './processes';

export interface SupervisedOptions {
  /** First restart delay; doubled after each failure in a row, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A child that ran this long before stopping counts as healthy: its next restart waits restartDelayMs again. */
  stableAfterMs?: number;
  say: (line: string) => void;
  /** Called when a child stops unexpectedly, before it is started again (the start script fails if not ready). */
  onExit?: (name: string, reason: string) => void;
}

interface Supervised {
  spec: ChildSpec;
  child: ChildProcess | null;
  startedAt: number;
  failures: number;
  restart: NodeJS.Timeout | null;
  restarts: number;
}

const exitReason = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exit code ${code}`;

export class Supervisor {
  private readonly entries: Supervised[];
  private stopping = false;
  private readonly restartDelayMs: number;
  private readonly maxRestartDelayMs: number;
  private readonly stableAfterMs: number;

  constructor(
    specs: ChildSpec[],
    private readonly options: SupervisedOptions,
  ) {
    this.restartDelayMs = options.restartDelayMs ?? 1000;
    this.maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
    this.stableAfterMs = options.stableAfterMs ?? 60_000;
    this.entries = specs.map((spec) => ({ spec, child: null, startedAt: 0, failures: 0, restart: null, restarts: 0 }));
    for (const entry of this.entries) this.spawn(entry);
  }

  /** The running children's pids by name. */
  pids(): Record<string, number | undefined> {
    return Object.fromEntries(this.entries.map((e) => [e.spec.name, e.child?.pid]));
  }

  private spawn(entry: Supervised) {
    const { spec } = entry;
    // Its own process group, so a Ctrl+C in the terminal reaches only this supervisor, which stops the children
    // in order; the IPC channel tells a child when the supervisor is gone (platform/infra/lifecycle.ts).
    const child = spawn(spec.command, spec.args, {
      cwd: ROOT,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    entry.child = child;
    entry.startedAt = Date.now();
    child.on('error', (err) => this.options.say(`${spec.name} could not start: ${err.message}`));
    child.on('exit', (code, signal) => {
      entry.child = null;
      if (this.stopping) return;
      const reason = exitReason(code, signal);
      this.options.onExit?.(spec.name, reason);
      if (this.stopping) return;
      if (Date.now() - entry.startedAt >= this.stableAfterMs) entry.failures = 0;
      const delay = Math.min(this.restartDelayMs * 2 ** entry.failures, this.maxRestartDelayMs);
      entry.failures++;
      entry.restarts++;
      this.options.say(
        `${spec.name} stopped (${reason}): starting it again in ${delay / 1000} s (restart ${entry.restarts})`,
      );
      entry.restart = setTimeout(() => {
        entry.restart = null;
        if (!this.stopping) this.spawn(entry);
      }, delay);
    });
  }

  /**
   * Stops the children one after the other, in the order given: SIGTERM, then SIGKILL after timeoutMs (or the
   * child's own entry in a map by name).
   */
  async stop(timeoutMs: number | Record<string, number> = 15_000): Promise<void> {
    this.stopping = true;
    for (const entry of this.entries) {
      const graceMs = typeof timeoutMs === 'number' ? timeoutMs : (timeoutMs[entry.spec.name] ?? 15_000);
      if (entry.restart) clearTimeout(entry.restart);
      const child = entry.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
  }
}
