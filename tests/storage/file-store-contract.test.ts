// The storage contract, run against the local disk and a real MinIO through the same FileStore interface: streamed
// put and get, the SHA-256 and size, a large object (a multipart upload on S3), a missing key, removal, two owners'
// files with the same name, refused keys, and a failed write that leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from '../../platform/infra/files';
import { createS3Client, createS3FileStore } from '../../platform/infra/files/s3-file-store';
import { type MinioServer, minioAvailability, minioBinary, startMinio } from '../helpers/minio';

const LARGE_BYTES = 20 * 1024 * 1024 + 12_345; // three 8 MiB parts on S3

/** `total` bytes of a repeatable pattern, produced in 1 MiB chunks (never held whole). */
function patternStream(total: number, seed: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(1024 * 1024, total - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i += 1) chunk[i] = (sent + i + seed) % 251;
      sent += size;
      this.push(chunk);
    },
  });
}

async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stored file');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

interface Target {
  store: FileStore;
  stagingDir: string;
  /** The S3 ETag of a key (multipart uploads end in `-<parts>`), or null on the local disk. */
  etag(key: string): Promise<string | null>;
}

function contract(name: string, setUp: () => Promise<Target>, tearDown: () => Promise<void>) {
  describe(name, () => {
    let target: Target;
    let store: FileStore;
    beforeAll(async () => {
      target = await setUp();
      store = target.store;
    }, 600_000);
    afterAll(async () => {
      await store?.close();
      await tearDown();
    });

    const stagingLeft = async () => readdir(path.join(target.stagingDir, '.staging')).catch(() => []);

    it('stores a streamed file under its key and streams it back, with its SHA-256 and size', async () => {
      const data = Buffer.from(`Certificate of formation ${randomUUID()}\n`.repeat(500));
      const staged = await store.stage(Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
      expect(staged.sha256).toBe(sha256(data));
      expect(staged.sizeBytes).toBe(data.length);
      const key = `uploads/${Date.now()}_certificate.pdf`;
      await staged.commit(key, { contentType: 'application/pdf' });
      expect(await store.exists(key)).toBe(true);
      expect(await readAll(await store.open(key))).toEqual(data);
      expect(await stagingLeft()).toEqual([]);
    });

    it('keeps a Buffer source (a rendered PDF) byte for byte', async () => {
      const pdf = Buffer.from(`%PDF-1.7\n${randomUUID()}\n%%EOF`);
      const staged = await store.stage(pdf);
      const key = `generated/${randomUUID()}/job-1.pdf`;
      await staged.commit(key);
      expect(await readAll(await store.open(key))).toEqual(pdf);
    });

    it('stores and streams back a large object in constant memory', { timeout: 120_000 }, async () => {
      const expected = await digest(patternStream(LARGE_BYTES, 7));
      const staged = await store.stage(patternStream(LARGE_BYTES, 7));
      expect(staged).toMatchObject({ sha256: expected.sha256, sizeBytes: LARGE_BYTES });
      const key = `uploads/${Date.now()}_large.bin`;
      await staged.commit(key);
      const back = await store.open(key);
      expect(await digest(back as Readable)).toEqual({ sha256: expected.sha256, size: LARGE_BYTES });
      const etag = await target.etag(key);
      if (etag !== null) expect(etag).toMatch(/-3"?$/); // three parts
    });

    it('answers null and false for a missing key', async () => {
      const key = `uploads/${randomUUID()}_missing.pdf`;
      expect(await store.open(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
    });

    it('removes a file (and removing it again is not an error)', async () => {
      const staged = await store.stage(Buffer.from('to be removed'));
      const key = `uploads/${randomUUID()}_remove.txt`;
      await staged.commit(key);
      await store.remove(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.open(key)).toBeNull();
      await store.remove(key);
    });

    it("keeps two owners' files with the same name apart", async () => {
      const [first, second] = [randomUUID(), randomUUID()];
      const keyA = `generated/${first}/Operating_Agreement.pdf`;
      const keyB = `generated/${second}/Operating_Agreement.pdf`;
      await (await store.stage(Buffer.from('owner A'))).commit(keyA);
      await (await store.stage(Buffer.from('owner B'))).commit(keyB);
      expect((await readAll(await store.open(keyA))).toString()).toBe('owner A');
      expect((await readAll(await store.open(keyB))).toString()).toBe('owner B');
      // Storing again under one key replaces only that file.
      await (await store.stage(Buffer.from('owner A, v2'))).commit(keyA);
      expect((await readAll(await store.open(keyA))).toString()).toBe('owner A, v2');
      expect((await readAll(await store.open(keyB))).toString()).toBe('owner B');
    });

    it('refuses keys that could leave their place, storing nothing', async () => {
      for (const key of ['../outside.pdf', 'uploads/../../x', '/absolute', '.staging/x', 'a//b', '', 'a\\b']) {
        const staged = await store.stage(Buffer.from('refused'));
        await expect(staged.commit(key)).rejects.toThrow(/storage key/);
        await expect(store.open(key)).rejects.toThrow(/storage key/);
      }
      expect(await stagingLeft()).toEqual([]);
    });

    it('a discarded staging file leaves nothing', async () => {
      const staged = await store.stage(Buffer.from('refused upload'));
      await staged.discard();
      expect(await stagingLeft()).toEqual([]);
    });
  });
}

const dirs: string[] = [];
const scratch = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

contract(
  'the local disk',
  async () => {
    const dir = await scratch('files-local-');
    return { store: createLocalFileStore(dir), stagingDir: dir, etag: async () => null };
  },
  async () => {},
);

const minio = minioAvailability();
if (!minio.available) console.warn(`Skipping the S3 storage contract: ${minio.reason}`);

describe.skipIf(!minio.available)('S3 (a real MinIO)', () => {
  let server: MinioServer | undefined;
  contract(
    'the S3 store',
    async () => {
      server = await startMinio({ binary: await minioBinary(), dataDir: await scratch('minio-data-') });
      const stagingDir = await scratch('files-s3-staging-');
      const store = createS3FileStore(server.settings, stagingDir);
      await store.checkBucket();
      const client = createS3Client(server.settings);
      return {
        store,
        stagingDir,
        async etag(key) {
          const head = await client.send(new HeadObjectCommand({ Bucket: server!.settings.bucket, Key: key }));
          expect(head.Metadata?.sha256).toMatch(/^[0-9a-f]{64}$/);
          return head.ETag ?? '';
        },
      };
    },
    async () => {
      await server?.stop();
    },
  );

  it('a write to a bucket that does not exist fails and leaves no staging file', async () => {
    const stagingDir = await scratch('files-s3-nobucket-');
    const store = createS3FileStore({ ...server!.settings, bucket: `missing-${randomUUID().slice(0, 8)}` }, stagingDir);
    const staged = await store.stage(Buffer.from('nowhere to go'));
    await expect(staged.commit('uploads/1_x.txt')).rejects.toThrow();
    expect(await readdir(path.join(stagingDir, '.staging'))).toEqual([]);
    await expect(store.checkBucket()).rejects.toThrow();
    await store.close();
  });
});
