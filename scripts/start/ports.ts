// Whose server answers on a port: `npm start` uses a server it started only once that very process listens on the
// port it was given. Two starts at once may both find a port free; the one whose server could not bind it must not
// take the other's server, which answers there all the same, for its own.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { freePort, isPortFree } from './free-port';

/** Inodes of the TCP sockets listening on `port` (IPv4 and IPv6), from the kernel's tables; null without /proc. */
function listeningInodes(port: number): Set<string> | null {
  const inodes = new Set<string>();
  let readAny = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    readAny = true;
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields.length < 10 || fields[3] !== '0A') continue;
      if (Number.parseInt(fields[1].split(':').at(-1) ?? '', 16) === port) inodes.add(fields[9]);
    }
  }
  return readAny ? inodes : null;
}

/**
 * Whether process `pid` holds the socket listening on `port`. Where the kernel's tables cannot be read (not Linux)
 * it answers whether the process is still running, the best that can be known there.
 */
export function listensOn(pid: number, port: number): boolean {
  const inodes = listeningInodes(port);
  if (inodes === null) {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
  if (inodes.size === 0) return false;
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of descriptors) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return true;
    } catch {
      // closed meanwhile
    }
  }
  return false;
}

/** A port that was busy by the time the server started: the caller starts it again on other ports. */
export class PortTaken extends Error {
  constructor(readonly port: number) {
    super(`port ${port} was taken by another process`);
    this.name = 'PortTaken';
  }
}

/**
 * Waits until process `pid` listens on every port (answers null), or answers the first port another process
 * listens on instead (taken), or after waitMs the first port it still does not listen on.
 */
export async function portsHeldBy(pid: number, ports: number[], waitMs = 5000): Promise<number | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const missing = ports.filter((port) => !listensOn(pid, port));
    if (missing.length === 0) return null;
    const taken = missing.find((port) => (listeningInodes(port)?.size ?? 0) > 0);
    if (taken !== undefined || Date.now() >= until) return taken ?? missing[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a server on the preferred ports where free (else ports the system picks), again on fresh ports each time
 * another process takes one first (PortTaken, or an 'address already in use' failure), up to three times.
 */
export async function onFreePorts<T>(
  preferred: number[],
  host: string,
  say: (line: string) => void,
  start: (ports: number[]) => Promise<T>,
): Promise<T> {
  let candidates = preferred;
  for (let attempt = 1; ; attempt++) {
    const ports: number[] = [];
    for (const port of candidates) ports.push((await isPortFree(port, host)) ? port : await freePort(host));
    try {
      return await start(ports);
    } catch (err) {
      const lost = err instanceof PortTaken || /address already in use/i.test(String((err as Error)?.message));
      if (!lost || attempt === 3) throw err;
      say(`${err instanceof PortTaken ? err.message : 'a port was taken meanwhile'}: starting again on other ports`);
      candidates = [];
      for (const _ of preferred) candidates.push(await freePort(host));
    }
  }
}
