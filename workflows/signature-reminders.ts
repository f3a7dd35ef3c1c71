// While the order waits for the client's signatures: durable timers that remind the client by email after 1, 3
// and 7 days and tell staff after 10 (domain/e-signature.ts), in a scope of their own that ends when the round
// does (every document signed, a document regenerated, the order canceled). Workflow code: sandbox only.
import { CancellationScope, isCancellation, sleep } from '@temporalio/workflow';
import { DAY_MS, signatureReminders } from '../domain/e-signature';
import type { OnboardingActivities } from '../worker/activities';

type ReminderActivities = Pick<OnboardingActivities, 'remindClientToSign' | 'tellStaffSignaturesOverdue'>;

export interface SignatureReminderOptions {
  orderId: string;
  /** The length of a "day" of the schedule (shorter in tests); a full day when the plan does not say. */
  dayMs: number | undefined;
  /** Whether the order still waits on this round's signatures (checked before each message). */
  stillWaiting: (round: number) => boolean;
  activities: ReminderActivities;
}

export function remindSignatures({ orderId, dayMs, stillWaiting, activities }: SignatureReminderOptions) {
  let scope: CancellationScope | null = null;
  const stop = () => {
    scope?.cancel();
    scope = null;
  };
  return {
    /** Starts the reminders of a new round (ending any earlier round's). */
    start(round: number) {
      stop();
      const current = new CancellationScope();
      scope = current;
      current
        .run(async () => {
          let elapsed = 0;
          for (const reminder of signatureReminders(dayMs ?? DAY_MS)) {
            await sleep(reminder.afterMs - elapsed);
            elapsed = reminder.afterMs;
            if (!stillWaiting(round)) return;
            if (reminder.kind === 'client')
              await activities.remindClientToSign({ orderId, round, reminder: reminder.reminder });
            else await activities.tellStaffSignaturesOverdue({ orderId, round });
          }
        })
        .catch((err) => {
          if (!isCancellation(err)) throw err;
        });
    },
    stop,
  };
}
