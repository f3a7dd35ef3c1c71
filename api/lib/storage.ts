// Files under STORAGE_DIR, addressed by server-generated keys. Writes go to a staging file first, hashed and
// counted while streaming, and reach their key only by an atomic rename: a failed or refused upload leaves nothing.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const STAGING = '.staging';

/** The absolute path of a key; refuses any key that would leave the storage directory. */
export function storagePath(storageDir: string, key: string): string {
  const root = path.resolve(storageDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep) || key.split('/').includes(STAGING))
    throw new Error(`storage key outside the storage directory: ${key}`);
  return full;
}

export interface StagedFile {
  /** Where the staged file is until commit (to inspect its content). */
  path: string;
  sha256: string;
  sizeBytes: number;
  /** Moves the file to its key (creating folders). */
  commit(key: string): Promise<void>;
  /** Removes the staged file (refused or failed upload). */
  discard(): Promise<void>;
}

/** Streams `source` into a staging file, computing its SHA-256 and size on the way. */
export async function stageFile(storageDir: string, source: Readable | Buffer): Promise<StagedFile> {
  const dir = path.join(path.resolve(storageDir), STAGING);
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, randomUUID());
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      callback(null, chunk);
    },
  });
  const input = Buffer.isBuffer(source) ? [source] : source;
  try {
    await pipeline(input, meter, createWriteStream(tempPath));
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
  return {
    path: tempPath,
    sha256: hash.digest('hex'),
    sizeBytes,
    async commit(key) {
      const target = storagePath(storageDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    discard: () => rm(tempPath, { force: true }),
  };
}

export function openStoredFile(storageDir: string, key: string): ReadStream {
  return createReadStream(storagePath(storageDir, key));
}

export async function storedFileExists(storageDir: string, key: string): Promise<boolean> {
  try {
    return (await stat(storagePath(storageDir, key))).isFile();
  } catch {
    return false;
  }
}

export async function removeStoredFile(storageDir: string, key: string): Promise<void> {
  await rm(storagePath(storageDir, key), { force: true });
}
