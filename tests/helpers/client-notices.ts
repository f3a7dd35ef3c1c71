// The client's notices (platform/services/notices) read from a real mail catcher: each matching outbox entry run
// through the worker's own outbox handler, its email sent over SMTP to Mailpit and read back through its API.
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Config } from '../../platform/config';
import { createMailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { type ClientNotice, deliverClientNotice, parseClientNotice } from '../../platform/services/notices';
import { createOutboxHandlers } from '../../worker/outbox-handlers';
import {
  type MailpitServer,
  mailpitAvailability,
  mailpitBinary,
  mailpitMessage,
  mailpitMessages,
  startMailpit,
} from './mailpit';
import { silentLog } from './silent-log';

export const PUBLIC_URL = 'https://formation.example';

export const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the notice emails: ${mailpit.reason}`);

/** Starts Mailpit (built first when missing: allow a few minutes in the hook). */
export const startMailCatcher = async (): Promise<MailpitServer> => startMailpit({ binary: await mailpitBinary() });

/** Runs the pending notices that `match` picks as the worker's relay does; answers how many. */
export async function relayClientNotices(
  ctx: { db: Db; config: Config },
  server: MailpitServer,
  match: (notice: ClientNotice) => boolean,
): Promise<number> {
  const mailer = createMailer({ smtpUrl: server.smtpUrl, publicUrl: PUBLIC_URL }, silentLog);
  const handlers = createOutboxHandlers({
    db: ctx.db,
    config: ctx.config,
    log: silentLog,
    temporal: null,
    deliverInvitation: async () => {},
    deliverClientNotice: (notice, entryId) =>
      deliverClientNotice({ db: ctx.db, mailer, log: silentLog, publicUrl: PUBLIC_URL }, notice, entryId),
  });
  const entries = await ctx.db.outboxEntry.findMany({
    where: { kind: OUTBOX_KINDS.clientNoticeEmail, status: 'PENDING' },
    orderBy: { createdAt: 'asc' },
  });
  let ran = 0;
  for (const entry of entries) {
    if (!match(parseClientNotice(entry.payload))) continue;
    await handlers[OUTBOX_KINDS.clientNoticeEmail](entry.payload, { ...entry, attempts: 0 });
    ran++;
  }
  return ran;
}

export interface ReadMail {
  subject: string;
  text: string;
}

/** The messages Mailpit holds for an address, oldest first, with their text. */
export async function mailTo(server: MailpitServer, address: string): Promise<ReadMail[]> {
  const listed = (await mailpitMessages(server.uiUrl)).filter((m) =>
    m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
  );
  const read = await Promise.all(listed.map((m) => mailpitMessage(server.uiUrl, m.ID)));
  return read.reverse().map((m) => ({ subject: m.Subject, text: m.Text }));
}
