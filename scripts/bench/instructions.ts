// Instructions the server's process executes per request, counted by valgrind's callgrind: the same figure run
// after run, whatever else the machine is doing, where requests per second on a shared machine vary by up to 2x.
// It leaves out the time spent in the kernel (the socket writes), which callgrind does not see. The server runs
// under callgrind with counting off; counting is turned on after a warm-up, for a fixed number of requests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { installed } from './installed';
import { waitForOk } from './load';

const WARM_UP_REQUESTS = 3000;

export const hasCallgrind = () => installed('callgrind_control', ['--version']);

export interface CountedServer {
  /** The server's command line (a Node.js process). */
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The URL counted; with `portFromStdout`, the path only, and the port is the server's first line of output. */
  url: string;
  portFromStdout?: boolean;
  /** What to poll until the server answers 200 (default: `url`). */
  readyUrl?: string;
  method?: 'GET' | 'POST';
  /** A JSON body. */
  body?: string;
}

/** Instructions per request over `requests` requests (8 connections), after a warm-up. */
export async function instructionsPerRequest(server: CountedServer, requests: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'formation-callgrind-'));
  const log = server.portFromStdout ? 'pipe' : openSync(path.join(dir, 'server.log'), 'a');
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${path.join(dir, 'callgrind.%p')}`,
      `--log-file=${path.join(dir, 'valgrind.log')}`,
      process.execPath,
      ...server.args,
    ],
    {
      cwd: server.cwd,
      env: server.env,
      stdio: ['ignore', log, 'inherit'],
    },
  );
  if (typeof log === 'number') closeSync(log); // the server has its own copy
  try {
    const url = server.portFromStdout ? `http://127.0.0.1:${await firstLine(child)}${server.url}` : server.url;
    await waitForOk(server.readyUrl ?? url, 300_000);
    const load = (amount: number) =>
      autocannon({
        url,
        connections: 8,
        amount,
        method: server.method ?? 'GET',
        body: server.body,
        headers: { 'accept-encoding': 'br, gzip', ...(server.body ? { 'content-type': 'application/json' } : {}) },
      });
    await load(WARM_UP_REQUESTS);
    // valgrind names its control pipes after the server's USER and HOST variables (HOST is also the API's own).
    const control = (command: string) =>
      execFileSync('callgrind_control', [command, String(child.pid)], { env: server.env, stdio: 'ignore' });
    control('--instr=on');
    const counted = await load(requests);
    control('--instr=off');
    control('--dump');
    if (counted.non2xx || counted.errors)
      throw new Error(`${url}: ${counted.non2xx} non-2xx, ${counted.errors} errors`);
    return (await totalInstructions(dir)) / counted.requests.sent;
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function firstLine(child: ChildProcess): Promise<string> {
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return chunk.toString().trim();
}

/**
 * The largest `totals:` line among the dumps (callgrind writes one file per dump; `summary:` is 0 there). The dump
 * is written after callgrind_control returns, so its file is awaited.
 */
async function totalInstructions(dir: string, timeoutMs = 60_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let total = 0;
    for (const name of readdirSync(dir).filter((file) => file.startsWith('callgrind.'))) {
      const match = /^totals: (\d+)/m.exec(readFileSync(path.join(dir, name), 'utf8'));
      if (match) total = Math.max(total, Number(match[1]));
    }
    if (total) return total;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `callgrind wrote no totals within ${timeoutMs / 1000} s (${readdirSync(dir).join(', ')}): ${readFileSync(path.join(dir, 'valgrind.log'), 'utf8').slice(-500)}`,
  );
}
