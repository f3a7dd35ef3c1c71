// /api/admin/quality on the real app, database and Redis (runs are executed in tests/worker/quality-runs.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQualityQueue, type QualityQueue, runJobId, schedulerKey } from '../../platform/queues/quality';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
let admin: TestAgent;
let producer: QualityQueue;

beforeAll(async () => {
  ctx = await createTestApp();
  producer = createQualityQueue(ctx.config, 'quality-test');
  admin = new TestAgent(ctx.app);
  const user = await createUser(ctx.db, 'ADMIN');
  await admin.login(user.email, user.password);
});
afterAll(async () => {
  await producer?.queue.obliterate({ force: true }).catch(() => {});
  await producer?.close();
  await ctx?.close();
});

const createSuite = (payload: unknown) =>
  admin.request({ method: 'POST', url: '/api/admin/quality/test-suites', payload: payload as object, csrf: true });

describe('access', () => {
  it('refuses signed-out users and roles without the quality area', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/quality/test-suites' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['CLIENT', 'PARALEGAL', 'COMPLIANCE_OFFICER'] as const) {
      const agent = new TestAgent(ctx.app);
      const user = await createUser(ctx.db, role);
      await agent.login(user.email, user.password);
      for (const url of [
        '/api/admin/quality/test-suites',
        '/api/admin/quality/metrics',
        '/api/admin/quality/health-check',
      ]) {
        expect((await agent.request({ method: 'GET', url })).statusCode, `${role} ${url}`).toBe(403);
      }
      const write = await agent.request({ method: 'POST', url: '/api/admin/quality/schedule-check', csrf: true });
      expect(write.statusCode).toBe(403);
    }
  });

  it('requires the CSRF token on writes', async () => {
    const response = await admin.request({ method: 'POST', url: '/api/admin/quality/schedule-check' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/CSRF/);
  });
});

describe('empty state', () => {
  it('answers empty lists and null latest metric and health check, wrapped in data', async () => {
    await ctx.db.qualityMetric.deleteMany();
    await ctx.db.testRun.deleteMany();
    for (const url of ['/api/admin/quality/metrics', '/api/admin/quality/test-runs']) {
      expect((await admin.request({ method: 'GET', url })).json()).toEqual({ data: [] });
    }
    expect((await admin.request({ method: 'GET', url: '/api/admin/quality/metrics/latest' })).json()).toEqual({
      data: null,
    });
    expect((await admin.request({ method: 'GET', url: '/api/admin/quality/health-check' })).json()).toEqual({
      data: null,
    });
  });
});

describe('suites', () => {
  it('validates the body and the configuration per test type, naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: '', testType: 'UNIT', configuration: { endpoint: '/api/health' } }, /^name: Name is required/],
      [{ name: 'x', testType: 'FUZZ', configuration: {} }, /^testType: /],
      [{ name: 'x', testType: 'UNIT' }, /^configuration: Configuration is required/],
      [
        { name: 'x', testType: 'UNIT', configuration: { endpoint: '/a', timeout: 'soon' } },
        /^configuration\.timeout: /,
      ],
      [{ name: 'x', testType: 'LOAD', configuration: { endpoint: '/a', duration: 600 } }, /^configuration\.duration: /],
      [
        { name: 'x', testType: 'UNIT', configuration: { endpoint: '/a' }, schedule: 'every day' },
        /^schedule: not a valid cron pattern/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await createSuite(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const malformed = await admin.request({
      method: 'POST',
      url: '/api/admin/quality/test-suites',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x", "configuration": {',
      csrf: true,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'body: malformed JSON' });
  });

  it('creates a suite with a schedule, edits it and removes the schedule, keeping the job scheduler in step', async () => {
    const created = await createSuite({
      name: 'Nightly smoke',
      description: 'Health answers',
      testType: 'SMOKE',
      configuration: { endpoint: '/api/health', method: 'GET', timeout: 5000 },
      schedule: '0 3 * * *',
    });
    expect(created.statusCode).toBe(201);
    const suite = created.json().data;
    expect(suite).toMatchObject({ name: 'Nightly smoke', isActive: true, schedule: '0 3 * * *', hasPendingRun: false });
    const scheduler = await producer.queue.getJobScheduler(schedulerKey(suite.id));
    expect(scheduler?.pattern).toBe('0 3 * * *');

    const edited = await admin.request({
      method: 'PUT',
      url: `/api/admin/quality/test-suites/${suite.id}`,
      payload: { ...suite, schedule: '*/15 * * * *' },
      csrf: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((await producer.queue.getJobScheduler(schedulerKey(suite.id)))?.pattern).toBe('*/15 * * * *');

    await admin.request({
      method: 'PUT',
      url: `/api/admin/quality/test-suites/${suite.id}`,
      payload: { ...suite, schedule: '' },
      csrf: true,
    });
    expect(await producer.queue.getJobScheduler(schedulerKey(suite.id))).toBeFalsy();
    const list = await admin.request({ method: 'GET', url: '/api/admin/quality/test-suites?limit=5' });
    expect(list.json().data.find((row: { id: string }) => row.id === suite.id).schedule).toBeNull();
    const one = await admin.request({ method: 'GET', url: `/api/admin/quality/test-suites/${suite.id}` });
    expect(one.json().data).toMatchObject({
      id: suite.id,
      name: 'Nightly smoke',
      schedule: null,
      hasPendingRun: false,
    });
    const unknown = `/api/admin/quality/test-suites/${crypto.randomUUID()}`;
    expect((await admin.request({ method: 'GET', url: unknown })).json()).toEqual({ message: 'Test suite not found' });
    expect(
      await ctx.db.auditEntry.count({ where: { target: suite.id, action: { startsWith: 'quality.suite' } } }),
    ).toBe(3);
  });

  it('Run enqueues a job and the run is RUNNING at once; Schedule Quality Check starts every active suite', async () => {
    const suite = (
      await createSuite({ name: 'Run me', testType: 'UNIT', configuration: { endpoint: '/api/health' } })
    ).json().data;
    const run = await admin.request({
      method: 'POST',
      url: `/api/admin/quality/test-suites/${suite.id}/run`,
      csrf: true,
    });
    expect(run.statusCode).toBe(202);
    expect(run.json().data).toMatchObject({
      status: 'RUNNING',
      suiteName: 'Run me',
      triggeredBy: expect.stringContaining('@'),
    });
    const job = await producer.queue.getJob(runJobId(run.json().data.id));
    expect(job?.data).toEqual({ runId: run.json().data.id });

    const filtered = await admin.request({ method: 'GET', url: `/api/admin/quality/test-runs?suiteId=${suite.id}` });
    expect(filtered.json().data.map((row: { id: string }) => row.id)).toEqual([run.json().data.id]);

    const active = await ctx.db.testSuite.count({ where: { isActive: true } });
    const check = await admin.request({ method: 'POST', url: '/api/admin/quality/schedule-check', csrf: true });
    expect(check.statusCode).toBe(202);
    // The suite already running is skipped, every other active suite starts.
    expect(check.json().data.skipped).toBe(1);
    expect(check.json().data.runs).toHaveLength(active - 1);

    const bad = await admin.request({ method: 'GET', url: '/api/admin/quality/test-runs?suiteId=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^suiteId: /);
  });

  it("the runs resource takes no new record: Run is POST /api/admin/quality/test-suites/{id}/run, the spec's call", async () => {
    const suite = (
      await createSuite({ name: 'Run by its suite', testType: 'UNIT', configuration: { endpoint: '/api/health' } })
    ).json().data;
    const old = await admin.request({
      method: 'POST',
      url: '/api/admin/quality/test-runs',
      payload: { suiteId: suite.id },
      csrf: true,
    });
    expect(old.statusCode).toBe(404);
    const run = await admin.request({
      method: 'POST',
      url: `/api/admin/quality/test-suites/${suite.id}/run`,
      csrf: true,
    });
    expect(run.statusCode).toBe(202);
    expect(run.json().data).toMatchObject({ status: 'RUNNING', suiteId: suite.id, suiteName: 'Run by its suite' });
    const again = await admin.request({
      method: 'POST',
      url: `/api/admin/quality/test-suites/${suite.id}/run`,
      csrf: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This suite already has a run in progress' });
  });
});
