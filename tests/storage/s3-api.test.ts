// The API and the documents activity with files in a real MinIO (S3_* set): two clients with the same names and
// business name each get and download only their own generated documents (the other's answers 404), DAM uploads
// land in the bucket and download byte for byte, a refused upload stores nothing, and a file missing from the
// bucket answers 404.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../platform/infra/files/s3-file-store';
import { createDirectDocumentGenerator } from '../../worker/pipeline/document-renderer';
import { createDocumentActivities } from '../../worker/pipeline/documents';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { type MinioServer, minioAvailability, minioBinary, startMinio } from '../helpers/minio';
import { multipartBody, pdfBytes, sha256 } from '../helpers/uploads';

const minio = minioAvailability();
if (!minio.available) console.warn(`Skipping the API on S3 storage: ${minio.reason}`);

describe.skipIf(!minio.available)('the API with files in S3 (a real MinIO)', () => {
  let server: MinioServer;
  let ctx: TestContext;
  let s3: S3Client;
  let scratch: string;
  let bucket: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 's3-api-'));
    server = await startMinio({ binary: await minioBinary(), dataDir: path.join(scratch, 'minio') });
    bucket = server.settings.bucket;
    ctx = await createTestApp({ STORAGE_DIR: path.join(scratch, 'storage'), ...server.env });
    s3 = createS3Client(server.settings);
  }, 600_000);
  afterAll(async () => {
    s3?.destroy();
    await ctx?.close();
    await server?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  async function signedIn(role: 'CLIENT' | 'ADMIN') {
    const user = await createUser(ctx.db, role);
    const agent = new TestAgent(ctx.app);
    await agent.login(user.email, user.password);
    return { user, agent };
  }

  async function download(agent: TestAgent, id: string) {
    const link = await agent.request({ method: 'GET', url: `/api/documents/${id}/link` });
    if (link.statusCode !== 200) return link;
    return agent.request({ method: 'GET', url: link.json().url });
  }

  const keysUnder = async (prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);

  it('uses the bucket, not the local disk', async () => {
    expect(ctx.app.files.kind).toBe('s3');
    expect(ctx.app.files.description).toContain(bucket);
  });

  it('two clients with the same names and business name each download only their own generated documents', async () => {
    const [a, b] = [await signedIn('CLIENT'), await signedIn('CLIENT')];
    // createPaidOrder gives both orders the same contact name (Casey Client); the business name is the same too.
    const orderA = await createPaidOrder(ctx.db, a.user.id, { businessName: 'Twin Engines LLC', inProgress: true });
    const orderB = await createPaidOrder(ctx.db, b.user.id, { businessName: 'Twin Engines LLC', inProgress: true });
    const { generateOrderDocument } = createDocumentActivities({
      db: ctx.db,
      documents: createDirectDocumentGenerator({ db: ctx.db, files: ctx.app.files }),
    });
    const document = { key: 'DE:operating_agreement', stateCode: 'DE', template: 'operating_agreement', version: 1 };
    const [docA, docB] = await Promise.all([
      generateOrderDocument({ orderId: orderA.id, ...document }),
      generateOrderDocument({ orderId: orderB.id, ...document }),
    ]);
    const [assetA, assetB] = await Promise.all(
      [docA, docB].map((doc) => ctx.db.asset.findUniqueOrThrow({ where: { id: doc.assetId } })),
    );
    expect(assetA.name).toBe(assetB.name);
    for (const asset of [assetA, assetB]) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: asset.s3Key }));
      expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: asset.sizeBytes });
      expect(head.Metadata?.sha256).toBe(asset.checksum);
    }
    // Nothing generated stayed on the local disk (only the staging folder, empty).
    expect(await readdir(path.join(scratch, 'storage'))).toEqual(['.staging']);
    expect(await readdir(path.join(scratch, 'storage', '.staging'))).toEqual([]);

    for (const [owner, asset, order, other] of [
      [a, assetA, orderA, orderB],
      [b, assetB, orderB, orderA],
    ] as const) {
      const file = await download(owner.agent, asset.id);
      expect(file.statusCode).toBe(200);
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(asset.checksum);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true });
      expect(text).toContain(order.id);
      expect(text).not.toContain(other.id);
    }
    const foreign = await download(a.agent, assetB.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: expect.any(String) });
    expect((await download(b.agent, assetA.id)).statusCode).toBe(404);
  });

  it('stores a DAM upload in the bucket and downloads it byte for byte; a refused upload stores nothing', async () => {
    const admin = await signedIn('ADMIN');
    const data = pdfBytes(`s3 upload ${Date.now()}`);
    const name = `Bucket memo ${Date.now()}.pdf`;
    const body = await multipartBody({ checksum: sha256(data) }, { name, data, type: 'application/pdf' });
    const created = await admin.agent.request({ method: 'POST', url: '/api/assets', ...body, csrf: true });
    expect(created.statusCode, created.body).toBe(201);
    const asset = created.json();
    expect(await keysUnder('uploads/')).toContain(asset.s3Key);

    const back = await admin.agent.request({ method: 'GET', url: `/api/assets/${asset.id}/download` });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload).toEqual(data);

    const before = await keysUnder('uploads/');
    const wrong = await multipartBody({ checksum: sha256(Buffer.from('other')) }, { name, data });
    const refused = await admin.agent.request({ method: 'POST', url: '/api/assets', ...wrong, csrf: true });
    expect(refused.statusCode).toBe(400);
    expect(await keysUnder('uploads/')).toEqual(before);
    expect(await readdir(path.join(scratch, 'storage', '.staging'))).toEqual([]);

    // The object gone from the bucket: a readable 404, not a 500.
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: asset.s3Key }));
    const missing = await admin.agent.request({ method: 'GET', url: `/api/assets/${asset.id}/download` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });
});
