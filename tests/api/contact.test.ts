// The contact page's API against the real database, Redis and a local SMTP server: the company details from
// configuration, validation with readable 400s, the stored message with its outbox entry and audit entry, the
// email the worker then sends to SUPPORT_EMAIL, and the rate limits per client address and per email.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_TOPICS } from '../../domain/contact';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { createMailer } from '../../platform/infra/mailer';
import { deliverContactMessage } from '../../platform/services/mail';
import { type MailCatcher, startMailCatcher } from '../../scripts/go-tools/mail-catcher';
import { createOutboxHandlers } from '../../worker/outbox-handlers';
import { createTestApp, signedInAs, type TestContext } from '../helpers/api';
import { relayEntry } from '../helpers/mail-relay';
import { silentLog } from '../helpers/silent-log';

let smtp: MailCatcher;
let ctx: TestContext;
let addressCounter = 0;

const COMPANY = {
  COMPANY_NAME: 'Acme Formations',
  SUPPORT_EMAIL: 'help@acme.example',
  SUPPORT_PHONE: '+1 (555) 010-7788',
  COMPANY_ADDRESS: '1 Main Street, Dover, DE 19901',
};

/** A client address no other test uses, so each test has its own per-address budget. */
const freshIp = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`,
  topic: CONTACT_TOPICS[1],
  message: 'Where is my certificate of formation?\nThanks.',
  ...overrides,
});

const send = (payload: unknown, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

/** Delivers a stored message as the worker's outbox relay does: through the handler of its outbox entry. */
const relayContactEmail = (contactMessageId: string, url = smtp.url) =>
  relayEntry(ctx, url, OUTBOX_KINDS.contactEmail, {
    payload: { path: ['contactMessageId'], equals: contactMessageId },
  });

/** The emails whose message, headers included, holds this text. */
const mailsWith = async (text: string) => (await smtp.mails()).filter((m) => m.raw.includes(text));

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await createTestApp({ ...COMPANY, CONTACT_RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('GET /api/company', () => {
  it('gives the contact details from configuration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: COMPANY.COMPANY_NAME,
      supportEmail: COMPANY.SUPPORT_EMAIL,
      supportPhone: COMPANY.SUPPORT_PHONE,
      address: COMPANY.COMPANY_ADDRESS,
    });
  });
});

describe('POST /api/contact', () => {
  it('stores the message with its email job and audits it; the worker emails it to SUPPORT_EMAIL once', async () => {
    const body = validBody();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toContain(body.email);

    const saved = await ctx.db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ name: body.name, email: body.email, topic: body.topic, message: body.message });
    expect(saved.userId).toBeNull();
    expect(saved.emailedAt).toBeNull();
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'contact.message', target: body.email } });
    expect(entry).toMatchObject({ success: true, actorId: null });
    expect(entry?.details).toEqual({ contactMessageId: id, topic: body.topic });

    await relayContactEmail(id);
    const mails = await mailsWith(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([COMPANY.SUPPORT_EMAIL]);
    expect(mails[0].raw).toMatch(new RegExp(`Reply-To: ${body.email.replace(/[.+]/g, '\\$&')}`));
    expect(mails[0].raw).toContain(`Subject: Contact: ${body.topic} (from ${body.name})`);
    expect(mails[0].raw).toContain('Where is my certificate of formation?');
    expect(mails[0].raw).toContain('(visitor)');
    expect((await ctx.db.contactMessage.findUniqueOrThrow({ where: { id } })).emailedAt).toBeInstanceOf(Date);

    // A redelivered outbox entry sends nothing more.
    await relayContactEmail(id);
    expect(await mailsWith(id)).toHaveLength(1);
  });

  it('records the signed-in client who wrote (with CSRF), and two clients with the same name stay apart', async () => {
    const first = await signedInAs(ctx, 'CLIENT');
    const second = await signedInAs(ctx, 'CLIENT');
    const ids: string[] = [];
    for (const { agent, user } of [first, second]) {
      const response = await agent.request({
        method: 'POST',
        url: '/api/contact',
        payload: validBody({ name: 'Sam Same', email: user.email }),
        csrf: true,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const rows = await ctx.db.contactMessage.findMany({ where: { id: { in: ids } }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.userId).sort()).toEqual([first.user.id, second.user.id].sort());
    await relayContactEmail(ids[0]);
    const [mail] = await mailsWith(ids[0]);
    expect(mail?.raw).toContain(`signed in as ${first.user.email}, CLIENT`);

    // A signed-in client's form without the CSRF token is refused.
    const noToken = await first.agent.request({ method: 'POST', url: '/api/contact', payload: validBody() });
    expect(noToken.statusCode).toBe(403);
  });

  it.each([
    ['name missing', validBody({ name: undefined }), /name is required/],
    ['name blank', validBody({ name: '   ' }), /name is required/],
    ['name on two lines', validBody({ name: 'Ada\r\nBcc: x@evil.example' }), /name must be on one line/],
    ['name with a NUL byte', validBody({ name: 'Ada\u0000' }), /name must not contain control characters/],
    ['message with a lone surrogate', validBody({ message: 'hi \ud800 there' }), /unpaired surrogate/],
    ['message too long', validBody({ message: 'x'.repeat(5001) }), /message must be at most 5000 characters/],
    ['email not an email', validBody({ email: 'not-an-email' }), /email must be a valid email address/],
    ['email a number', validBody({ email: 1e-320 }), /email is required/],
    ['topic unknown', validBody({ topic: 'Lunch' }), /topic must be one of/],
    ['body an array', [], /body must be a JSON object/],
  ])('answers 400 with a readable message: %s', async (_label, body, message) => {
    const before = await ctx.db.contactMessage.count();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await ctx.db.contactMessage.count()).toBe(before);
  });

  it('answers 400 to a body cut short', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Ada","email":"ada@',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: malformed JSON' });
  });

  it('limits messages per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await send(validBody(), ip)).statusCode).toBe(201);
    const refused = await send(validBody(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in \d+ minute\(s\), or email help@acme\.example/);
    // Another address is not affected.
    expect((await send(validBody())).statusCode).toBe(201);
  });

  it('limits messages per email, whatever the address, and audits the refusal', async () => {
    const email = `flood-${Date.now()}@test.example`;
    for (let i = 0; i < 3; i++) expect((await send(validBody({ email }))).statusCode).toBe(201);
    const refused = await send(validBody({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(await ctx.db.contactMessage.count({ where: { email: { equals: email, mode: 'insensitive' } } })).toBe(3);
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'contact.limited' } });
    expect(entry?.success).toBe(false);
  });

  it('counts one mailbox however it is written: +tags and case do not make another sender', async () => {
    const stamp = Date.now();
    const written = [`tag-${stamp}@test.example`, `tag-${stamp}+a@test.example`, `TAG-${stamp}+b@Test.Example`];
    for (const email of written) expect((await send(validBody({ email }))).statusCode).toBe(201);
    const refused = await send(validBody({ email: `Tag-${stamp}+c@test.example` }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another mailbox on the same domain is its own sender.
    expect((await send(validBody({ email: `tag-${stamp}x@test.example` }))).statusCode).toBe(201);
  });

  it('keeps the message unsent when the mail server is away, for the relay to retry', async () => {
    const body = validBody();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    await expect(relayContactEmail(id, 'smtp://127.0.0.1:1')).rejects.toThrow(/could not be sent/);
    expect((await ctx.db.contactMessage.findUniqueOrThrow({ where: { id } })).emailedAt).toBeNull();
    await relayContactEmail(id);
    expect(await mailsWith(id)).toHaveLength(1);
  });

  it('refuses an outbox entry without a message id, and skips a message that no longer exists', async () => {
    const handlers = createOutboxHandlers({
      db: ctx.db,
      config: ctx.config,
      log: silentLog,
      temporal: null,
      deliverInvitation: async () => {},
      deliverContactMessage: vi.fn(),
    });
    const withoutMail = createOutboxHandlers({
      db: ctx.db,
      config: ctx.config,
      log: silentLog,
      temporal: null,
      deliverInvitation: async () => {},
    });
    expect(OUTBOX_KINDS.contactEmail in withoutMail, 'a relay that cannot send them leaves them').toBe(false);
    const malformed = { id: 'entry', kind: OUTBOX_KINDS.contactEmail, payload: {}, attempts: 0 };
    await expect(handlers[OUTBOX_KINDS.contactEmail]({}, malformed)).rejects.toThrow(/needs a contactMessageId/);
    const info = vi.fn();
    const mailer = createMailer({ smtpUrl: smtp.url, publicUrl: 'https://formation.example' }, silentLog);
    await deliverContactMessage(
      { db: ctx.db, config: ctx.config, mailer, log: { info, error: vi.fn() } },
      { contactMessageId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(info).toHaveBeenCalledWith(expect.anything(), 'contact email skipped: the message no longer exists');
  });
});
