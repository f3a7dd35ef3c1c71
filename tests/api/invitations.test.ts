import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_EXPIRED, INVITE_INVALID } from '../../api/routes/invite';
import { createMailer, type Mailer, type MailMessage } from '../../platform/infra/mailer';
import { deliverInvitation, hashInviteToken, INVITE_TTL_MS, verifyPassword } from '../../platform/services/identity';
import { createTestApp, TestAgent, type TestContext } from '../helpers/api';
import { createOrder } from '../worker/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://formation.test.example' });
});
afterAll(async () => ctx?.close());

const silent = { info: () => {}, error: () => {} };

function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { transport: 'log', send: async (message) => void sent.push(message) };
  return { sent, mailer };
}

async function invitedClient() {
  const email = `invited-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.example`;
  const user = await ctx.db.user.create({ data: { email, role: 'CLIENT' } });
  const { sent, mailer } = capturingMailer();
  await deliverInvitation(
    { db: ctx.db, config: ctx.config, mailer, log: silent },
    { userId: user.id, orderId: '00000000-0000-4000-8000-000000000000' },
  );
  const link = /https:\/\/formation\.test\.example\/api\/invite\/([\w-]+)/.exec(sent[0]?.text ?? '');
  return { user, email, sent, token: link?.[1] ?? '' };
}

const formPost = (agent: TestAgent, token: string, fields: Record<string, string>) =>
  agent.request({
    method: 'POST',
    url: `/api/invite/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('deliverInvitation', () => {
  it('emails a one-time link and stores only the hash of its token, valid for 7 days', async () => {
    const before = Date.now();
    const { user, email, sent, token } = await invitedClient();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: expect.stringMatching(/set your password/i) });
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.inviteTokenHash).toBe(hashInviteToken(token));
    expect(stored.inviteTokenHash).not.toContain(token);
    const ttl = stored.inviteExpiresAt!.getTime() - before;
    expect(ttl).toBeGreaterThan(INVITE_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(INVITE_TTL_MS + 60_000);
  });

  it("is the paid order's receipt: the amount and the kind, written the server's one way", async () => {
    const email = `receipt-${Date.now()}@test.example`;
    const user = await ctx.db.user.create({ data: { email, role: 'CLIENT' } });
    const order = await createOrder(ctx.db, { userId: user.id, contactEmail: email, totalUSD: 140_000 });
    const { sent, mailer } = capturingMailer();
    await deliverInvitation(
      { db: ctx.db, config: ctx.config, mailer, log: silent },
      { userId: user.id, orderId: order.id },
    );
    expect(sent[0].subject).toBe('Your order is confirmed: set your password');
    expect(sent[0].text).toContain(
      `Your payment of $1,400.00 for your Formation order ${order.id.slice(0, 8)} was received`,
    );
    await ctx.db.order.delete({ where: { id: order.id } });
  });

  it('sends nothing to a user who already has a password, or who no longer exists', async () => {
    const user = await ctx.db.user.create({
      data: { email: `has-pw-${Date.now()}@test.example`, passwordHash: 'scrypt$x', role: 'CLIENT' },
    });
    const { sent, mailer } = capturingMailer();
    await deliverInvitation({ db: ctx.db, config: ctx.config, mailer, log: silent }, { userId: user.id, orderId: 'o' });
    await deliverInvitation(
      { db: ctx.db, config: ctx.config, mailer, log: silent },
      { userId: '00000000-0000-4000-8000-000000000001', orderId: 'o' },
    );
    expect(sent).toHaveLength(0);
  });
});

describe('createMailer', () => {
  it('writes the message to the log at info level when SMTP_URL is not set', async () => {
    const info = vi.fn();
    const mailer = createMailer({ smtpUrl: undefined, publicUrl: 'http://localhost:3000' }, { info, error: vi.fn() });
    expect(mailer.transport).toBe('log');
    await mailer.send({ to: 'a@test.example', subject: 'Hello', text: 'Body' });
    expect(info).toHaveBeenCalledWith(
      { mail: expect.objectContaining({ to: 'a@test.example', subject: 'Hello', text: 'Body' }) },
      expect.any(String),
    );
  });
});

describe('invitation pages', () => {
  it('shows the form, sets the password, signs the user in and sends them to the dashboard; the link then stops working', async () => {
    const { user, email, token } = await invitedClient();
    const agent = new TestAgent(ctx.app);
    const page = await agent.request({ method: 'GET', url: `/api/invite/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(email);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(csrf).toBeTruthy();

    const short = await formPost(agent, token, { password: 'short', confirmPassword: 'short', _csrf: csrf! });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 8 characters');

    const mismatch = await formPost(agent, token, {
      password: 'long-enough-1',
      confirmPassword: 'long-enough-2',
      _csrf: csrf!,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('do not match');

    const noCsrf = await formPost(agent, token, { password: 'long-enough-1', confirmPassword: 'long-enough-1' });
    expect(noCsrf.statusCode).toBe(403);

    const done = await formPost(agent, token, {
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
      _csrf: csrf!,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/dashboard');
    const me = await agent.request({ method: 'GET', url: '/api/auth/user' });
    expect(me.json()).toMatchObject({ id: user.id, email, role: 'CLIENT' });

    const stored = await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.inviteTokenHash).toBeNull();
    expect(stored.inviteExpiresAt).toBeNull();
    expect(await verifyPassword('long-enough-1', stored.passwordHash)).toBe(true);
    expect(await ctx.db.auditEntry.count({ where: { action: 'user.password_set', target: email } })).toBe(1);

    const reused = await new TestAgent(ctx.app).request({ method: 'GET', url: `/api/invite/${token}` });
    expect(reused.statusCode).toBe(404);
    expect(reused.body).toContain(INVITE_INVALID.replace(/'/g, '&#39;'));
    const fresh = new TestAgent(ctx.app);
    const login = await fresh.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('accepts JSON {password} without a session cookie', async () => {
    const { user, token } = await invitedClient();
    const agent = new TestAgent(ctx.app);
    const response = await agent.request({
      method: 'POST',
      url: `/api/invite/${token}`,
      payload: { password: 'json-password-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ redirect: '/dashboard', user: { id: user.id } });
    expect((await agent.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    const tooShort = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: `/api/invite/${token}`,
      payload: { password: 'x' },
    });
    expect(tooShort.statusCode).toBe(404);
  });

  it('says so clearly for an expired or unknown link', async () => {
    const { user, token } = await invitedClient();
    await ctx.db.user.update({ where: { id: user.id }, data: { inviteExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await new TestAgent(ctx.app).request({ method: 'GET', url: `/api/invite/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(INVITE_EXPIRED);
    const post = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: `/api/invite/${token}`,
      payload: { password: 'long-enough-1' },
    });
    expect(post.statusCode).toBe(410);
    expect(post.json()).toEqual({ message: INVITE_EXPIRED });
    const unknown = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/invite/not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Invitation link not valid');
  });

  it('answers 400 to a JSON password that is too short', async () => {
    const { token } = await invitedClient();
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: `/api/invite/${token}`,
      payload: { password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'password: must be at least 8 characters' });
  });
});
