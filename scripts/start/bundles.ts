// The storefront and back-office bundles `npm start` serves, built when missing (a fresh clone) unless
// START_SKIP_BUILD=1 (an image built beforehand).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './processes';

const BUNDLES = { Storefront: 'dist/storefront/index.html', 'Back-office': 'dist/admin/index.html' };

/** The names of the bundles not built yet. */
export const missingBundles = () =>
  Object.entries(BUNDLES)
    .filter(([, file]) => !existsSync(path.join(ROOT, file)))
    .map(([name]) => name);

/** Runs `npm run build` when a bundle is missing; resolves to the exit code (0 when nothing had to be built). */
export async function buildMissingBundles(skip: boolean, say: (line: string) => void): Promise<number> {
  if (!missingBundles().length) return 0;
  if (skip) {
    say('START_SKIP_BUILD=1: not building the missing bundles');
    return 0;
  }
  say('Building the storefront and back-office bundles (npm run build, about a minute the first time)');
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
}
