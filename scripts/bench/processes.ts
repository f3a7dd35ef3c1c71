// Resident memory and CPU time of a process and its descendants, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  command: string;
  rssBytes: number;
}

/** The fields of /proc/<pid>/stat after the command (field 3, the state, first), or null once the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used so far, user and system (utime + stime), or 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of the stat line: 11 and 12 after the state.
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

function memoryOf(pid: number): ProcessMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, command, rssBytes: rssKb * 1024 };
  } catch {
    return null;
  }
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** CPU seconds of the process and its running descendants (tsx's esbuild, a server's helpers). */
export const treeCpuSeconds = (root: number): number =>
  descendants(root).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

/** The process and every descendant, parents first. */
export function processTree(root: number): ProcessMemory[] {
  return descendants(root)
    .map(memoryOf)
    .filter((memory): memory is ProcessMemory => memory !== null);
}
