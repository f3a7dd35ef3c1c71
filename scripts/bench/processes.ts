// Resident memory of a process and its descendants, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  command: string;
  rssBytes: number;
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
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

/** The process and every descendant, parents first. */
export function processTree(root: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: ProcessMemory[] = [];
  const visit = (pid: number) => {
    const memory = memoryOf(pid);
    if (memory) tree.push(memory);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}
