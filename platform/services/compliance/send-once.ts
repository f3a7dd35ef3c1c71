// An obligation's email sent at most once: the key is claimed and the email sent in one transaction, so a scan run
// twice at once, or retried after a failed send, never sends it twice nor loses it.

import type { Prisma } from '../../../prisma/generated/client';
import type { Mailer, MailMessage } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

/** Claims the key and sends; false when it was already sent. `alongside` writes what must commit with the claim. */
export async function sendOnce(
  db: Db,
  obligationId: string,
  reminderKey: string,
  message: MailMessage,
  mailer: Mailer,
  alongside?: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      // ON CONFLICT DO NOTHING: a concurrent claim of the same key waits for ours to commit or roll back.
      const { count } = await tx.complianceReminder.createMany({
        data: [{ obligationId, reminderKey, recipient: message.to }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      await mailer.send(message);
      await alongside?.(tx);
      return true;
    },
    { timeout: 60_000 },
  );
}
