// With Redis away nothing hangs and nothing opens: the API runs on a redis-server of this test's own, which is
// stopped mid-run. Then sign-in answers within 1 s, every rate limit still refuses (counted in the process's
// memory, the same limits), the routes that queue work answer 503 within 2 s leaving no record behind, and the
// queue board says Redis is not reachable. Once Redis is back, the queue takes work again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from '../../domain/contact';
import { LOGIN_THROTTLE } from '../../domain/login-throttle';
import { createTestApp, createUser, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { type OwnRedis, startOwnRedis } from '../helpers/own-redis';

let redis: OwnRedis;
let ctx: TestContext;
let admin: TestAgent;
let addressCounter = 0;
const freshIp = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const own = await startOwnRedis();
if ('unavailable' in own) console.warn(`Skipping the Redis-away suite: ${own.unavailable}`);

beforeAll(async () => {
  if ('unavailable' in own) return;
  redis = own;
  ctx = await createTestApp({
    REDIS_URL: redis.url,
    LOGIN_RATE_LIMIT_MAX: '8',
    CONTACT_RATE_LIMIT_MAX: '3',
    TOKEN_RATE_LIMIT_MAX: '4',
    PARTNER_RATE_LIMIT_MAX: '3',
    PARTNER_RATE_LIMIT_WINDOW_MS: '60000',
  });
  ({ agent: admin } = await signedInAs(ctx, 'SUPERADMIN'));
  // While Redis is up the scan is queued: the route works, and what follows is the outage's doing.
  const queued = await admin.request({ method: 'POST', url: '/api/admin/compliance/scan', payload: {}, csrf: true });
  expect(queued.statusCode, queued.body).toBe(202);
  await redis.stop();
  for (let i = 0; i < 100 && ctx.app.redis.status === 'ready'; i++) await new Promise((r) => setTimeout(r, 50));
  expect(ctx.app.redis.status).not.toBe('ready');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await redis?.stop();
});

/** The request's answer and how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const answer = await work();
  return [answer, performance.now() - started];
}

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe.skipIf('unavailable' in own)('with Redis stopped', () => {
  it('signs in within 1 s', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const [answer, ms] = await timed(() => signIn(user.email, user.password, freshIp()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses the 6th wrong password for one account from one address, each answer within 1 s', async () => {
    const user = await createUser(ctx.db, 'ADMIN');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_THROTTLE.perAccountAddress; i++) {
      const [answer, ms] = await timed(() => signIn(user.email, 'wrong', ip));
      statuses.push(answer.statusCode);
      expect(ms).toBeLessThan(1000);
    }
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.perAccountAddress).fill(401), 429]);
    // The browser's form gets the refusal as the sign-in page, not as JSON.
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=wrong`,
      remoteAddress: ip,
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Too many failed sign-ins for this email address');
  });

  it('limits failed sign-ins per address over many accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await signIn(`away-${i}@test.example`, 'wrong', ip)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
  });

  it('limits the contact form, the token routes and the partner API', async () => {
    const ip = freshIp();
    const contact: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: `ada-${i}@test.example`, topic: CONTACT_TOPICS[1], message: 'Hello there.' },
        remoteAddress: ip,
      });
      contact.push(answer.statusCode);
    }
    expect(contact).toEqual([201, 201, 201, 429]);

    const tokens: number[] = [];
    for (let i = 0; i < 5; i++)
      tokens.push(
        (await ctx.app.inject({ method: 'GET', url: `/api/invite/not-a-token-${i}`, remoteAddress: ip })).statusCode,
      );
    expect(tokens.slice(0, 4)).not.toContain(429);
    expect(tokens[4]).toBe(429);

    const partner: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/orders',
        headers: { authorization: 'Bearer pk_test_not_a_real_key' },
        remoteAddress: ip,
      });
      partner.push(answer.statusCode);
    }
    expect(partner.slice(0, 3)).not.toContain(429);
    expect(partner[3]).toBe(429);
  });

  it('answers the compliance scan 503 within 2 s with a clear message', async () => {
    const [answer, ms] = await timed(() =>
      admin.request({ method: 'POST', url: '/api/admin/compliance/scan', payload: {}, csrf: true }),
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(
      'The compliance scan was not started: the job queue (Redis) is not reachable; try again shortly.',
    );
    expect(ms).toBeLessThan(2000);
  });

  it('answers a quality run 503 within 2 s and records no run', async () => {
    const suite = await admin.request({
      method: 'POST',
      url: '/api/admin/quality/test-suites',
      payload: { name: 'Away suite', testType: 'UNIT', configuration: { endpoint: '/api/health' } },
      csrf: true,
    });
    expect(suite.statusCode, suite.body).toBe(201);
    const suiteId = suite.json().data.id;
    for (const run of [
      { method: 'POST' as const, url: `/api/admin/quality/test-suites/${suiteId}/run` },
      { method: 'POST' as const, url: '/api/admin/quality/schedule-check' },
    ]) {
      const [answer, ms] = await timed(() => admin.request({ ...run, csrf: true }));
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json().message).toMatch(/the job queue \(Redis\) is not reachable/);
      expect(ms).toBeLessThan(2000);
    }
    expect(await ctx.db.testRun.count({ where: { suiteId } })).toBe(0);
    expect(await ctx.db.testRun.count({ where: { status: 'FAILED', totalTests: 0 } })).toBe(0);
  });

  it('answers a document request 503 within 2 s, records nothing and keeps the draft a draft', async () => {
    const before = await ctx.db.instrument.count();
    const body = {
      name: 'Operating Agreement - Away LLC',
      type: 'operating_agreement',
      terms: { entityName: 'Away LLC', state: 'WY', organization: 'Away LLC', term: '10 years', schedule: 'monthly' },
    };
    const [answer, ms] = await timed(() =>
      admin.request({ method: 'POST', url: '/api/instruments', payload: body, csrf: true }),
    );
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json().message).toMatch(/^Document generation is unavailable: the job queue \(Redis\)/);
    expect(ms).toBeLessThan(2000);
    expect(await ctx.db.instrument.count()).toBe(before);
    const [jobs, readMs] = await timed(() => admin.request({ method: 'GET', url: '/api/document-jobs' }));
    expect(jobs.statusCode).toBe(503);
    expect(readMs).toBeLessThan(2000);
  });

  it('shows the queue board saying Redis is not reachable, at once', async () => {
    const [page, ms] = await timed(() => admin.request({ method: 'GET', url: '/api/admin/queues' }));
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Redis is not reachable');
    expect(ms).toBeLessThan(2000);
    const data = await admin.request({ method: 'GET', url: '/api/admin/queues/api/queues' });
    expect(data.statusCode).toBe(503);
    expect(data.json().message).toMatch(/^Redis is not reachable/);
  });

  it('queues work again and counts in Redis once Redis is back', async () => {
    await redis.start();
    await expect.poll(() => ctx.app.redis.status, { timeout: 10_000 }).toBe('ready');
    await expect
      .poll(
        async () =>
          (await admin.request({ method: 'POST', url: '/api/admin/compliance/scan', payload: {}, csrf: true }))
            .statusCode,
        { timeout: 10_000 },
      )
      .toBe(202);
    const user = await createUser(ctx.db, 'CLIENT');
    expect((await signIn(user.email, user.password, freshIp())).statusCode).toBe(200);
  }, 30_000);
});
