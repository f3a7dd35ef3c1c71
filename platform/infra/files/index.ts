// The file store a process uses: S3 when the S3_* settings are complete, else the local disk under STORAGE_DIR.
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export function createFileStore(config: Pick<Config, 'storageDir' | 's3'>): FileStore {
  // With S3, STORAGE_DIR holds only the staging files of writes in progress.
  return config.s3 ? createS3FileStore(config.s3, config.storageDir) : createLocalFileStore(config.storageDir);
}

/** Where files go, in one line (no secret): for logs and the start banner. */
export function describeStorage(config: Pick<Config, 'storageDir' | 's3'>): string {
  return config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : `local disk ${config.storageDir}`;
}

export type { FileStore, StagedFile } from './file-store';
export { createLocalFileStore } from './local-file-store';
