// The mailer against a real SMTP server: Mailpit (what `npm start` runs without SMTP_URL) started from its built
// binary; what the mailer sent is read back through Mailpit's HTTP API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../platform/infra/mailer';
import { type MailCatcher, startMailCatcher } from '../../scripts/go-tools/mail-catcher';
import { mailpitAvailability } from '../helpers/mailpit';

const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the Mailpit test: ${mailpit.reason}`);

describe.skipIf(!mailpit.available)('email through Mailpit', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  }, 300_000);
  afterAll(async () => {
    await catcher?.close();
  });

  it('delivers what the mailer sends to each recipient apart, readable through the web UI’s API', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ smtpUrl: catcher.url, publicUrl: 'https://formation.example' }, log);
    expect(mailer.transport).toBe('smtp');
    const to = `client-${randomUUID()}@test.example`;
    const other = `other-${randomUUID()}@test.example`;
    const link = `https://formation.example/set-password?token=${'a'.repeat(90)}`;
    await mailer.send({
      to,
      subject: 'Set your password',
      text: `Welcome to Formation Services.\nSet your password: ${link}\n`,
      replyTo: 'support@formation.example',
    });
    await mailer.send({ to: other, subject: 'Second', text: 'Again.' });
    expect(log.error).not.toHaveBeenCalled();

    const mails = await catcher.mails();
    const found = mails.filter((m) => m.to.includes(to));
    expect(found.map((m) => m.subject)).toEqual(['Set your password']);
    expect(mails.filter((m) => m.to.includes(other)).map((m) => m.subject)).toEqual(['Second']);
    // The long link arrives whole (the transfer encoding undone by Mailpit).
    expect(found[0].text).toContain(link);
    expect(found[0].text).toContain('Welcome to Formation Services.');
    expect(found[0].raw).toMatch(/^From: "?Formation Services"? <no-reply@formation\.example>/m);
    expect(found[0].raw).toMatch(/^Reply-To: support@formation\.example/m);
  });

  it('a mail server that is gone makes the send fail with a readable error (the outbox retries it)', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://formation.example' }, log);
    await expect(mailer.send({ to: 'x@test.example', subject: 'Lost', text: 't' })).rejects.toThrow(
      /Email to x@test.example could not be sent/,
    );
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'x@test.example', subject: 'Lost' }),
      'email sending failed',
    );
  });
});
