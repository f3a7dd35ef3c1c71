// Mailpit, a real SMTP server that keeps every message and shows them in a web UI (with an HTTP API): `npm start`'s
// mail catcher when SMTP_URL is not set, and the tests' way to read what the mailer really sent. With a database
// file, the Mailpit that keeps it is named in `mailpit.lock` beside it (pid and addresses, as the Temporal dev
// server's lock): a start finds one left running (e.g. by an `npm start` killed with SIGKILL) and reuses it, on the
// same ports, instead of starting a second one elsewhere.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { listensOn, PortTaken, portsHeldBy } from '../start/ports';
import { freePort, stopChild } from '../temporal/dev-server';
import {
  createLock,
  type DevServerLockRecord,
  isProcessAlive,
  readLock,
  releaseLock,
  removeStaleLock,
  updateLock,
} from '../temporal/dev-server-lock';

export interface MailpitServer {
  /** For SMTP_URL. */
  smtpUrl: string;
  /** The web UI (and its HTTP API under /api/v1). */
  uiUrl: string;
  /** null when an already running Mailpit was reused (its pid in reusedPid); stop() then leaves it running. */
  process: ChildProcess | null;
  reusedPid?: number;
  stop(): Promise<void>;
}

export interface MailpitOptions {
  binary: string;
  host?: string;
  smtpPort?: number;
  uiPort?: number;
  /** Where messages are kept across restarts; in a temporary file of Mailpit's own when not given. */
  databaseFile?: string;
  /** Keeps every message (Mailpit keeps the newest 500 by default). */
  keepAll?: boolean;
  readyTimeoutMs?: number;
}

export async function startMailpit(options: MailpitOptions): Promise<MailpitServer> {
  const host = options.host ?? '127.0.0.1';
  const smtpPort = options.smtpPort ?? (await freePort());
  const uiPort = options.uiPort ?? (await freePort());
  const args = ['--smtp', `${host}:${smtpPort}`, '--listen', `${host}:${uiPort}`, '--disable-version-check', '--quiet'];
  if (options.keepAll) args.push('--max', '0');
  const uiUrl = `http://${host}:${uiPort}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 20_000;
  let lockFile: string | null = null;
  if (options.databaseFile) {
    mkdirSync(path.dirname(options.databaseFile), { recursive: true });
    lockFile = mailpitLockFor(options.databaseFile);
    const ours = { pid: process.pid, address: `${host}:${smtpPort}`, uiUrl };
    const running = await reuseOrLock(lockFile, ours, readyTimeoutMs);
    if (running) return running;
    args.push('--database', options.databaseFile);
  }
  // Its own process group: a terminal's Ctrl+C reaches `npm start`, which stops it after the API and the worker.
  const child = spawn(options.binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  if (lockFile && child.pid) updateLock(lockFile, { pid: child.pid, address: `${host}:${smtpPort}`, uiUrl });
  const release = () => {
    if (lockFile) releaseLock(lockFile, child.pid ?? process.pid);
  };
  child.on('exit', release);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (err) => {
    keep(Buffer.from(String(err)));
    release();
  });
  const stop = () => stopChild(child, 5000);
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      release();
      const lost = output.match(/listen tcp [^:]*:(\d+).*address already in use/);
      if (lost) throw new PortTaken(Number(lost[1]));
      throw new Error(`Mailpit exited (${child.exitCode}): ${output.trim()}`);
    }
    if (await answers(uiUrl)) {
      // What answered must be the Mailpit just started, not another that took a port first.
      const taken = await portsHeldBy(child.pid!, [uiPort, smtpPort]);
      if (taken === null) break;
      await stop();
      release();
      throw new PortTaken(taken);
    }
    if (Date.now() > deadline) {
      await stop();
      release();
      throw new Error(`Mailpit did not answer on ${uiUrl}: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { smtpUrl: `smtp://${host}:${smtpPort}`, uiUrl, process: child, stop };
}

/** @internal */
export const mailpitLockFor = (databaseFile: string) => path.join(path.dirname(databaseFile), 'mailpit.lock');

const answers = async (uiUrl: string) => {
  try {
    return (await fetch(`${uiUrl}/api/v1/info`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/**
 * Takes the database's lock (answers null: start a Mailpit) or answers the Mailpit that holds it, once it answers.
 * A lock whose process is gone is removed; a live holder that does not answer within timeoutMs (it may be
 * starting) is an error naming the process to stop.
 */
async function reuseOrLock(
  lockFile: string,
  ours: DevServerLockRecord,
  timeoutMs: number,
): Promise<MailpitServer | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (createLock(lockFile, ours)) return null;
    const held = readLock(lockFile);
    if (!held || !isProcessAlive(held.pid)) {
      // Unreadable (a start writing it right now is done within milliseconds) or left by a process that is gone.
      if (held || Date.now() - lockTime(lockFile) > 5000) {
        removeStaleLock(lockFile);
        continue;
      }
    } else if (held.uiUrl && listensOn(held.pid, Number(new URL(held.uiUrl).port)) && (await answers(held.uiUrl))) {
      const reused = { smtpUrl: `smtp://${held.address}`, uiUrl: held.uiUrl, process: null, reusedPid: held.pid };
      return { ...reused, stop: async () => {} };
    } else if (Date.now() >= until) {
      throw new Error(
        `another Mailpit (pid ${held.pid}) holds ${path.dirname(lockFile)} but does not answer at ${held.uiUrl}: stop it (kill ${held.pid}), or delete ${lockFile} if that is not Mailpit`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const lockTime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
};
