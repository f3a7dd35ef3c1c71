// Files on the local disk under STORAGE_DIR (the default): a commit is an atomic rename from the staging folder.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStore } from './file-store';
import { STAGING_DIR_NAME, stagedFile, writeStagingFile } from './staging';

/**
 * The absolute path of a key; refuses any key that would leave the storage directory.
 * @internal
 */
export function storagePath(storageDir: string, key: string): string {
  assertStorageKey(key);
  const root = path.resolve(storageDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside the storage directory: ${key}`);
  return full;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function createLocalFileStore(storageDir: string): FileStore {
  const root = path.resolve(storageDir);
  return {
    kind: 'local',
    description: `local disk ${root}`,
    async stage(source) {
      const content = await writeStagingFile(root, source);
      return stagedFile(content, async (stagedPath, key) => {
        const target = storagePath(root, key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(stagedPath, target);
      });
    },
    async open(key) {
      const file = storagePath(root, key);
      return (await isFile(file)) ? createReadStream(file) : null;
    },
    exists: (key) => isFile(storagePath(root, key)),
    remove: (key) => rm(storagePath(root, key), { force: true }),
    async check() {
      // A real write, not access(W_OK): that answers yes to root on a read-only folder.
      const probe = path.join(root, STAGING_DIR_NAME, `check-${process.pid}-${Date.now()}`);
      await mkdir(path.dirname(probe), { recursive: true });
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
    close: async () => {},
  };
}
