// A local SMTP server that keeps every message it is sent (SMTP_URL points at it): the mail log of the soak and of
// the tests that check emails. SMTP rather than the log transport, because a SIGKILL may drop a worker's last second
// of log lines.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The whole message, headers included, with quoted-printable undone. */
  raw: string;
  at: number;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable soft line breaks and escapes (nodemailer wraps long lines such as invitation links). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const qp = /^content-transfer-encoding: quoted-printable/im.test(headers);
  return { subject, text: qp ? decodeQuotedPrintable(body) : body };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('utf8');
        const { subject, text } = parseMessage(message);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, subject, text, raw: decodeQuotedPrintable(message), at: Date.now() });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
