// Sign-in throttling that cannot be turned against the owner: failed sign-ins limited per (account, address), an
// account-wide limit far above that, the right password from another address still signing in, answers the same
// for addresses with and without an account, and the one-time sign-in link by email as the way in past the
// account-wide limit. Real Redis and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../domain/login-throttle';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { MailMessage } from '../../platform/infra/mailer';
import { deliverSignInLink } from '../../platform/services/identity';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';

const ACCOUNT_MAX = 12;
let ctx: TestContext;
let addressCounter = 0;
beforeAll(async () => {
  // The per-address limit of every attempt stays on, high here: the limits under test are the per-account ones.
  ctx = await createTestApp({
    LOGIN_RATE_LIMIT_MAX: '500',
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: String(ACCOUNT_MAX),
    TOKEN_RATE_LIMIT_MAX: '40',
  });
});
afterAll(async () => ctx?.close());

const freshIp = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const attempt = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const silent = { info: () => {}, error: () => {} };

/** Asks for a link as the page does, then lets the worker's handler send it; the link from the email. */
async function emailedLink(email: string, remoteAddress = freshIp()): Promise<string> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    payload: { email },
    remoteAddress,
  });
  expect(asked.statusCode).toBe(202);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
  const entry = await ctx.db.outboxEntry.findFirstOrThrow({
    where: { kind: OUTBOX_KINDS.signInLinkEmail, payload: { path: ['userId'], equals: user.id } },
    orderBy: { createdAt: 'desc' },
  });
  const sent: MailMessage[] = [];
  const mailer = { transport: 'log' as const, send: async (message: MailMessage) => void sent.push(message) };
  await deliverSignInLink({ db: ctx.db, config: ctx.config, mailer, log: silent }, entry.payload as { userId: string });
  expect(sent).toHaveLength(1);
  expect(sent[0].to).toBe(user.email);
  const link = sent[0].text.match(/https?:\/\/\S+\/api\/auth\/sign-in-link\/\S+/)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

describe('failed sign-ins per account and address', () => {
  it('refuses the address that guessed, while the owner signs in from another and other accounts are untouched', async () => {
    const attacked = await createUser(ctx.db, 'ADMIN');
    const other = await createUser(ctx.db, 'CLIENT');
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++)
      expect((await attempt(attacked.email, 'wrong', attacker)).statusCode).toBe(401);

    const refused = await attempt(attacked.email, attacked.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-ins for this email address\. Try again in \d+ minute\(s\), or ask for a one-time sign-in link by email\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Case, spaces and a +tag do not make another account for the limit.
    const [local, domain] = attacked.email.split('@');
    for (const written of [`  ${attacked.email.toUpperCase()} `, `${local}+x@${domain}`])
      expect((await attempt(written, 'wrong', attacker)).statusCode).toBe(429);

    // The owner, elsewhere: in with the right password. Another account on the attacker's address: in too.
    expect((await attempt(attacked.email, attacked.password, freshIp())).statusCode).toBe(200);
    expect((await attempt(other.email, other.password, attacker)).statusCode).toBe(200);
  }, 60_000);

  it('lets the owner in after failures from ten fresh addresses (the account-wide limit is far above)', async () => {
    const admin = await createUser(ctx.db, 'ADMIN');
    for (let i = 0; i < 10; i++) expect((await attempt(admin.email, 'wrong', freshIp())).statusCode).toBe(401);
    expect((await attempt(admin.email, admin.password, freshIp())).statusCode).toBe(200);
  }, 60_000);

  it('answers an address without an account exactly like one with an account', async () => {
    const known = await createUser(ctx.db, 'CLIENT');
    const unknown = `nobody-${Date.now()}@test.example`;
    const run = async (email: string) => {
      const ip = freshIp();
      const answers = [];
      for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress + 2; i++) {
        const response = await attempt(email, 'wrong', ip);
        answers.push([response.statusCode, response.json().message, response.headers['retry-after'] ? 'wait' : null]);
      }
      return answers;
    };
    const knownAnswers = await run(known.email);
    expect(knownAnswers.at(-1)?.[0]).toBe(429);
    expect(await run(unknown)).toEqual(knownAnswers);
    expect(await ctx.db.auditEntry.count({ where: { action: 'login.throttled', target: unknown } })).toBe(2);
  }, 60_000);

  it('shows the wait on the sign-in page for a form post', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++) await attempt(user.email, 'wrong', ip);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(user.email)}&password=wrong`,
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Too many failed sign-ins for this email address');
    expect(response.body).toContain('href="/api/auth/sign-in-link"');
  }, 60_000);
});

describe('the account-wide limit and the sign-in link', () => {
  it('past the account-wide limit refuses every address, and the emailed link still signs the owner in, once', async () => {
    const owner = await createUser(ctx.db, 'ADMIN');
    const guesses = Math.ceil(ACCOUNT_MAX / LOGIN_THROTTLE.perAccountAddress);
    for (let a = 0; a < guesses; a++) {
      const ip = freshIp();
      for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++) await attempt(owner.email, 'wrong', ip);
    }
    const everywhere = await attempt(owner.email, owner.password, freshIp());
    expect(everywhere.statusCode).toBe(429);
    expect(everywhere.json().message).toMatch(/from many places\. Sign in with a one-time link sent by email/);

    const path = await emailedLink(owner.email);
    const agent = new TestAgent(ctx.app);
    const page = await agent.request({ method: 'GET', url: path, remoteAddress: freshIp() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in with your link');
    // Opening the page used nothing up: the button does (a form with the page's CSRF token).
    const csrf = page.body.match(/name="_csrf" value="([^"]+)"/)?.[1];
    const used = await agent.request({
      method: 'POST',
      url: path,
      payload: { _csrf: csrf },
      headers: { accept: 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().user.email).toBe(owner.email);
    expect(used.json().redirect).toBe('/admin');
    expect((await agent.request({ method: 'GET', url: '/api/auth/user' })).json().email).toBe(owner.email);
    expect(await ctx.db.auditEntry.count({ where: { action: 'login.link', target: owner.email } })).toBe(1);

    const again = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: path,
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'This sign-in link is not valid. It may have been used already.' });
  }, 60_000);

  it('answers 202 alike with and without an account, emails only an account, and refuses an expired link', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const ask = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress: freshIp() });
    const known = await ask(user.email);
    const unknown = await ask(`nobody-${Date.now()}@test.example`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await ctx.db.outboxEntry.count({ where: { kind: OUTBOX_KINDS.signInLinkEmail } })).toBeGreaterThan(0);

    const path = await emailedLink(user.email);
    await ctx.db.user.update({ where: { id: user.id }, data: { signInExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await ctx.app.inject({ method: 'POST', url: path, payload: {}, remoteAddress: freshIp() });
    expect(expired.statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: path, remoteAddress: freshIp() })).statusCode).toBe(404);
  }, 60_000);

  it('keeps two accounts apart: a link signs in only the account it was sent to', async () => {
    const first = await createUser(ctx.db, 'CLIENT');
    const second = await createUser(ctx.db, 'CLIENT');
    const firstPath = await emailedLink(first.email);
    await emailedLink(second.email);
    const used = await ctx.app.inject({
      method: 'POST',
      url: firstPath,
      payload: {},
      headers: { accept: 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(used.json().user.id).toBe(first.id);
    // The second's link is untouched by the first's use.
    expect(await ctx.db.user.count({ where: { id: second.id, signInTokenHash: { not: null } } })).toBe(1);
  }, 60_000);

  it('limits links per mailbox, +tags folded', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const [local, domain] = user.email.split('@');
    const ask = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress: freshIp() });
    for (const email of [user.email, `${local}+a@${domain}`, user.email.toUpperCase()])
      expect((await ask(email)).statusCode).toBe(202);
    const refused = await ask(`${local}+b@${domain}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  }, 60_000);
});

describe('the token routes share one throttle', () => {
  it('counts invitation, sign-in link and calendar feed requests of one address together', async () => {
    const ip = freshIp();
    const urls = ['/api/invite/guess', '/api/auth/sign-in-link/guess', '/api/compliance/calendar/guess.ics'];
    const answers = [];
    for (let i = 0; i < 41; i++)
      answers.push(await ctx.app.inject({ method: 'GET', url: urls[i % urls.length], remoteAddress: ip }));
    expect(answers.slice(0, 40).every((response) => response.statusCode !== 429)).toBe(true);
    // The 41st opens a sign-in link's page: a browser reads the refusal as a page (tests/api/server-page-refusals).
    const refused = answers[40];
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Too many requests with links from this address. Try again in');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ctx.app.inject({ method: 'GET', url: urls[0], remoteAddress: freshIp() })).statusCode).not.toBe(429);
  }, 60_000);
});
