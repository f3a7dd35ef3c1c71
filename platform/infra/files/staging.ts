// The staging area of every write: a file under `<STORAGE_DIR>/.staging`, hashed (SHA-256) and counted while the
// source streams in, then handed to the store's commit (a rename on the local disk, an upload to S3).
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const STAGING_DIR_NAME = '.staging';

export interface StagedFile {
  /** Where the staged file is until commit (to inspect its content). */
  path: string;
  sha256: string;
  sizeBytes: number;
  /** Stores the file under its key; the staging file is gone afterwards. */
  commit(key: string, options?: CommitOptions): Promise<void>;
  /** Removes the staged file (refused or failed write). */
  discard(): Promise<void>;
}

export interface CommitOptions {
  /** The MIME type, kept with the object where the store can (S3). */
  contentType?: string;
}

export interface StagedContent {
  path: string;
  sha256: string;
  sizeBytes: number;
}

/** Streams `source` into a new staging file under `storageDir`, computing its SHA-256 and size on the way. */
export async function writeStagingFile(storageDir: string, source: Readable | Buffer): Promise<StagedContent> {
  const dir = path.join(path.resolve(storageDir), STAGING_DIR_NAME);
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
  return { path: tempPath, sha256: hash.digest('hex'), sizeBytes };
}

/** A staged file whose commit is `store(path, key)`; the staging file is removed whatever happens. */
export function stagedFile(
  content: StagedContent,
  store: (stagedPath: string, key: string, options: CommitOptions) => Promise<void>,
) {
  const discard = () => rm(content.path, { force: true });
  const staged: StagedFile = {
    ...content,
    async commit(key, options = {}) {
      try {
        await store(content.path, key, options);
      } finally {
        await discard();
      }
    },
    discard,
  };
  return staged;
}
