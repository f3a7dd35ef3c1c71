// Where uploaded and generated files are kept: one interface, the local disk (default) or an S3-compatible bucket.
// Every write is staged on the local disk first (hashed and counted while streaming, so content checks run before
// anything is stored), then committed to its key: a refused or failed write leaves nothing behind.
import type { Readable } from 'node:stream';
import type { StagedFile } from './staging';

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** One line for logs and the start banner (never a secret). */
  readonly description: string;
  /** Streams `source` to a staging file; `commit(key)` then stores it under its key. */
  stage(source: Readable | Buffer): Promise<StagedFile>;
  /** A stream of the stored file, or null when no file has that key. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a stored file (only to undo a write; deleting an asset is soft and keeps its file). */
  remove(key: string): Promise<void>;
  /** Throws when files cannot be stored now (S3: the bucket is unreachable or missing; local: the folder is not writable). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export type { StagedFile } from './staging';

const STAGING = '.staging';

/** Keys are made by the server (`uploads/...`, `generated/...`); anything that could escape its place is refused. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment === STAGING)
  )
    throw new Error(`storage key refused: ${JSON.stringify(key)}`);
}
