// At-least-once email with a ledger: an `email.sent` audit entry per key, so a retried activity that already
// sent its message does not send it again.

import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { emailsCustomer } from '../../domain/pipeline-simulation';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { hasAuditEntry, recordAudit } from '../../platform/services/audit';

export async function sendOnce(db: Db, mailer: Mailer, key: string, message: MailMessage): Promise<boolean> {
  if (await hasAuditEntry(db, AUDIT_ACTIONS.emailSent, key)) return false;
  await mailer.send(message);
  await recordAudit(db, {
    action: AUDIT_ACTIONS.emailSent,
    target: key,
    details: { to: message.to, subject: message.subject },
  });
  return true;
}

/** `sendOnce` to the order's customer, skipped for a test-mode order (nothing sent, nothing recorded). */
export async function sendToCustomerOnce(
  db: Db,
  mailer: Mailer,
  order: { testMode: boolean },
  key: string,
  message: MailMessage,
): Promise<boolean> {
  if (!emailsCustomer(order)) return false;
  return sendOnce(db, mailer, key, message);
}
