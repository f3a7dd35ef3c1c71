// At-least-once email with a ledger (platform/services/notices): a retried activity that already sent its message
// does not send it again.
import { emailsCustomer } from '../../domain/pipeline-simulation';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { sendEmailOnce } from '../../platform/services/notices';

export const sendOnce = sendEmailOnce;

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
