import { execFileSync } from 'node:child_process';

/** Whether `command` is on this machine: it runs `args` without failing. */
export function installed(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
