// The contact page's API against the real database, Redis and a local SMTP server: the company details from
// configuration, validation with readable 400s, the email to SUPPORT_EMAIL, the stored message and its audit
// entry, and the rate limits per client address and per email.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from '../../domain/contact';
import { createTestApp, signedInAs, TestAgent, type TestContext } from '../helpers/api';

interface ReceivedMail {
  to: string[];
  text: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
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

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        // The body comes quoted-printable: undo its soft line breaks and escapes to read it as written.
        const decoded = text
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decoded });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    ...COMPANY,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_RATE_LIMIT_MAX: '3',
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
  it('stores the message, emails it to SUPPORT_EMAIL and audits it', async () => {
    const body = validBody();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toContain(body.email);

    const saved = await ctx.db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({ name: body.name, email: body.email, topic: body.topic, message: body.message });
    expect(saved.userId).toBeNull();
    expect(saved.emailedAt).toBeInstanceOf(Date);

    const mail = received.find((m) => m.text.includes(id));
    expect(mail?.to).toEqual([COMPANY.SUPPORT_EMAIL]);
    expect(mail?.text).toMatch(new RegExp(`Reply-To: ${body.email.replace(/[.+]/g, '\\$&')}`));
    expect(mail?.text).toContain(`Subject: Contact: ${body.topic} (from ${body.name})`);
    expect(mail?.text).toContain('Where is my certificate of formation?');
    expect(mail?.text).toContain('(visitor)');

    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'contact.message', target: body.email } });
    expect(entry).toMatchObject({ success: true, actorId: null });
    expect(entry?.details).toEqual({ contactMessageId: id, topic: body.topic, emailed: true });
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
    const mail = received.find((m) => m.text.includes(ids[0]));
    expect(mail?.text).toContain(`signed in as ${first.user.email}, CLIENT`);

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

  it('keeps and audits the message when the email cannot be sent', async () => {
    const away = await createTestApp({ ...COMPANY, SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const body = validBody();
      const agent = new TestAgent(away.app);
      const response = await agent.request({ method: 'POST', url: '/api/contact', payload: body });
      expect(response.statusCode).toBe(201);
      const saved = await away.db.contactMessage.findUniqueOrThrow({ where: { id: response.json().id } });
      expect(saved.emailedAt).toBeNull();
      const entry = await away.db.auditEntry.findFirst({ where: { action: 'contact.message', target: body.email } });
      expect(entry?.details).toMatchObject({ emailed: false });
    } finally {
      await away.close();
    }
  });
});
