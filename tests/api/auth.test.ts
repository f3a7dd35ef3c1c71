import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('sign-in', () => {
  it('signs an admin in with JSON, rotates the session id and answers the user', async () => {
    const admin = await createUser(ctx.db, 'ADMIN');
    const agent = new TestAgent(ctx.app);
    await agent.fetchCsrf();
    const before = await ctx.db.session.findMany({ select: { sid: true } });
    const response = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email.toUpperCase(), password: admin.password },
      csrf: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ redirect: '/admin', user: { email: admin.email, role: 'ADMIN' } });
    const cookie = response.cookies.filter((c) => c.name === 'sid' && c.value).at(-1);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const sid = decodeURIComponent(cookie!.value).split('.')[0];
    expect(before.map((s) => s.sid)).not.toContain(sid);

    const me = await agent.request({ method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: admin.id, email: admin.email, role: 'ADMIN', subscriptionPlan: null });
  });

  it('redirects a form sign-in by role (client to /dashboard)', async () => {
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    const page = await agent.request({ method: 'GET', url: '/api/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeTruthy();
    const response = await agent.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: client.email, password: client.password, _csrf: token! }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
  });

  it('returns a form sign-in to the page that asked for it, carried through a failed attempt', async () => {
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    const next = '/membership?plan=premium&cycle=yearly';
    const page = await agent.request({ method: 'GET', url: `/api/login?next=${encodeURIComponent(next)}` });
    expect(page.body).toContain('<input type="hidden" name="next" value="/membership?plan=premium&amp;cycle=yearly">');
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const form = (password: string) => ({
      method: 'POST' as const,
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: client.email, password, _csrf: token, next }).toString(),
    });
    const failed = await agent.request(form('wrong'));
    expect(failed.statusCode).toBe(401);
    expect(failed.body).toContain('name="next" value="/membership?plan=premium&amp;cycle=yearly"');
    const response = await agent.request(form(client.password));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(next);
  });

  it('ignores a return path to another site or to the API, and one the role cannot open', async () => {
    const page = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/login?next=//evil.example' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="next"');
    for (const [role, next, expected] of [
      ['CLIENT', 'https://evil.example/', '/dashboard'],
      ['CLIENT', '/api/logout', '/dashboard'],
      ['CLIENT', '/admin/orders', '/dashboard'],
      ['ADMIN', '/documents', '/admin'],
      ['ADMIN', '/membership', '/membership'],
    ] as const) {
      const user = await createUser(ctx.db, role);
      const agent = new TestAgent(ctx.app);
      await agent.fetchCsrf();
      const response = await agent.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password, next },
        csrf: true,
      });
      expect(response.statusCode, `${role} ${next}`).toBe(200);
      expect(response.json().redirect, `${role} ${next}`).toBe(expected);
    }
  });

  it('gives one generic message for a wrong password and an unknown email, and audits both', async () => {
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    const wrongPassword = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: client.email, password: 'nope' },
    });
    const unknown = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@test.example', password: 'nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrongPassword.json());
    const failures = await ctx.db.auditEntry.findMany({
      where: { action: 'login.failed', target: { in: [client.email, 'nobody@test.example'] } },
    });
    expect(failures).toHaveLength(2);
  });

  it('rejects a login body without fields with a readable 400', async () => {
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
  });

  it('logs out: the session is destroyed on the server and the user call answers 401', async () => {
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    await agent.login(client.email, client.password);
    const sessions = await ctx.db.session.count({ where: { userId: client.id } });
    expect(sessions).toBe(1);
    const out = await agent.request({ method: 'GET', url: '/api/logout' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(await ctx.db.session.count({ where: { userId: client.id } })).toBe(0);
    expect((await agent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });
});

describe('the signed-in user', () => {
  it('is read with every request: a role changed by staff applies at once, to that account only, and is never saved', async () => {
    const [first, second] = [await createUser(ctx.db, 'CLIENT'), await createUser(ctx.db, 'CLIENT')];
    const [firstAgent, secondAgent] = [new TestAgent(ctx.app), new TestAgent(ctx.app)];
    await firstAgent.login(first.email, first.password);
    await secondAgent.login(second.email, second.password);
    for (const agent of [firstAgent, secondAgent])
      expect((await agent.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(403);

    await ctx.db.user.update({ where: { id: first.id }, data: { role: 'SUPERADMIN', email: `new-${first.email}` } });
    expect((await firstAgent.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(200);
    expect((await firstAgent.request({ method: 'GET', url: '/api/auth/user' })).json()).toMatchObject({
      id: first.id,
      email: `new-${first.email}`,
      role: 'SUPERADMIN',
    });
    expect((await secondAgent.request({ method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
    expect((await secondAgent.request({ method: 'GET', url: '/api/auth/user' })).json()).toMatchObject({
      id: second.id,
      role: 'CLIENT',
    });

    // Each session was saved while signed in (its CSRF secret is added after sign-in): with the user id, not the user.
    const stored = await ctx.db.session.findMany({ where: { userId: { in: [first.id, second.id] } } });
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.data).toMatchObject({ userId: row.userId });
      expect(JSON.stringify(row.data)).not.toMatch(/signedInUser|CLIENT|SUPERADMIN|@/);
    }

    await ctx.db.session.deleteMany({ where: { userId: second.id } });
    expect((await secondAgent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await firstAgent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });
});

describe('role guard and CSRF', () => {
  it('answers 401 to a visitor and 403 to a client on an admin route, 200 to an admin', async () => {
    const anonymous = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const client = await createUser(ctx.db, 'CLIENT');
    const clientAgent = new TestAgent(ctx.app);
    await clientAgent.login(client.email, client.password);
    const refused = await clientAgent.request({ method: 'GET', url: '/api/audit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('login');

    const admin = await createUser(ctx.db, 'SUPERADMIN');
    const adminAgent = new TestAgent(ctx.app);
    await adminAgent.login(admin.email, admin.password);
    const allowed = await adminAgent.request({ method: 'GET', url: '/api/audit?range=[0,4]' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().length).toBeLessThanOrEqual(5);
    expect(allowed.headers['content-range']).toMatch(/^audit 0-\d+\/\d+$/);
    const entries = allowed.json() as { createdAt: string }[];
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a state-changing request with a session cookie but no or a wrong token', async () => {
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    await agent.login(client.email, client.password);
    const body = { packages: ['PREMIUM'], services: [], states: ['DE'] };
    const missing = await agent.request({ method: 'POST', url: '/api/pricing', payload: body });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/CSRF/);
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/pricing',
      payload: body,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await agent.request({ method: 'POST', url: '/api/pricing', payload: body, csrf: true });
    expect(right.statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  it('refuses an address after too many failed sign-ins over any accounts, and never counts successful ones', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
    afterAll(() => limited.close());
    const staff = await createUser(limited.db, 'ADMIN');
    // Each attempt from a browser of its own (no session yet), as colleagues at one office would.
    const attempt = (email: string, password: string, remoteAddress = '10.9.8.7') =>
      limited.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
    // Staff sharing one office address sign in many times: no limit is used up.
    for (let i = 0; i < 8; i++) expect((await attempt(staff.email, staff.password)).statusCode).toBe(200);

    // Failures over five accounts (one each, under the per-account limit) use up the address's allowance.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`x${i}@test.example`, 'bad')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await attempt(staff.email, staff.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed sign-ins from this address\. Try again in \d+ minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another address is untouched.
    expect((await attempt(staff.email, staff.password, '10.9.8.6')).statusCode).toBe(200);
  });
});
