// Child processes of `npm start` / `npm run dev`: output forwarded with a name prefix, stopped together.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TSX_CLI = require.resolve('tsx/cli');

const COLORS = [36, 35, 33, 32, 34];

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Output straight to ours (production: no relaying line by line); otherwise prefixed with the name. */
  inheritOutput?: boolean;
}

export class ProcessGroup {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private readonly width: number;

  constructor(
    specs: ChildSpec[],
    private readonly onUnexpectedExit: (name: string, code: number | null, signal: NodeJS.Signals | null) => void,
  ) {
    this.width = Math.max(...specs.map((s) => s.name.length));
    for (const [index, spec] of specs.entries()) this.spawn(spec, COLORS[index % COLORS.length]);
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  private spawn(spec: ChildSpec, color: number) {
    const child = spawn(spec.command, spec.args, {
      cwd: ROOT,
      env: spec.env ?? process.env,
      stdio: spec.inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    const prefix = process.stdout.isTTY
      ? `\x1b[${color}m${spec.name.padEnd(this.width)} |\x1b[0m `
      : `${spec.name.padEnd(this.width)} | `;
    if (!spec.inheritOutput) {
      createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
      createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
    }
    child.on('error', (err) => {
      process.stderr.write(`${prefix}could not start: ${err.message}\n`);
    });
    child.on('exit', (code, signal) => {
      this.children.delete(spec.name);
      if (!this.stopping) this.onUnexpectedExit(spec.name, code, signal);
    });
    this.children.set(spec.name, child);
  }

  /** Sends SIGTERM to every child, then SIGKILL to those still running after timeoutMs. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    const running = [...this.children.values()].filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

/** Runs a command to completion with inherited output (e.g. the build). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a command to completion and answers its exit code and its output (stdout and stderr together). */
export function runForOutput(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => resolve({ code: 127, output: err.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Whether this code runs compiled (dist/server/*.mjs, built by scripts/build/server.mjs) rather than through tsx. */
const COMPILED = import.meta.url.endsWith('.mjs');

/**
 * A production process (its structured JSON logs go straight to our output): the compiled dist/server/<name>.mjs
 * when this supervisor runs compiled, else the TypeScript entry through tsx's loader in Node itself (not the tsx
 * CLI, which would run it in a grandchild that a signal to the child misses).
 */
export const serverProcess = (name: string, entry: string, env?: NodeJS.ProcessEnv): ChildSpec =>
  COMPILED
    ? {
        name,
        command: process.execPath,
        args: [path.join(ROOT, 'dist', 'server', `${name}.mjs`)],
        env,
        inheritOutput: true,
      }
    : { name, command: process.execPath, args: ['--import', 'tsx', entry], env, inheritOutput: true };

export const tsx = (name: string, args: string[], env?: NodeJS.ProcessEnv): ChildSpec => ({
  name,
  command: process.execPath,
  args: [TSX_CLI, ...args],
  env,
});
