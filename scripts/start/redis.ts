// Redis for `npm start`: REDIS_URL (or the default local one) when it answers; otherwise a redis-server of this
// checkout's own (found on PATH or at the Debian package's path) on a free port, its data in .data/redis (kept
// across restarts); without the binary, nothing, and the banner says what that turns off and how to install it.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Where Debian's redis-server package puts the binary, beside every folder of PATH. */
const DEBIAN_PATH = '/usr/bin/redis-server';

/** The redis-server binary on PATH or at Debian's path; null when there is none. */
export function findRedisServer(env: NodeJS.ProcessEnv = process.env): string | null {
  const folders = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const candidate of [...folders.map((folder) => path.join(folder, 'redis-server')), DEBIAN_PATH]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}
