// Asset Factory API on the real database, Redis and storage, with the document worker running in-process:
// 202 with the job id at once, the job followed to its stored PDF, validation, drafts and the pipeline list.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentWorkerHandle, startDocumentWorker } from '../../worker/documents/document-worker';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { silentLog } from '../helpers/silent-log';

let ctx: TestContext;
let storageDir: string;
let worker: DocumentWorkerHandle;
let agent: TestAgent;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'factory-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
  worker = startDocumentWorker({ config: ctx.config, db: ctx.db, log: silentLog });
  const user = await createUser(ctx.db, 'PARALEGAL');
  agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
});
afterAll(async () => {
  await worker?.close();
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const request = (entityName: string, overrides: object = {}) => ({
  name: `Operating Agreement - ${entityName}`,
  type: 'operating_agreement',
  terms: { entityName, state: 'WY', organization: 'Granite Peak Holdings', term: '10 years', schedule: 'monthly' },
  ...overrides,
});

async function followJob(jobId: string) {
  for (let i = 0; i < 100; i++) {
    const job = (await agent.request({ method: 'GET', url: `/api/document-jobs/${encodeURIComponent(jobId)}` })).json();
    if (job.status === 'Completed' || job.status === 'Failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe('POST /api/instruments', () => {
  it('answers 202 with the job id at once; the worker stores the PDF as an asset linked to the instrument', async () => {
    const entityName = `Cedar Ridge ${Date.now()} LLC`;
    const response = await agent.request({
      method: 'POST',
      url: '/api/instruments',
      payload: request(entityName),
      csrf: true,
    });
    expect(response.statusCode).toBe(202);
    const { jobId, instrumentId, status } = response.json();
    expect(status).toBe('queued');
    expect(jobId).toEqual(expect.any(String));

    const job = await followJob(jobId);
    expect(job).toMatchObject({ status: 'Completed', progress: 100, error: null, instrumentId });
    const instrument = await ctx.db.instrument.findUniqueOrThrow({ where: { id: instrumentId } });
    expect(instrument).toMatchObject({ status: 'generated', jobId, assetId: job.result.assetId, entityName });

    const download = await agent.request({
      method: 'GET',
      url: `/api/assets/${job.result.assetId}/download?disposition=inline`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      await ctx.db.auditEntry.count({ where: { action: 'document.generate', target: request(entityName).name } }),
    ).toBe(1);
  });

  it.each([
    [{ terms: { entityName: '' } }, /^terms\.entityName: required/],
    [{ type: 'poem' }, /^type: must be one of/],
    [{ name: '' }, /^name: required/],
    [{ terms: { entityName: 'X', state: 'TX' } }, /^terms\.state: must be one of/],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const count = await ctx.db.instrument.count();
    const response = await agent.request({
      method: 'POST',
      url: '/api/instruments',
      payload: request('Bad Input LLC', overrides),
      csrf: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await ctx.db.instrument.count()).toBe(count);
  });
});

describe('drafts', () => {
  it('saves a partial form as a draft, updates it, lists it and generates it later', async () => {
    const created = await agent.request({
      method: 'POST',
      url: '/api/instruments/drafts',
      payload: { name: '', type: 'debt_instrument', terms: { size: '$250,000' } },
      csrf: true,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', type: 'debt_instrument', terms: { size: '$250,000' } });

    const entityName = `Harbor Lending ${Date.now()}`;
    const updated = await agent.request({
      method: 'PUT',
      url: `/api/instruments/drafts/${draft.id}`,
      payload: { name: 'Note', type: 'debt_instrument', terms: { size: '$250,000', entityName } },
      csrf: true,
    });
    expect(updated.json()).toMatchObject({ id: draft.id, entityName, name: 'Note' });

    const filter = encodeURIComponent(JSON.stringify({ status: 'draft' }));
    const list = await agent.request({ method: 'GET', url: `/api/instruments?filter=${filter}` });
    expect(list.headers['content-range']).toMatch(/^instruments \d+-\d+\/\d+$/);
    expect(list.json().map((i: { id: string }) => i.id)).toContain(draft.id);

    const generate = await agent.request({
      method: 'POST',
      url: '/api/instruments',
      payload: { name: 'Note', type: 'debt_instrument', terms: { entityName, size: '$250,000' }, draftId: draft.id },
      csrf: true,
    });
    expect(generate.json().instrumentId).toBe(draft.id);
    const job = await followJob(generate.json().jobId);
    expect(job.status).toBe('Completed');
    const asset = await ctx.db.asset.findUniqueOrThrow({ where: { id: job.result.assetId } });
    expect(asset.kind).toBe('instrument');

    const again = await agent.request({
      method: 'PUT',
      url: `/api/instruments/drafts/${draft.id}`,
      payload: { name: 'Note' },
      csrf: true,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('GET /api/document-jobs', () => {
  it('lists the recent jobs newest first with counts by status', async () => {
    const first = (
      await agent.request({ method: 'POST', url: '/api/instruments', payload: request('Pipeline One LLC'), csrf: true })
    ).json();
    await followJob(first.jobId);
    const response = await agent.request({ method: 'GET', url: '/api/document-jobs?limit=5' });
    expect(response.statusCode).toBe(200);
    const { jobs, stats } = response.json();
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.length).toBeLessThanOrEqual(5);
    expect(jobs[0]).toMatchObject({ id: first.jobId, status: 'Completed', entityName: 'Pipeline One LLC' });
    const times = jobs.map((job: { createdAt: string }) => Date.parse(job.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(stats.Completed).toBeGreaterThanOrEqual(3);
    expect(Object.keys(stats).sort()).toEqual(['Completed', 'Failed', 'Processing', 'Queued']);

    expect((await agent.request({ method: 'GET', url: '/api/document-jobs?limit=500' })).statusCode).toBe(400);
    expect((await agent.request({ method: 'GET', url: '/api/document-jobs/no-such-job' })).statusCode).toBe(404);
  });
});
