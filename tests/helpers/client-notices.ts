// The client's notices (platform/services/notices) read from a real mail catcher: each matching outbox entry run
// through the worker's own outbox handler, its email sent over SMTP to Mailpit and read back through its API.
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/infra/prisma';
import { type ClientNotice, parseClientNotice } from '../../platform/services/notices';
import type { CaughtMail, MailCatcher } from '../../scripts/go-tools/mail-catcher';
import { mailRelay } from './mail-relay';
import { mailpitAvailability } from './mailpit';

export { startMailCatcher } from '../../scripts/go-tools/mail-catcher';
export { PUBLIC_URL } from './mail-relay';

export const mailpit = mailpitAvailability();
if (!mailpit.available) console.warn(`Skipping the notice emails: ${mailpit.reason}`);

/** Runs the pending notices that `match` picks as the worker's relay does; answers how many. */
export async function relayClientNotices(
  ctx: { db: Db; config: Config },
  catcher: MailCatcher,
  match: (notice: ClientNotice) => boolean,
): Promise<number> {
  const handlers = mailRelay(ctx, catcher.url);
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

/** The messages the catcher holds for an address, oldest first. */
export async function mailTo(catcher: MailCatcher, address: string): Promise<CaughtMail[]> {
  return (await catcher.mails()).filter((m) => m.to.includes(address.toLowerCase()));
}
