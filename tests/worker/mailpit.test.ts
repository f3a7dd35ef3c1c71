// The mailer against a real SMTP server: Mailpit (what `npm start` runs without SMTP_URL) started from its built
// binary; what the mailer sent is read back through Mailpit's HTTP API.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/infra/mailer';
import {
  type MailpitServer,
  mailpitAvailability,
  mailpitBinary,
  mailpitMessage,
  mailpitMessages,
  startMailpit,
} from '../helpers/mailpit';

const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the Mailpit test: ${mailpit.reason}`);

describe.skipIf(!mailpit.available)('email through Mailpit', () => {
  let server: MailpitServer;
  beforeAll(async () => {
    server = await startMailpit({ binary: await mailpitBinary() });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('delivers what the mailer sends, readable through the web UI’s API', async () => {
    const errors: object[] = [];
    const mailer = createMailer(
      { smtpUrl: server.smtpUrl, publicUrl: 'https://formation.example' },
      { info: () => {}, error: (obj) => errors.push(obj) },
    );
    expect(mailer.transport).toBe('smtp');
    const to = `client-${randomUUID()}@test.example`;
    const link = `https://formation.example/set-password?token=${'a'.repeat(90)}`;
    await mailer.send({
      to,
      subject: 'Set your password',
      text: `Welcome to Formation Services.\nSet your password: ${link}\n`,
      replyTo: 'support@formation.example',
    });
    expect(errors).toEqual([]);

    const found = (await mailpitMessages(server.uiUrl)).filter((m) => m.To.some((t) => t.Address === to));
    expect(found).toHaveLength(1);
    expect(found[0].Subject).toBe('Set your password');
    const message = await mailpitMessage(server.uiUrl, found[0].ID);
    // The long link arrives whole (the transfer encoding undone by Mailpit).
    expect(message.Text).toContain(link);
    expect(message.Text).toContain('Welcome to Formation Services.');
  });

  it('a mail server that is gone makes the send fail with a readable error (the outbox retries it)', async () => {
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://formation.example' },
      { info: () => {}, error: () => {} },
    );
    await expect(mailer.send({ to: 'x@test.example', subject: 's', text: 't' })).rejects.toThrow(
      /Email to x@test.example could not be sent/,
    );
  });
});
