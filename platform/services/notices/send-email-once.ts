// At-least-once email with a ledger: an `email.sent` audit entry per key, so a retried job that already sent its
// message does not send it again.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import type { Mailer, MailMessage } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { hasAuditEntry, recordAudit } from '../audit/audit';

/** Sends unless a message went out under this key already; true when sent now. */
export async function sendEmailOnce(db: Db, mailer: Mailer, key: string, message: MailMessage): Promise<boolean> {
  if (await hasAuditEntry(db, AUDIT_ACTIONS.emailSent, key)) return false;
  await mailer.send(message);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.emailSent,
    target: key,
    details: { to: message.to, subject: message.subject },
  });
  return true;
}
