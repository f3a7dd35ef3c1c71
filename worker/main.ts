// The worker process: outbox relay, Temporal worker (when TEMPORAL_ADDRESS is set) and background queues
// (maintenance, document-generation).
// Nothing here crashes the process when Redis or Temporal is away: each part logs and retries.
import { loadConfig } from '../api/config';
import { deliverInvitation } from '../api/lib/invitations';
import { createMailer } from '../api/lib/mailer';
import { createPrisma } from '../api/lib/prisma';
import { createStripe } from '../api/lib/stripe';
import { createTemporalGateway } from '../api/lib/temporal';
import { createActivities } from './activities';
import { startDocumentWorker } from './documents/document-worker';
import { startComplianceScheduler } from './compliance/scheduler';
import { createLogger } from './logger';
import { createOutboxHandlers } from './outbox-handlers';
import { OutboxRelay } from './outbox-relay';
import { createQueueDocumentGenerator } from './pipeline/document-queue';
import { startQualityWorker } from './quality/worker';
import { startMaintenance } from './queues';
import { startTemporalWorker } from './temporal-worker';

const config = loadConfig();
const log = createLogger('worker');
const db = createPrisma(config.databaseUrl);
const temporal = config.temporal.address
  ? createTemporalGateway({
      address: config.temporal.address,
      namespace: config.temporal.namespace,
      taskQueue: config.temporal.taskQueue,
    })
  : null;
const mailer = createMailer(config, log);

const relay = new OutboxRelay({
  db,
  log,
  handlers: createOutboxHandlers({
    db,
    config,
    log,
    temporal,
    deliverInvitation: (payload) => deliverInvitation({ db, config, mailer, log }, payload),
  }),
});
relay.start();

const orderDocuments = createQueueDocumentGenerator(config);
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await Promise.allSettled([
    relay.stop(),
    temporalWorker?.stop(),
    maintenance.close(),
    documents.close(),
    compliance.close(),
    quality.close(),
  ]);
  await Promise.allSettled([db.$disconnect(), temporal?.close(), orderDocuments.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
