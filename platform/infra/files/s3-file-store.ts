// Files in an S3-compatible bucket (AWS S3, MinIO, ...) through the official AWS SDK. A commit streams the staged
// file with a multipart upload (lib-storage `Upload`: parts of 8 MiB, a few at a time, so memory stays flat
// whatever the size); downloads stream the object's body. The SHA-256 computed while staging is kept as the
// object's `sha256` metadata (the database keeps it too).
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config';
import { assertStorageKey, type FileStore } from './file-store';
import { stagedFile, writeStagingFile } from './staging';

const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

/** The SDK's "no such object" answers: a typed NoSuchKey for GET, a bare 404 for HEAD. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export function createS3FileStore(
  settings: S3Settings,
  stagingDir: string,
): FileStore & { checkBucket(): Promise<void> } {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    description: `S3 bucket ${Bucket} at ${settings.endpoint}`,
    async stage(source) {
      const content = await writeStagingFile(stagingDir, source);
      return stagedFile(content, async (stagedPath, key, options) => {
        assertStorageKey(key);
        const upload = new Upload({
          client,
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
          params: {
            Bucket,
            Key: key,
            Body: createReadStream(stagedPath),
            ContentLength: content.sizeBytes,
            ContentType: options.contentType,
            Metadata: { sha256: content.sha256 },
          },
        });
        await upload.done();
      });
    },
    async open(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    /** Throws when the bucket cannot be reached or does not exist (a start-up check). */
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    check() {
      return this.checkBucket();
    },
    async close() {
      client.destroy();
    },
  };
}
