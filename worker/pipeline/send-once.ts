// At-least-once email with a ledger: an `email.sent` audit entry per key, so a retried activity that already
// sent its message does not send it again.
import type { Db } from '../../api/lib/prisma';
import type { MailMessage, Mailer } from '../../api/lib/mailer';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';

export async function sendOnce(db: Db, mailer: Mailer, key: string, message: MailMessage): Promise<boolean> {
  const sent = await db.auditEntry.findFirst({
    where: { action: AUDIT_ACTIONS.emailSent, target: key },
    select: { id: true },
  });
  if (sent) return false;
  await mailer.send(message);
  await db.auditEntry.create({
    data: { action: AUDIT_ACTIONS.emailSent, target: key, details: { to: message.to, subject: message.subject } },
  });
  return true;
}
