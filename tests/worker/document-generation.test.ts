// The document-generation queue end to end on the real Redis (own prefix), database and a scratch STORAGE_DIR:
// enqueue, the worker renders a PDF, the stored file reads back (unpdf) with the entity name in it.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createLocalFileStore } from '../../platform/infra/files';
import { storagePath } from '../../platform/infra/files/local-file-store';
import { createPrisma } from '../../platform/infra/prisma';
import { createDocumentQueue, type DocumentQueue, enqueueDocument } from '../../platform/queues/documents';
import { type DocumentWorkerHandle, startDocumentWorker } from '../../worker/documents/document-worker';
import { generateDocument } from '../../worker/documents/generate-document';
import { warmUpPdfRenderer } from '../../worker/documents/render-pdf';
import { waitForDocument } from '../helpers/document-jobs';
import { silentLog } from '../helpers/silent-log';
import { createOrder } from './fixtures';

const db = createPrisma(inject('databaseUrl'));
let storageDir: string;
let queue: DocumentQueue;
let worker: DocumentWorkerHandle;
let config: ReturnType<typeof loadConfig>;

async function pdfText(file: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${inject('redisPrefix')}-documents`,
    STORAGE_DIR: storageDir,
  });
  queue = createDocumentQueue(config);
  worker = startDocumentWorker({ config, db, log: silentLog });
});

afterAll(async () => {
  await worker?.close();
  await queue?.obliterate({ force: true });
  await queue?.close();
  await db.$disconnect();
  await rm(storageDir, { recursive: true, force: true });
});

describe('document-generation queue', () => {
  it("the worker's warm-up renders a readable sample document", async () => {
    const text = await pdfText(await warmUpPdfRenderer());
    expect(text).toContain('OPERATING AGREEMENT');
    expect(text).toContain('Warm-up LLC');
  });

  it('renders a PDF with the entity name, stores it and records asset, version and instrument', async () => {
    const order = await createOrder(db);
    const entityName = `Quantum Ledger Holdings ${randomUUID().slice(0, 8)} LLC`;
    const { jobId } = await enqueueDocument(queue, {
      template: 'operating_agreement',
      name: `Operating Agreement ${entityName}`,
      entityName,
      terms: { state: 'DE', organization: 'Delaware Holdings', term: '10 years' },
      orderId: order.id,
    });
    const result = await waitForDocument(queue, jobId, 15_000);

    const asset = await db.asset.findUniqueOrThrow({ where: { id: result.assetId } });
    expect(asset).toMatchObject({
      kind: 'document',
      name: `Operating Agreement ${entityName}.pdf`,
      mimeType: 'application/pdf',
      version: 1,
      orderId: order.id,
      checksum: result.checksum,
    });
    const file = await readFile(storagePath(storageDir, asset.s3Key));
    expect(createHash('sha256').update(file).digest('hex')).toBe(result.checksum);
    expect(asset.sizeBytes).toBe(file.length);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text).toContain(entityName);
    expect(text).toContain('Delaware Holdings');

    const instrument = await db.instrument.findUniqueOrThrow({ where: { id: result.instrumentId } });
    expect(instrument).toMatchObject({ status: 'generated', jobId, assetId: asset.id, type: 'operating_agreement' });
    expect(await db.assetVersion.count({ where: { assetId: asset.id } })).toBe(1);

    const job = await queue.getJob(jobId);
    expect(job?.progress).toBe(100);
    expect(job?.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential' } });
  });

  it('the same name becomes the next version of the asset', async () => {
    const name = `Valuation ${randomUUID()}`;
    const data = { template: 'valuation_memo' as const, name, entityName: 'Blue Harbor Trust', terms: {} };
    const first = await waitForDocument(queue, (await enqueueDocument(queue, data)).jobId, 15_000);
    const second = await waitForDocument(queue, (await enqueueDocument(queue, data)).jobId, 15_000);
    expect(second.assetId).toBe(first.assetId);
    expect([first.version, second.version]).toEqual([1, 2]);
    const asset = await db.asset.findUniqueOrThrow({ where: { id: first.assetId } });
    expect(asset).toMatchObject({ kind: 'valuation', version: 2 });
    expect(await db.assetVersion.count({ where: { assetId: asset.id } })).toBe(2);
  });

  it('a caller-chosen job id is enqueued once, and running the job again creates nothing new', async () => {
    const jobId = `order-docs-${randomUUID()}`;
    const data = {
      template: 'articles_incorporation' as const,
      name: `Articles ${jobId}`,
      entityName: 'Northwind Corp',
      terms: { state: 'WY' },
    };
    await enqueueDocument(queue, data, { jobId });
    await enqueueDocument(queue, data, { jobId });
    const result = await waitForDocument(queue, jobId, 15_000);
    expect(await db.instrument.count({ where: { jobId } })).toBe(1);

    // A retry of the same job (e.g. after a crash before BullMQ recorded completion).
    const again = await generateDocument(
      { db, files: createLocalFileStore(storageDir) },
      { id: jobId, data, updateProgress: async () => {} },
    );
    expect(again).toEqual(result);
    expect(await db.asset.count({ where: { name: `${data.name}.pdf` } })).toBe(1);
    expect(await db.assetVersion.count({ where: { assetId: result.assetId } })).toBe(1);
  });

  it('completes an instrument created by the caller', async () => {
    const instrument = await db.instrument.create({
      data: { name: 'Note', type: 'debt_instrument', entityName: 'Acme Lending', terms: {}, status: 'queued' },
    });
    const { jobId } = await enqueueDocument(queue, {
      template: 'debt_instrument',
      name: `Note ${instrument.id}`,
      entityName: 'Acme Lending',
      terms: { size: '$250,000', covenants: ['Debt service coverage >= 1.25x'] },
      instrumentId: instrument.id,
    });
    const result = await waitForDocument(queue, jobId, 15_000);
    expect(result.instrumentId).toBe(instrument.id);
    const asset = await db.asset.findUniqueOrThrow({ where: { id: result.assetId } });
    expect(asset.kind).toBe('instrument');
  });

  it('a job that cannot succeed fails with its reason, stays in the queue and the instrument shows it', async () => {
    const instrument = await db.instrument.create({
      data: { name: 'Broken', type: 'operating_agreement', entityName: 'Nobody', terms: {}, status: 'queued' },
    });
    const { jobId } = await enqueueDocument(queue, {
      template: 'no_such_template' as never,
      name: 'Broken',
      entityName: 'Nobody',
      terms: {},
      instrumentId: instrument.id,
    });
    await expect(waitForDocument(queue, jobId, 15_000)).rejects.toThrow(/unknown template/);
    const job = await queue.getJob(jobId);
    expect(await job?.getState()).toBe('failed');
    expect(job?.failedReason).toMatch(/unknown template/);
    await expect
      .poll(async () => db.instrument.findUniqueOrThrow({ where: { id: instrument.id } }))
      .toMatchObject({ status: 'failed', error: expect.stringMatching(/unknown template/) });
  });

  it('a failing job is retried with backoff, shows its error meanwhile, and stays failed after three attempts', async () => {
    // A worker whose storage cannot be written (STORAGE_DIR is a file): every attempt fails with a plain error.
    const blocked = path.join(storageDir, 'not-a-directory');
    await writeFile(blocked, 'x');
    const brokenConfig = { ...config, redisPrefix: `${config.redisPrefix}-broken`, storageDir: blocked };
    const brokenQueue = createDocumentQueue(brokenConfig);
    const brokenWorker = startDocumentWorker({ config: brokenConfig, db, log: silentLog });
    try {
      const { jobId } = await enqueueDocument(brokenQueue, {
        template: 'compliance_report',
        name: `Report ${randomUUID()}`,
        entityName: 'Retry Holdings',
        terms: {},
      });
      await expect.poll(async () => (await brokenQueue.getJob(jobId))?.attemptsMade, { timeout: 5000 }).toBe(1);
      const waiting = await brokenQueue.getJob(jobId);
      expect(await waiting?.getState()).toBe('delayed');
      expect(waiting?.failedReason).toMatch(/ENOTDIR|not a directory/);

      await expect(waitForDocument(brokenQueue, jobId, 20_000)).rejects.toThrow(/ENOTDIR|not a directory/);
      const failed = await brokenQueue.getJob(jobId);
      expect(failed?.attemptsMade).toBe(3);
      expect(await failed?.getState()).toBe('failed');
      // Exponential backoff: 2 s then 4 s between the attempts.
      expect((failed?.finishedOn ?? 0) - (failed?.timestamp ?? 0)).toBeGreaterThanOrEqual(6000);
      await expect
        .poll(async () => db.instrument.findUnique({ where: { jobId } }))
        .toMatchObject({ status: 'failed', error: expect.stringMatching(/ENOTDIR|not a directory/) });
    } finally {
      await brokenWorker.close();
      await brokenQueue.obliterate({ force: true });
      await brokenQueue.close();
    }
  }, 30_000);
});
