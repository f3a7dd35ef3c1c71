// The queue board (bull-board at /api/admin/queues): ADMIN and SUPERADMIN only, read-only for ADMIN, a SUPERADMIN
// retrying or removing jobs and nobody adding or editing them, every change audited, and its actions held to the
// same CSRF and cross-site checks as the rest of the API. Jobs fail for real in Redis.
import { type Job, Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_BOARD_PATH } from '../../api/routes/queue-board';
import type { Role } from '../../domain/roles';
import { createQueueConnection, queuePrefix } from '../../platform/queues/connection';
import { ALL_QUEUES, DOCUMENT_GENERATION_QUEUE } from '../../platform/queues/names';
import { createTestApp, signedInAs, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
let queue: Queue;

beforeAll(async () => {
  ctx = await createTestApp();
  queue = new Queue(DOCUMENT_GENERATION_QUEUE, {
    connection: createQueueConnection(ctx.config, 'board-test'),
    prefix: queuePrefix(ctx.config),
  });
});
afterAll(async () => {
  await queue?.obliterate({ force: true }).catch(() => {});
  await queue?.close();
  await ctx?.close();
});

/** A job that has really failed: added, then taken by a worker whose processor throws. */
async function failedJob(): Promise<Job> {
  const job = await queue.add('render', { template: 'none' }, { attempts: 1 });
  const worker = new Worker(
    DOCUMENT_GENERATION_QUEUE,
    async () => {
      throw new Error('printer on fire');
    },
    { connection: createQueueConnection(ctx.config, 'board-test-worker'), prefix: queuePrefix(ctx.config) },
  );
  await new Promise<void>((resolve) => worker.on('failed', (failed) => failed?.id === job.id && resolve()));
  await worker.close();
  expect(await job.getState()).toBe('failed');
  return job;
}

/** Opens the board's page as that agent and returns the XSRF token its script would send back. */
async function openBoard(agent: TestAgent): Promise<string> {
  const page = await agent.request({ method: 'GET', url: QUEUE_BOARD_PATH });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const cookie = (page.cookies as { name: string; value: string; path?: string }[]).find(
    (c) => c.name === 'XSRF-TOKEN',
  );
  expect(cookie?.path).toBe(QUEUE_BOARD_PATH);
  return cookie!.value;
}

describe('queue board access', () => {
  it.each<Role>(['ADMIN', 'SUPERADMIN'])('opens for %s, listing every queue', async (role) => {
    const { agent } = await signedInAs(ctx, role);
    await openBoard(agent);
    const list = await agent.request({ method: 'GET', url: `${QUEUE_BOARD_PATH}/api/queues` });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .queues.map((q: { name: string }) => q.name)
        .sort(),
    ).toEqual([...ALL_QUEUES].sort());
  });

  it.each<Role>(['PARALEGAL', 'COMPLIANCE_OFFICER', 'CLIENT', 'MEMBER'])(
    'refuses %s (403 {message}, no XSRF cookie, refusal audited)',
    async (role) => {
      const { agent, user } = await signedInAs(ctx, role);
      for (const url of [QUEUE_BOARD_PATH, `${QUEUE_BOARD_PATH}/api/queues`, `${QUEUE_BOARD_PATH}/static/x.js`]) {
        const response = await agent.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toMatch(/queues/);
        expect((response.cookies as { name: string }[]).some((c) => c.name === 'XSRF-TOKEN')).toBe(false);
      }
      const refusals = await ctx.db.auditEntry.count({ where: { actorId: user.id, action: 'access.denied' } });
      expect(refusals).toBe(3);
    },
  );

  it('answers 401 signed out', async () => {
    const response = await new TestAgent(ctx.app).request({ method: 'GET', url: `${QUEUE_BOARD_PATH}/api/queues` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('queue board actions', () => {
  it('retries a failed job with the page’s XSRF token, and audits it with the operator', async () => {
    const job = await failedJob();
    const { agent, user } = await signedInAs(ctx, 'SUPERADMIN');
    const xsrf = await openBoard(agent);
    const retry = await agent.request({
      method: 'PUT',
      url: `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}/${job.id}/retry`,
      headers: { 'x-xsrf-token': xsrf, origin: 'http://localhost:3000' },
    });
    expect(retry.statusCode).toBe(204);
    expect(await job.getState()).toMatch(/waiting|active/);
    const entry = await ctx.db.auditEntry.findFirst({ where: { actorId: user.id, action: 'queue.job_retry' } });
    expect(entry).toMatchObject({
      target: `queue:${DOCUMENT_GENERATION_QUEUE}/job:${job.id}`,
      role: 'SUPERADMIN',
      success: true,
    });
  });

  it('refuses a change without the CSRF token, from another site, or by a role outside the area: nothing audited', async () => {
    const job = await failedJob();
    const url = `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}/${job.id}/retry`;
    const { agent: admin, user } = await signedInAs(ctx, 'ADMIN');
    const xsrf = await openBoard(admin);

    const noToken = await admin.request({ method: 'PUT', url });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toMatch(/CSRF/);

    const crossSite = await admin.request({
      method: 'PUT',
      url,
      headers: { 'x-xsrf-token': xsrf, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toMatch(/cross-site/);

    const { agent: paralegal } = await signedInAs(ctx, 'PARALEGAL');
    expect((await paralegal.request({ method: 'PUT', url, csrf: true })).statusCode).toBe(403);

    expect(await job.getState()).toBe('failed');
    expect(await ctx.db.auditEntry.count({ where: { actorId: user.id, action: { startsWith: 'queue.' } } })).toBe(0);
  });

  it('is read-only for ADMIN: retry, remove and pause refused with 403 and audited, the job untouched', async () => {
    const job = await failedJob();
    const { agent, user } = await signedInAs(ctx, 'ADMIN');
    const headers = { 'x-xsrf-token': await openBoard(agent) };
    const base = `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}`;
    for (const url of [`${base}/${job.id}/retry`, `${base}/${job.id}/clean`, `${base}/pause`, `${base}/retry/failed`]) {
      const refused = await agent.request({ method: 'PUT', url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/read-only for your role/);
    }
    const added = await agent.request({
      method: 'POST',
      url: `${base}/add`,
      headers,
      payload: { name: 'x', data: {} },
    });
    expect(added.statusCode).toBe(403);
    expect(await job.getState()).toBe('failed');
    expect(await queue.isPaused()).toBe(false);
    expect(await ctx.db.auditEntry.count({ where: { actorId: user.id, action: 'access.denied' } })).toBe(5);
    expect(await ctx.db.auditEntry.count({ where: { actorId: user.id, action: { startsWith: 'queue.' } } })).toBe(0);
  });

  it('lets nobody add or edit a job: a SUPERADMIN is refused too, and may remove one', async () => {
    const job = await failedJob();
    const { agent, user } = await signedInAs(ctx, 'SUPERADMIN');
    const headers = { 'x-xsrf-token': await openBoard(agent) };
    const base = `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}`;
    const before = await queue.getJobCountByTypes('waiting', 'delayed', 'failed', 'active', 'completed');
    const added = await agent.request({
      method: 'POST',
      url: `${base}/add`,
      headers,
      payload: { name: 'render', data: { template: '../../etc/passwd' } },
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().message).toMatch(/nobody adds, edits or reschedules jobs/);
    const edited = await agent.request({
      method: 'PATCH',
      url: `${base}/${job.id}/update-data`,
      headers,
      payload: { jobData: { template: 'other' } },
    });
    expect(edited.statusCode).toBe(403);
    expect((await queue.getJob(job.id!))?.data).toEqual({ template: 'none' });
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'failed', 'active', 'completed')).toBe(before);

    const removed = await agent.request({ method: 'PUT', url: `${base}/${job.id}/clean`, headers });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await queue.getJob(job.id!)).toBeFalsy();
    expect(await ctx.db.auditEntry.count({ where: { actorId: user.id, action: 'queue.job_remove' } })).toBe(1);
  });

  it('audits pausing and resuming a queue, and answers an unknown queue with 404', async () => {
    const { agent, user } = await signedInAs(ctx, 'SUPERADMIN');
    const xsrf = await openBoard(agent);
    const headers = { 'x-xsrf-token': xsrf };
    const base = `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}`;
    expect((await agent.request({ method: 'PUT', url: `${base}/pause`, headers })).statusCode).toBe(200);
    expect(await queue.isPaused()).toBe(true);
    expect((await agent.request({ method: 'PUT', url: `${base}/resume`, headers })).statusCode).toBe(200);
    expect(await queue.isPaused()).toBe(false);
    const unknown = await agent.request({ method: 'PUT', url: `${QUEUE_BOARD_PATH}/api/queues/nope/pause`, headers });
    expect(unknown.statusCode).toBe(404);
    const actions = await ctx.db.auditEntry.findMany({
      where: { actorId: user.id, action: { startsWith: 'queue.' } },
      orderBy: { createdAt: 'asc' },
      select: { action: true, target: true },
    });
    expect(actions).toEqual([
      { action: 'queue.pause', target: `queue:${DOCUMENT_GENERATION_QUEUE}` },
      { action: 'queue.resume', target: `queue:${DOCUMENT_GENERATION_QUEUE}` },
    ]);
  });

  it('refuses NUL in a job id like every route', async () => {
    const { agent } = await signedInAs(ctx, 'SUPERADMIN');
    const xsrf = await openBoard(agent);
    const response = await agent.request({
      method: 'PUT',
      url: `${QUEUE_BOARD_PATH}/api/queues/${DOCUMENT_GENERATION_QUEUE}/a%00b/retry`,
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/jobId/);
  });
});

describe('queue board in the API document', () => {
  it('is left out of the OpenAPI document (its routes are the library’s, not the product API)', async () => {
    const doc = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.startsWith(QUEUE_BOARD_PATH))).toEqual([]);
  });
});
