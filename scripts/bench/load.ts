// Requests per second with autocannon, and the small servers and processes the bench measures.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import autocannon from 'autocannon';
import { onServerCore } from './cores';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function measure(target: Target, seconds: number, connections = 32): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    // What a browser sends: compressed answers are welcome.
    headers: {
      'accept-encoding': 'br, gzip',
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
    },
    connections,
    duration: seconds,
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const HELLO_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
`;

/** A bare Fastify 5 hello-world in its own process on the server core, as the reference for the ratios. */
export async function startHelloServer(cwd: string): Promise<{ url: string; child: ChildProcess }> {
  const [command, args] = onServerCore(process.execPath, ['--input-type=module', '-e', HELLO_SERVER]);
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}/`, child };
}

/** Starts a server process on the server core, its output going to a file (as a production log would). */
export function startLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string, cwd: string) {
  const out = openSync(logFile, 'a');
  const [pinned, pinnedArgs] = onServerCore(command, args);
  const child = spawn(pinned, pinnedArgs, { cwd, env, stdio: ['ignore', out, out] });
  closeSync(out); // the server has its own copy
  return child;
}

export async function waitForOk(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** SIGINT (the way Ctrl+C stops `npm start`), then SIGKILL if it lingers. */
export async function stop(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
