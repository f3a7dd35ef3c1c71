// Activities of the mail room's escalation workflow (workflows/mail-escalation.ts): each round emails the client
// again and alerts staff while a service of process waits for its acknowledgement. Idempotent per round.
import type { Mailer } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { escalateMailItem } from '../../platform/services/mail';

export interface MailroomActivityDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Where staff alerts go (SUPPORT_EMAIL); without it the escalation is only audited and counted. */
  staffAlertEmail?: string;
}

const quietLog = { info() {}, error() {} };

export function createMailroomActivities(deps: MailroomActivityDeps) {
  return {
    async escalateMailItem(input: { mailItemId: string; round: number }): Promise<{ open: boolean }> {
      return escalateMailItem({ ...deps, log: quietLog }, input);
    },
  };
}

export type MailroomActivities = ReturnType<typeof createMailroomActivities>;
