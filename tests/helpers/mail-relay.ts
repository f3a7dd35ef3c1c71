// The worker's outbox handlers with the worker's own email deliveries (worker/email-deliverers.ts), sending to a
// mail catcher: a test runs a pending entry as the worker's relay would, without a worker.

import type { Config } from '../../platform/config';
import { createMailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import type { Prisma } from '../../prisma/generated/client';
import { emailDeliverers } from '../../worker/email-deliverers';
import { createOutboxHandlers } from '../../worker/outbox-handlers';
import { silentLog } from './silent-log';

/** The public address the emails' links use unless a test gives its own. */
export const PUBLIC_URL = 'https://formation.example';

export function mailRelay(ctx: { db: Db; config: Config }, smtpUrl: string, publicUrl = PUBLIC_URL) {
  const config = { ...ctx.config, smtpUrl, publicUrl };
  const mailer = createMailer(config, silentLog);
  return createOutboxHandlers({
    db: ctx.db,
    config,
    log: silentLog,
    temporal: null,
    ...emailDeliverers({ db: ctx.db, config, mailer, log: silentLog }),
  });
}

/** Runs the newest outbox entry of this kind that `where` picks, as the worker's relay does. */
export async function relayEntry(
  ctx: { db: Db; config: Config },
  smtpUrl: string,
  kind: string,
  where: Prisma.OutboxEntryWhereInput,
  publicUrl?: string,
) {
  const entry = await ctx.db.outboxEntry.findFirstOrThrow({
    where: { kind, ...where },
    orderBy: { createdAt: 'desc' },
  });
  return mailRelay(ctx, smtpUrl, publicUrl)[kind](entry.payload, entry);
}
