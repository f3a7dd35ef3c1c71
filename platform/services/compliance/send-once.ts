// An email sent at most once: its key is claimed and the email sent in one transaction, so a scan run twice at once,
// or retried after a failed send, never sends it twice nor loses it.

import type { Prisma } from '../../../prisma/generated/client';
import type { Mailer, MailMessage } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

type Tx = Prisma.TransactionClient;

/**
 * Runs `claim` (an insert that skips duplicates, answering how many rows it made) and sends when it made one; false
 * when the key was claimed already. `alongside` writes what must commit with the claim.
 */
export async function sendClaimedOnce(
  db: Db,
  claim: (tx: Tx) => Promise<{ count: number }>,
  message: MailMessage,
  mailer: Mailer,
  alongside?: (tx: Tx) => Promise<unknown>,
): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      // ON CONFLICT DO NOTHING: a concurrent claim of the same key waits for ours to commit or roll back.
      const { count } = await claim(tx);
      if (count === 0) return false;
      await mailer.send(message);
      await alongside?.(tx);
      return true;
    },
    { timeout: 60_000 },
  );
}

/** An obligation's email (keyed by obligation and reminder) sent once. */
export function sendOnce(
  db: Db,
  obligationId: string,
  reminderKey: string,
  message: MailMessage,
  mailer: Mailer,
  alongside?: (tx: Tx) => Promise<unknown>,
): Promise<boolean> {
  const claim = (tx: Tx) =>
    tx.complianceReminder.createMany({
      data: [{ obligationId, reminderKey, recipient: message.to }],
      skipDuplicates: true,
    });
  return sendClaimedOnce(db, claim, message, mailer, alongside);
}
