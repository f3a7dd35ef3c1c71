// The email that brings a contact-page message to staff (SUPPORT_EMAIL), sent by the worker's outbox relay after
// the message is stored: retried with backoff while the mail server is away, sent once (emailedAt marks it).
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Config } from '../../config';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

export interface ContactMailPayload {
  contactMessageId: string;
}

export async function deliverContactMessage(
  deps: { db: Db; config: Pick<Config, 'company'>; mailer: Mailer; log: MailLog },
  payload: ContactMailPayload,
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const message = await db.contactMessage.findUnique({ where: { id: payload.contactMessageId } });
  if (!message) {
    log.info({ contactMessageId: payload.contactMessageId }, 'contact email skipped: the message no longer exists');
    return;
  }
  if (message.emailedAt) return;
  const user = message.userId
    ? await db.user.findUnique({ where: { id: message.userId }, select: { email: true, role: true } })
    : null;
  await mailer.send({
    to: config.company.supportEmail,
    replyTo: message.email,
    subject: `Contact: ${message.topic} (from ${message.name})`,
    text: [
      `From: ${message.name} <${message.email}>${user ? ` (signed in as ${user.email}, ${user.role})` : ' (visitor)'}`,
      `Topic: ${message.topic}`,
      `Reference: ${message.id}`,
      `Sent: ${message.createdAt.toISOString()}`,
      '',
      message.message,
    ].join('\n'),
  });
  await db.contactMessage.update({ where: { id: message.id }, data: { emailedAt: new Date() } });
}

export interface NewContactMessage {
  name: string;
  email: string;
  topic: string;
  message: string;
  userId: string | null;
  ip: string;
}

/** Saves a contact message and queues its email together: the worker sends it after the commit, with retries. */
export const saveContactMessage = (db: Db, input: NewContactMessage) =>
  db.$transaction(async (tx) => {
    const created = await tx.contactMessage.create({ data: input });
    await tx.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.contactEmail, payload: { contactMessageId: created.id } },
    });
    return created;
  });
