// Quality suites executed by the real worker (BullMQ on the real Redis) against the real API listening on a
// port, with results, scores and schedules in the test database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createQualityQueue,
  cronProblem,
  enqueueRun,
  schedulerKey,
  syncAllSchedules,
} from '../../platform/queues/quality';
import { SAMPLE_TEST_SUITES } from '../../prisma/sample-data';
import { CRASH_REASON, executeRun } from '../../worker/quality/execute-run';
import { type QualityWorkerHandle, SCHEDULE_TRIGGER, startQualityWorker } from '../../worker/quality/worker';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { silentLog } from '../helpers/silent-log';
import { createSuiteThroughApi, isolatedConfig, runThroughApi, waitFor, waitForRun } from './quality-fixtures';

// Runs load the machine: give each test room beyond the default.
vi.setConfig({ testTimeout: 45_000 });

const LOGIN_LIMIT = 5;
let ctx: TestContext;
let baseUrl: string;
let worker: QualityWorkerHandle;
let admin: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT) });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  worker = startQualityWorker({ config: ctx.config, db: ctx.db, log: silentLog, baseUrl });
  await worker.synced;
  admin = new TestAgent(ctx.app);
  const user = await createUser(ctx.db, 'ADMIN');
  await admin.login(user.email, user.password);
});
afterAll(async () => {
  await worker?.close();
  await ctx?.close();
});

describe('HTTP suites', () => {
  it('a passing suite ends PASSED with totals, coverage, duration, every check and a quality metric', async () => {
    const suite = await createSuiteThroughApi(admin, {
      name: `Smoke ${Date.now()}`,
      testType: 'SMOKE',
      configuration: {
        checks: [
          { endpoint: '/api/health', method: 'GET', jsonPath: 'database', timeout: 5000 },
          {
            endpoint: '/api/pricing',
            method: 'POST',
            body: { packages: ['PREMIUM'], services: [], states: ['DE'] },
            jsonPath: 'breakdown.0.id',
          },
          { endpoint: `${baseUrl}/api/catalog`, contains: 'PREMIUM' },
        ],
      },
    });
    const started = await runThroughApi(admin, suite.id);
    expect(started.status).toBe('RUNNING');

    const run = await waitForRun(ctx.db, started.id);
    expect(run.status).toBe('PASSED');
    expect(run).toMatchObject({ totalTests: 3, passedTests: 3, coverage: 100, progressDone: 3, progressTotal: 3 });
    expect(run.duration).toBeGreaterThan(0);
    expect(run.checks.map((check) => check.status)).toEqual(['passed', 'passed', 'passed']);
    expect(run.checks[0].message).toMatch(/^200 in \d+ ms$/);

    const details = await admin.request({ method: 'GET', url: `/api/admin/quality/test-runs/${run.id}` });
    expect(details.json().data.results.checks).toHaveLength(3);
    const metric = await ctx.db.qualityMetric.findFirstOrThrow({ where: { runId: run.id } });
    expect(metric.reliabilityScore).toBeGreaterThan(0);
    expect(metric.testCoverage).toBeGreaterThan(0);
  });

  it('a failing check ends the run FAILED and says why', async () => {
    const suite = await createSuiteThroughApi(admin, {
      name: `Regression ${Date.now()}`,
      testType: 'REGRESSION',
      configuration: {
        checks: [
          { endpoint: '/api/health' },
          { name: 'missing route', endpoint: '/api/no-such-route' },
          { endpoint: '/api/catalog', jsonPath: 'no.such.path' },
        ],
      },
    });
    const run = await waitForRun(ctx.db, (await runThroughApi(admin, suite.id)).id);
    expect(run.status).toBe('FAILED');
    expect(run).toMatchObject({ totalTests: 3, passedTests: 1, coverage: 100 });
    expect(run.checks[1]).toMatchObject({
      name: 'missing route',
      status: 'failed',
      message: 'status 404, expected 200',
    });
    expect(run.checks[2].message).toBe('JSON path "no.such.path" missing');
  });

  it('the sample suites of a new install pass on the real app and carry valid schedules', async () => {
    for (const sample of SAMPLE_TEST_SUITES) {
      expect(cronProblem(sample.schedule)).toBeNull();
      // Run on demand here: the sample's own schedule would fire at its hour.
      const payload = { ...sample, name: `${sample.name} ${Date.now()}`, schedule: null };
      const suite = await createSuiteThroughApi(admin, payload);
      const run = await waitForRun(ctx.db, (await runThroughApi(admin, suite.id)).id);
      expect(run.status, `${sample.name}: ${JSON.stringify(run.checks)}`).toBe('PASSED');
    }
  });

  it('refuses a second run while one is pending, and runs of inactive suites', async () => {
    const suite = await createSuiteThroughApi(admin, {
      name: `Inactive ${Date.now()}`,
      testType: 'UNIT',
      configuration: { endpoint: '/api/health', method: 'GET', timeout: 5000 },
      isActive: false,
    });
    const refused = await admin.request({
      method: 'POST',
      url: `/api/admin/quality/test-suites/${suite.id}/run`,
      csrf: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/inactive/);

    const load = await createSuiteThroughApi(admin, {
      name: `Pending ${Date.now()}`,
      testType: 'LOAD',
      configuration: { endpoint: '/api/catalog', connections: 1, duration: 2 },
    });
    const first = await runThroughApi(admin, load.id);
    const second = await admin.request({
      method: 'POST',
      url: `/api/admin/quality/test-suites/${load.id}/run`,
      csrf: true,
    });
    expect(second.statusCode).toBe(409);
    const list = await admin.request({ method: 'GET', url: '/api/admin/quality/test-suites' });
    expect(list.json().data.find((row: { id: string }) => row.id === load.id).hasPendingRun).toBe(true);
    await waitForRun(ctx.db, first.id);
  });
});

describe('load suites', () => {
  it('a short bounded run records real latency percentiles, throughput and error rate', async () => {
    const suite = await createSuiteThroughApi(admin, {
      name: `Load ${Date.now()}`,
      testType: 'PERFORMANCE',
      configuration: {
        endpoint: '/api/catalog',
        connections: 2,
        duration: 2,
        maxRequestsPerSecond: 200,
        thresholds: { p95Ms: 2000, maxErrorRate: 0 },
      },
    });
    const run = await waitForRun(ctx.db, (await runThroughApi(admin, suite.id)).id);
    expect(run.status).toBe('PASSED');
    const figures = run.checks[0].figures!;
    expect(figures.requests).toBeGreaterThan(10);
    // The rate cap holds: at most ~200 requests per second.
    expect(figures.throughput).toBeLessThanOrEqual(230);
    expect(figures.p50Ms).toBeLessThanOrEqual(figures.p95Ms);
    expect(figures.p95Ms).toBeLessThanOrEqual(figures.p99Ms);
    expect(figures.throughput).toBeGreaterThan(0);
    expect(figures.errorRate).toBe(0);
    expect(run.checks[0].measures).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'p95 ms', value: figures.p95Ms, threshold: 2000 })]),
    );
  });
});

describe('security suites', () => {
  it('pass on the real app', async () => {
    const suite = await createSuiteThroughApi(admin, {
      name: `Security ${Date.now()}`,
      testType: 'SECURITY',
      configuration: {},
    });
    const run = await waitForRun(ctx.db, (await runThroughApi(admin, suite.id)).id);
    expect(run.checks.map((check) => [check.name, check.status, check.message])).toEqual(
      run.checks.map((check) => [check.name, 'passed', check.message]),
    );
    expect(run).toMatchObject({ status: 'PASSED', totalTests: 7, passedTests: 7, coverage: 100 });
    const metric = await ctx.db.qualityMetric.findFirstOrThrow({ where: { runId: run.id } });
    expect(metric.securityScore).toBe(100);
  });

  it('fail against a deliberately weakened admin route and a leaking error handler', async () => {
    const weak = await createTestApp({}, (app) => {
      app.get('/api/admin/weak', async () => ({ data: 'internal figures' }));
      app.get('/api/quality-probe-missing-route', async () => {
        throw Object.assign(new Error('boom'), { statusCode: 418, message: 'at handler (/srv/api/app.ts:12:5)' });
      });
    });
    try {
      const weakUrl = await weak.app.listen({ port: 0, host: '127.0.0.1' });
      const suite = await ctx.db.testSuite.create({
        data: {
          name: `Weak ${Date.now()}`,
          testType: 'SECURITY',
          configuration: {
            checks: ['admin-refuses-signed-out', 'admin-refuses-client', 'no-stack-traces'],
            adminEndpoints: ['/api/admin/weak'],
          },
        },
      });
      const row = await ctx.db.testRun.create({
        data: { suiteId: suite.id, status: 'RUNNING', environment: 'test', triggeredBy: 'test' },
      });
      await executeRun(
        { db: ctx.db, config: weak.config, log: silentLog, target: { baseUrl: weakUrl, ownOrigins: [] } },
        row.id,
      );
      const run = await waitForRun(ctx.db, row.id);
      expect(run.status).toBe('FAILED');
      expect(run.checks.map((check) => [check.name, check.status])).toEqual([
        ['admin-refuses-signed-out', 'failed'],
        ['admin-refuses-client', 'failed'],
        ['no-stack-traces', 'failed'],
      ]);
      expect(run.checks[0].message).toBe('/api/admin/weak answered 200');
    } finally {
      await weak.close();
    }
  });
});

describe('targets', () => {
  it('refuses other hosts and private or link-local addresses when a suite is saved', async () => {
    const save = (endpoint: string) =>
      admin.request({
        method: 'POST',
        url: '/api/admin/quality/test-suites',
        csrf: true,
        payload: { name: 'Target', testType: 'SMOKE', configuration: { endpoint } },
      });
    for (const endpoint of [
      'http://example.com/api/health',
      'http://10.0.0.5/',
      'http://169.254.169.254/latest',
      'http://[fe80::1]/',
    ]) {
      const response = await save(endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().message).toMatch(/^configuration\.endpoint: .*refused/);
    }
    expect((await save('http://10.0.0.5/')).json().message).toMatch(/private or link-local/);
    expect((await save(`${baseUrl}/api/health`)).statusCode).toBe(201);
  });

  it('refuses them again at run time (a suite written to the database directly)', async () => {
    const suite = await ctx.db.testSuite.create({
      data: { name: `Stored ${Date.now()}`, testType: 'SMOKE', configuration: { endpoint: 'http://example.com/' } },
    });
    const run = await waitForRun(ctx.db, (await runThroughApi(admin, suite.id)).id);
    expect(run.status).toBe('FAILED');
    expect(run.checks[0].message).toMatch(/^target refused: /);
  });
});

describe('recovery and schedules', () => {
  it('a worker killed mid-run leaves the run FAILED with the reason after stalled-job recovery', async () => {
    const config = isolatedConfig('crash', { SESSION_SECRET: ctx.config.sessionSecret });
    const suite = await ctx.db.testSuite.create({
      data: {
        name: `Crash ${Date.now()}`,
        testType: 'LOAD',
        configuration: { endpoint: '/api/catalog', connections: 1, duration: 30, maxRequestsPerSecond: 20 },
      },
    });
    const row = await ctx.db.testRun.create({
      data: { suiteId: suite.id, status: 'RUNNING', environment: 'test', triggeredBy: 'test' },
    });
    const producer = createQualityQueue(config);
    let child: ChildProcess | undefined;
    let recovery: QualityWorkerHandle | undefined;
    try {
      await enqueueRun(producer.queue, row.id);
      child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'support/quality-worker-child.ts'), baseUrl],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: config.databaseUrl,
            REDIS_URL: config.redisUrl,
            REDIS_PREFIX: config.redisPrefix,
            SESSION_SECRET: config.sessionSecret,
          },
          stdio: 'ignore',
        },
      );
      await waitFor(async () => (await ctx.db.testRun.findUniqueOrThrow({ where: { id: row.id } })).pickedUpAt, 20_000);
      child.kill('SIGKILL');

      recovery = startQualityWorker({
        config,
        db: ctx.db,
        log: silentLog,
        baseUrl,
        lockDuration: 1000,
        stalledInterval: 500,
      });
      const run = await waitForRun(ctx.db, row.id, 20_000);
      expect(run.status).toBe('FAILED');
      expect(run.error).toBe(CRASH_REASON);
      expect(run.endTime).not.toBeNull();
      // The load check never finished: it is recorded as not run, and coverage says so.
      expect(run).toMatchObject({ totalTests: 1, passedTests: 0, coverage: 0 });
      expect(run.checks).toEqual([expect.objectContaining({ status: 'skipped', message: `not run: ${CRASH_REASON}` })]);
    } finally {
      child?.kill('SIGKILL');
      await recovery?.close();
      await producer.queue.obliterate({ force: true }).catch(() => {});
      await producer.close();
    }
  }, 60_000);

  it('a suite scheduler fires one run per tick, even with two workers and a re-sync (restart)', async () => {
    const config = isolatedConfig('schedule', { SESSION_SECRET: ctx.config.sessionSecret });
    const suite = await ctx.db.testSuite.create({
      data: {
        name: `Every second ${Date.now()}`,
        testType: 'SMOKE',
        configuration: { endpoint: '/api/catalog' },
        schedule: '* * * * * *',
      },
    });
    const workers = [
      startQualityWorker({ config, db: ctx.db, log: silentLog, baseUrl }),
      startQualityWorker({ config, db: ctx.db, log: silentLog, baseUrl }),
    ];
    try {
      await Promise.all(workers.map((handle) => handle.synced));
      await syncAllSchedules(ctx.db, workers[0].producer.queue);
      const schedulers = await workers[0].producer.queue.getJobSchedulers();
      expect(schedulers.filter((scheduler) => scheduler.key === schedulerKey(suite.id))).toHaveLength(1);

      const startedAt = Date.now();
      await waitFor(async () => (await ctx.db.testRun.count({ where: { suiteId: suite.id, status: 'PASSED' } })) >= 3);
      await ctx.db.testSuite.update({ where: { id: suite.id }, data: { schedule: null } });
      await syncAllSchedules(ctx.db, workers[0].producer.queue);
      const elapsedTicks = Math.ceil((Date.now() - startedAt) / 1000) + 1;

      const runs = await ctx.db.testRun.findMany({ where: { suiteId: suite.id } });
      expect(runs.every((run) => run.triggeredBy === SCHEDULE_TRIGGER)).toBe(true);
      expect(new Set(runs.map((run) => run.jobId)).size).toBe(runs.length);
      expect(runs.length).toBeLessThanOrEqual(elapsedTicks);
      expect(await workers[0].producer.queue.getJobSchedulers()).toHaveLength(0);
    } finally {
      await workers[0].producer.queue.obliterate({ force: true }).catch(() => {});
      await Promise.all(workers.map((handle) => handle.close()));
    }
  }, 30_000);

  it('a scheduler tick is skipped while the suite already has a run in progress', async () => {
    const config = isolatedConfig('busy', { SESSION_SECRET: ctx.config.sessionSecret });
    const suite = await ctx.db.testSuite.create({
      data: {
        name: `Busy ${Date.now()}`,
        testType: 'SMOKE',
        configuration: { endpoint: '/api/catalog' },
        schedule: '* * * * * *',
      },
    });
    const manual = await ctx.db.testRun.create({
      data: {
        suiteId: suite.id,
        status: 'RUNNING',
        environment: 'test',
        triggeredBy: 'someone',
        pickedUpAt: new Date(),
      },
    });
    const handle = startQualityWorker({ config, db: ctx.db, log: silentLog, baseUrl });
    try {
      await handle.synced;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await ctx.db.testRun.count({ where: { suiteId: suite.id, triggeredBy: SCHEDULE_TRIGGER } })).toBe(0);

      await ctx.db.testRun.update({ where: { id: manual.id }, data: { status: 'PASSED', endTime: new Date() } });
      await waitFor(async () =>
        ctx.db.testRun.findFirst({ where: { suiteId: suite.id, triggeredBy: SCHEDULE_TRIGGER, status: 'PASSED' } }),
      );
    } finally {
      await ctx.db.testSuite.update({ where: { id: suite.id }, data: { schedule: null } });
      await syncAllSchedules(ctx.db, handle.producer.queue);
      await handle.producer.queue.obliterate({ force: true }).catch(() => {});
      await handle.close();
    }
  }, 30_000);
});
