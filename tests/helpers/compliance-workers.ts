// Two compliance workers on one queue, so that two scans run at the same moment, and the mail they send kept in
// memory for the test to read.

import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { createStripe } from '../../platform/infra/stripe';
import { type ComplianceSchedulerHandle, startComplianceScheduler } from '../../worker/compliance/scheduler';
import type { PaymentsContext } from './payments';
import { silentLog } from './silent-log';

export function twinComplianceWorkers() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    transport: 'log',
    async send(message) {
      // A send takes a moment, as a real one does: concurrent scans interleave around it.
      await new Promise((resolve) => setTimeout(resolve, 10));
      sent.push(message);
    },
  };
  const workers: ComplianceSchedulerHandle[] = [];
  return {
    sent,
    mailer,
    workers,
    async start(ctx: PaymentsContext) {
      for (let i = 0; i < 2; i++)
        workers.push(
          startComplianceScheduler({
            config: ctx.config,
            db: ctx.db,
            log: silentLog,
            mailer,
            stripe: createStripe(ctx.config),
          }),
        );
      await Promise.all(workers.map((w) => w.scheduled));
    },
    stop: () => Promise.all(workers.map((w) => w.close())),
  };
}
