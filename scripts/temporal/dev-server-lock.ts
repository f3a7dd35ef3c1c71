// One Temporal dev server per state directory: two servers on one SQLite file both report healthy while failing
// with `database is locked (SQLITE_BUSY)`. The server that owns the directory is named in a lock file beside
// its database (pid and address); a second start finds it there and reuses it, or stops with the reason.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DevServerLockRecord {
  /** The Temporal server's pid (the starting process's own until the server is spawned). */
  pid: number;
  address: string;
  uiUrl: string | null;
}

/** A dev server that holds the state directory but cannot be reused: the message says why, `fix` what to do. */
export class DevServerLocked extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'DevServerLocked';
  }
}

export const lockFileFor = (dbFile: string) => path.join(path.dirname(dbFile), 'dev-server.lock');

export function readLock(file: string): DevServerLockRecord | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as DevServerLockRecord;
    return Number.isInteger(record.pid) && record.pid > 0 && typeof record.address === 'string' ? record : null;
  } catch {
    return null;
  }
}

/** Writes the lock only if there is none (atomic: exactly one of two racing starts gets it). */
export function createLock(file: string, record: DevServerLockRecord): boolean {
  try {
    writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

export function updateLock(file: string, record: DevServerLockRecord): void {
  writeFileSync(file, JSON.stringify(record));
}

/** Removes the lock if it still names this pid (never another server's). */
export function releaseLock(file: string, pid: number): void {
  if (readLock(file)?.pid === pid) rmSync(file, { force: true });
}

/** Removes a lock that cannot be read or whose process is gone. */
export function removeStaleLock(file: string): void {
  rmSync(file, { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
