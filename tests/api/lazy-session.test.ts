// Sessions are built only when a request can use one: anonymous public calls store nothing and set no cookie,
// while any route that reads or writes request.session (including one registered after the plugins) still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { createPrisma } from '../../api/lib/prisma';
import { createRedis } from '../../api/lib/redis';
import { testEnv } from '../helpers/api';

const config = loadConfig(testEnv());
const db = createPrisma(config.databaseUrl);
const redis = createRedis(config.redisUrl, 'lazy-session-test');
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  await redis.connect();
  app = await buildApp({ config, db, redis, temporal: null, stripe: null });
  // A route added later, with no opt-in: it writes and reads the session like any route would.
  app.get('/api/test-session/visit', async (request) => {
    request.session.visits = ((request.session.visits as number | undefined) ?? 0) + 1;
    return { visits: request.session.visits };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db.$disconnect();
  redis.disconnect();
});

declare module '@fastify/session' {
  interface FastifySessionObject {
    visits?: number;
  }
}

const sessionCount = () => db.session.count();

describe('lazy sessions', () => {
  it('stores no session and sets no cookie for anonymous public requests', async () => {
    const before = await sessionCount();
    for (const request of [
      { method: 'GET' as const, url: '/api/catalog' },
      { method: 'POST' as const, url: '/api/pricing', payload: { packages: [], services: [], states: ['DE'] } },
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'GET' as const, url: '/api/auth/user' },
    ]) {
      const response = await app.inject(request);
      expect(response.headers['set-cookie'], request.url).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('builds, stores and reloads a session for a route that uses it', async () => {
    const before = await sessionCount();
    const first = await app.inject({ method: 'GET', url: '/api/test-session/visit' });
    expect(first.json()).toEqual({ visits: 1 });
    const cookie = first.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await sessionCount()).toBe(before + 1);

    const second = await app.inject({
      method: 'GET',
      url: '/api/test-session/visit',
      cookies: { sid: cookie!.value },
    });
    expect(second.json()).toEqual({ visits: 2 });
  });

  it('gives a CSRF token to a visitor without a cookie, bound to a new session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/csrf' });
    expect(response.json().csrfToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toBeTruthy();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/pricing',
      cookies: { sid: cookie!.value },
      payload: { packages: [], services: [], states: ['DE'] },
    });
    expect(refused.statusCode).toBe(403);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/pricing',
      cookies: { sid: cookie!.value },
      headers: { 'x-csrf-token': response.json().csrfToken },
      payload: { packages: [], services: [], states: ['DE'] },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
