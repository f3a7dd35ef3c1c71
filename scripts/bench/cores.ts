// Where the bench's processes run. On a Linux machine with two cores or more (and util-linux's taskset), every
// server measured runs on the last core and the load generator (autocannon, in the bench's own process) on the
// others, for the hello-world and the product alike. Left to the scheduler, the generator and the server take
// CPU from each other at random, and the figures say more about the scheduler than about the server.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { installed } from './installed';

const CORES = availableParallelism();
const SERVER_CORE = CORES - 1;

const PINNED = process.platform === 'linux' && CORES >= 2 && installed('taskset', ['-p', String(process.pid)]);

export const PLACEMENT = PINNED
  ? `servers on core ${SERVER_CORE}, load generator on core${SERVER_CORE > 1 ? `s 0-${SERVER_CORE - 1}` : ' 0'}`
  : 'servers and load generator left to the scheduler (no taskset or a single core)';

/** The command and arguments that run `command` on the server core. */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return PINNED ? ['taskset', ['-c', String(SERVER_CORE), command, ...args]] : [command, args];
}

/** Runs `work` with this process, the load generator, kept off the server core. */
export async function asLoadGenerator<T>(work: () => Promise<T>): Promise<T> {
  if (!PINNED) return work();
  setAffinity(`0-${SERVER_CORE - 1}`);
  try {
    return await work();
  } finally {
    setAffinity(`0-${SERVER_CORE}`);
  }
}

/** Every thread of this process (autocannon runs in it). */
function setAffinity(cores: string) {
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}
