// Outgoing email. With SMTP_URL (e.g. smtp://user:pass@mail.example.com:587) messages go out over SMTP;
// without it each message is written to the log at info level instead (development and tests). nodemailer is
// loaded when the first message goes out over SMTP: a process that sends none keeps its memory.
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the visitor who wrote through the contact page). */
  replyTo?: string;
}

export interface Mailer {
  /** 'smtp' sends for real; 'log' writes messages to the log. */
  readonly transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

/** The logging this module needs (Fastify's logger and the worker's pino logger both fit). */
export interface MailLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

function defaultSender(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {}
  return `"Formation Services" <no-reply@${host === 'localhost' || host === '127.0.0.1' ? 'localhost.localdomain' : host}>`;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'publicUrl' | 'mailFrom'>, log: MailLog): Mailer {
  const from = config.mailFrom ?? defaultSender(config.publicUrl);
  if (!config.smtpUrl) {
    return {
      transport: 'log',
      async send(message) {
        log.info(
          { mail: { from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text } },
          'email (SMTP_URL not set: logged, not sent)',
        );
      },
    };
  }
  const smtpUrl = config.smtpUrl;
  let transporter: Promise<Transporter> | null = null;
  return {
    transport: 'smtp',
    async send(message) {
      try {
        transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transporter).sendMail({ from, ...message });
      } catch (err) {
        // The SMTP URL may hold credentials: log only the failure, never the configuration.
        log.error({ to: message.to, subject: message.subject, error: (err as Error).message }, 'email sending failed');
        throw new Error(`Email to ${message.to} could not be sent: ${(err as Error).message}`);
      }
    },
  };
}
