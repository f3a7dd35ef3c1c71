// Readiness reports the file storage: a real MinIO bucket answers `up`, a bucket that does not exist (or a stopped
// MinIO) `down` with the app `degraded` but still 200; on the local disk a writable folder is `up` and one that
// cannot be created `down`. The storage probe shares the once-a-second cache of the other probes.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_CACHE_MS } from '../../api/routes/health';
import { createTestApp, type TestContext } from '../helpers/api';
import { type MinioServer, minioAvailability, minioBinary, startMinio } from '../helpers/minio';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'storage-health-'));
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function readiness(ctx: TestContext) {
  const answers = await Promise.all(
    ['/api/health', '/api/health/ready'].map((url) => ctx.app.inject({ method: 'GET', url })),
  );
  for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  expect(answers[0].json()).toEqual(answers[1].json());
  return { statusCode: answers[0].statusCode, body: answers[0].json() };
}

const waitPastCache = () => new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 50));

describe('readiness with files on the local disk', () => {
  it('reports a writable folder as up', async () => {
    const ctx = await createTestApp({ STORAGE_DIR: path.join(scratch, 'writable') });
    try {
      const { statusCode, body } = await readiness(ctx);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
    } finally {
      await ctx.close();
    }
  });

  it('reports a folder that cannot be written as down, the app degraded but answering 200', async () => {
    // A plain file where the folder should be: no write can succeed, even as root.
    const blocker = path.join(scratch, 'not-a-folder');
    await writeFile(blocker, 'in the way');
    const ctx = await createTestApp({ STORAGE_DIR: path.join(blocker, 'storage') });
    try {
      const { statusCode, body } = await readiness(ctx);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', database: 'up', redis: 'up', storage: 'down' });
    } finally {
      await ctx.close();
    }
  });
});

const minio = minioAvailability();
if (!minio.available) console.warn(`Skipping readiness with S3 storage: ${minio.reason}`);

describe.skipIf(!minio.available)('readiness with files in S3 (a real MinIO)', () => {
  let server: MinioServer;
  beforeAll(async () => {
    server = await startMinio({ binary: await minioBinary(), dataDir: path.join(scratch, 'minio') });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('reports a bucket that does not exist as down', async () => {
    const missing = `missing-${randomUUID().slice(0, 8)}`;
    const ctx = await createTestApp({
      STORAGE_DIR: path.join(scratch, 's3-missing-staging'),
      ...server.env,
      S3_BUCKET: missing,
    });
    try {
      expect(ctx.app.files.description).toContain(missing);
      const { statusCode, body } = await readiness(ctx);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', database: 'up', redis: 'up', storage: 'down' });
    } finally {
      await ctx.close();
    }
  });

  it('reports an existing bucket as up, and down once MinIO has stopped (after the cache expires; last, it stops MinIO)', async () => {
    const ctx = await createTestApp({ STORAGE_DIR: path.join(scratch, 's3-staging'), ...server.env });
    try {
      expect(ctx.app.files.kind).toBe('s3');
      expect((await readiness(ctx)).body).toMatchObject({ status: 'ok', storage: 'up' });

      await server.stop();
      // Within the cache window the last answer is reused: the probe runs at most once a second.
      expect((await readiness(ctx)).body).toMatchObject({ storage: 'up' });
      await waitPastCache();
      const { statusCode, body } = await readiness(ctx);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', database: 'up', storage: 'down' });
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
