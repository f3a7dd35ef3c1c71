// Starts the worker's parts: outbox relay, Temporal worker (when TEMPORAL_ADDRESS is set) and background queues
// (maintenance, document generation, compliance, quality). Run by worker/main.ts (`npm run worker`, and
// `npm start` as a child process).
// Nothing here crashes the process when Redis or Temporal is away: each part logs and retries.
import type { Config } from '../api/config';
import { deliverContactMessage } from '../api/lib/contact-mail';
import { deliverInvitation } from '../api/lib/invitations';
import type { Running } from '../api/lib/lifecycle';
import { createMailer } from '../api/lib/mailer';
import type { Db } from '../api/lib/prisma';
import { createStripe } from '../api/lib/stripe';
import type { TemporalGateway } from '../api/lib/temporal';
import { createActivities } from './activities';
import { startComplianceScheduler } from './compliance/scheduler';
import { startDocumentWorker } from './documents/document-worker';
import type { Log } from './logger';
import { createOutboxHandlers } from './outbox-handlers';
import { OutboxRelay } from './outbox-relay';
import { createDirectDocumentGenerator } from './pipeline/document-renderer';
import { startQualityWorker } from './quality/worker';
import { startMaintenance } from './queues';
import { startTemporalWorker } from './temporal-worker';

export function startWorker(options: { config: Config; db: Db; temporal: TemporalGateway | null; log: Log }): Running {
  const { config, db, temporal, log } = options;
  const mailer = createMailer(config, log);

  const relay = new OutboxRelay({
    db,
    log,
    listenUrl: config.databaseUrl,
    handlers: createOutboxHandlers({
      db,
      config,
      log,
      temporal,
      deliverInvitation: (payload) => deliverInvitation({ db, config, mailer, log }, payload),
      deliverContactMessage: (payload) => deliverContactMessage({ db, config, mailer, log }, payload),
    }),
  });
  relay.start();

  const orderDocuments = createDirectDocumentGenerator({ db, storageDir: config.storageDir });
  const temporalWorker = config.temporal.address
    ? startTemporalWorker({
        config,
        activities: createActivities({
          db,
          mailer,
          stripe: createStripe(config),
          documents: orderDocuments,
          publicUrl: config.publicUrl,
        }),
        log,
      })
    : null;
  if (!temporalWorker) log.info('Temporal not configured (TEMPORAL_ADDRESS): the onboarding workflow worker is off');

  const maintenance = startMaintenance({ config, db, log });
  const documents = startDocumentWorker({ config, db, log });
  const compliance = startComplianceScheduler({ config, db, log, mailer });
  const quality = startQualityWorker({ config, db, log });
  log.info('worker started');

  return {
    async close() {
      log.info('worker shutting down');
      await Promise.allSettled([
        relay.stop(),
        temporalWorker?.stop(),
        maintenance.close(),
        documents.close(),
        compliance.close(),
        quality.close(),
      ]);
    },
  };
}
