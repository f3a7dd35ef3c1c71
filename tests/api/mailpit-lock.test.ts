// One Mailpit per database file, as `npm start` runs it: a start killed with SIGKILL leaves its Mailpit running,
// and the next start reuses that one on its ports (never a second on other ports), whose stop leaves it running;
// a lock left by a process that is gone is taken over, and a holder that does not answer stops the start with the
// pid to stop. Runs the real Mailpit from the built binary.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailpitLockFor } from '../../scripts/go-tools/mailpit-server';
import { type MailpitServer, mailpitAvailability, mailpitBinary, startMailpit } from '../helpers/mailpit';

const ROOT = path.resolve(import.meta.dirname, '../..');
const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the Mailpit lock tests: ${mailpit.reason}`);

const scratch = mkdtempSync(path.join(tmpdir(), 'mailpit-lock-'));
const databaseFile = path.join(scratch, 'mailpit', 'mailpit.db');
const lockFile = mailpitLockFor(databaseFile);
mkdirSync(path.dirname(databaseFile), { recursive: true });
const leftRunning: number[] = [];
const started: MailpitServer[] = [];
let binary: string;

beforeAll(async () => {
  if (mailpit.available) binary = await mailpitBinary();
}, 300_000);
afterAll(async () => {
  for (const server of started.reverse()) await server.stop().catch(() => {});
  for (const pid of leftRunning) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {}
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** Mailpit processes running on this test's database file. */
function mailpitsOnFile(): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('--database') && line.includes(databaseFile))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** A start in a process of its own (as `npm start` runs it), which prints the Mailpit it got. */
async function startInChild(): Promise<{ child: ChildProcess; uiUrl: string; pid: number }> {
  const script = path.join(scratch, 'start-mailpit.mts');
  writeFileSync(
    script,
    `import { startMailpit } from ${JSON.stringify(path.join(ROOT, 'scripts/go-tools/mailpit-server.ts'))};
const server = await startMailpit({ binary: ${JSON.stringify(binary)}, databaseFile: ${JSON.stringify(databaseFile)} });
console.log(JSON.stringify({ uiUrl: server.uiUrl, pid: server.process?.pid }));
setInterval(() => {}, 60_000);
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the start exited (${code}) before Mailpit answered`)));
  });
  return { child, ...(JSON.parse(line) as { uiUrl: string; pid: number }) };
}

describe.skipIf(!mailpit.available)('Mailpit: one per database file', () => {
  it('reuses, on the same ports, the Mailpit a start killed with SIGKILL left running', async () => {
    const first = await startInChild();
    leftRunning.push(first.pid);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.pid, uiUrl: first.uiUrl });
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(mailpitsOnFile()).toEqual([first.pid]);

    const second = await startMailpit({ binary, databaseFile });
    started.push(second);
    expect(second.reusedPid).toBe(first.pid);
    expect(second.uiUrl).toBe(first.uiUrl);
    expect(second.process).toBeNull();
    expect((await fetch(`${second.uiUrl}/api/v1/info`)).ok).toBe(true);
    expect(mailpitsOnFile()).toEqual([first.pid]);

    // The start that reused it leaves it running (as the Temporal dev server's reuse does).
    await second.stop();
    expect(mailpitsOnFile()).toEqual([first.pid]);
    process.kill(first.pid, 'SIGTERM');
    await waitFor(() => mailpitsOnFile().length === 0);
  }, 120_000);

  it('takes over a lock left by a process that is gone, and frees it when stopped', async () => {
    const gone = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }));
    writeFileSync(lockFile, JSON.stringify({ pid: gone, address: '127.0.0.1:1', uiUrl: 'http://127.0.0.1:1' }));
    const server = await startMailpit({ binary, databaseFile });
    started.push(server);
    expect(server.reusedPid).toBeUndefined();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(server.process!.pid);
    expect(mailpitsOnFile()).toEqual([server.process!.pid]);
    await server.stop();
    expect(mailpitsOnFile()).toEqual([]);
    await waitFor(() => !existsSync(lockFile));
  }, 60_000);

  it('stops with the pid to stop when the holder is alive but does not answer', async () => {
    // This test process stands in for a holder that never answers.
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, address: '127.0.0.1:1', uiUrl: 'http://127.0.0.1:1' }));
    const error = await startMailpit({ binary, databaseFile, readyTimeoutMs: 1000 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`pid ${process.pid}`);
    expect((error as Error).message).toContain(`kill ${process.pid}`);
    expect(mailpitsOnFile()).toEqual([]);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    rmSync(lockFile);
  }, 30_000);
});

async function waitFor(test: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
