// Sign-in limited per account as well as per address: failures for one email address make the next attempt wait,
// doubling, without saying whether the account exists, and without touching other accounts. Real Redis and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, loginDelayMs } from '../../domain/login-throttle';
import { createTestApp, createUser, type TestContext } from '../helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  // The per-address limit stays on (high here): every attempt below comes from the same address.
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '500' });
});
afterAll(async () => ctx?.close());

const attempt = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.1.2.3' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('loginDelayMs', () => {
  it('allows the free failures, then doubles from one second up to the cap', () => {
    const free = LOGIN_THROTTLE.freeFailures;
    for (let n = 0; n <= free; n++) expect(loginDelayMs(n)).toBe(0);
    expect([free + 1, free + 2, free + 3, free + 4].map((n) => loginDelayMs(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(loginDelayMs(free + 30)).toBe(LOGIN_THROTTLE.maxDelayMs);
    expect(loginDelayMs(1e308)).toBe(LOGIN_THROTTLE.maxDelayMs);
    expect(loginDelayMs(Number.NaN)).toBe(0);
    expect(loginDelayMs(-1)).toBe(0);
  });
});

describe('per-account sign-in limit', () => {
  it('makes an attacked account wait, doubling, while another account on the same address signs in', async () => {
    const attacked = await createUser(ctx.db, 'CLIENT');
    const other = await createUser(ctx.db, 'CLIENT');
    const free = LOGIN_THROTTLE.freeFailures;
    for (let i = 0; i <= free; i++) expect((await attempt(attacked.email, 'wrong')).statusCode).toBe(401);

    const waiting = await attempt(attacked.email, attacked.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      message: 'Too many failed sign-ins for this email address. Try again in 1 second(s).',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    // Case and spaces do not make another account.
    expect((await attempt(`  ${attacked.email.toUpperCase()} `, attacked.password)).statusCode).toBe(429);

    // The other account, same address, same moment: not locked out.
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);

    await sleep(1100);
    expect((await attempt(attacked.email, 'wrong')).statusCode).toBe(401);
    const longer = await attempt(attacked.email, attacked.password);
    expect(longer.statusCode).toBe(429);
    // Twice as long this time: still waiting after more than the first second.
    await sleep(1100);
    expect((await attempt(attacked.email, attacked.password)).statusCode).toBe(429);

    await sleep(1000);
    expect((await attempt(attacked.email, attacked.password)).statusCode).toBe(200);
    // A success forgets the failures.
    expect((await attempt(attacked.email, 'wrong')).statusCode).toBe(401);
    expect((await attempt(attacked.email, attacked.password)).statusCode).toBe(200);
  });

  it('answers an address without an account exactly like one with an account', async () => {
    const known = await createUser(ctx.db, 'CLIENT');
    const unknown = `nobody-${Date.now()}@test.example`;
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 3; i++) {
        const response = await attempt(email, 'wrong');
        answers.push([response.statusCode, response.json().message, response.headers['retry-after'] ?? null]);
      }
      return answers;
    };
    const knownAnswers = await run(known.email);
    expect(knownAnswers.at(-1)?.[0]).toBe(429);
    expect(await run(unknown)).toEqual(knownAnswers);
    const throttled = await ctx.db.auditEntry.count({ where: { action: 'login.throttled', target: unknown } });
    expect(throttled).toBe(2);
  });

  it('lets parallel guesses through no faster than the free attempts and the first slot', async () => {
    const target = await createUser(ctx.db, 'CLIENT');
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(target.email, 'wrong')));
    const checked = answers.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.freeFailures + 1);
    expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(20 - checked);
    expect(await ctx.db.auditEntry.count({ where: { action: 'login.failed', target: target.email } })).toBe(checked);
  });

  it('shows the wait on the sign-in page for a form post', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    for (let i = 0; i <= LOGIN_THROTTLE.freeFailures; i++) await attempt(user.email, 'wrong');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=wrong`,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Too many failed sign-ins for this email address');
  });
});
