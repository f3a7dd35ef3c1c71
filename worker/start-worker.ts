// Starts the worker's parts: outbox relay, Temporal worker (when TEMPORAL_ADDRESS is set) and background queues
// (maintenance, document generation, compliance, quality). Run by worker/main.ts (`npm run worker`, and
// `npm start` as a child process).
// Nothing here crashes the process when Redis or Temporal is away: each part logs and retries.
import type { Config } from '../platform/config';
import { createFileStore } from '../platform/infra/files';
import type { Running } from '../platform/infra/lifecycle';
import type { Log } from '../platform/infra/log';
import { createMailer } from '../platform/infra/mailer';
import type { Db } from '../platform/infra/prisma';
import { createStripe } from '../platform/infra/stripe';
import type { TemporalGateway } from '../platform/infra/temporal';
import { createMetricsRegistry } from '../platform/metrics/registry';
import { startMetricsServer } from '../platform/metrics/server';
import { createActivities } from './activities';
import { startComplianceScheduler } from './compliance/scheduler';
import { startDocumentWorker } from './documents/document-worker';
import { warmUpPdfRenderer } from './documents/render-pdf';
import { emailDeliverers } from './email-deliverers';
import { startMaintenance } from './maintenance';
import { createWorkerMetrics } from './metrics';
import { createOutboxHandlers } from './outbox-handlers';
import { outboxLanes } from './outbox-lanes';
import { OutboxRelay } from './outbox-relay';
import { createDirectDocumentGenerator } from './pipeline/document-renderer';
import { startQualityWorker } from './quality/worker';
import { startTemporalWorker } from './temporal-worker';

/** The worker's metrics and their endpoint on WORKER_METRICS_PORT; a port in use is logged, not fatal. */
function startWorkerMetrics(options: { config: Config; db: Db; log: Log }) {
  const { config, db, log } = options;
  const registry = createMetricsRegistry('worker');
  const metrics = createWorkerMetrics({ registry, config, db });
  const server = startMetricsServer({
    registry,
    port: config.metrics.workerPort ?? 0,
    host: config.metrics.host,
    log,
  }).catch((err: Error) => {
    log.error({ err: err.message, port: config.metrics.workerPort }, 'worker metrics endpoint could not start');
    return null;
  });
  return {
    observe: metrics.observe,
    async close() {
      await (await server)?.close();
      await metrics.close();
    },
  };
}

export function startWorker(options: { config: Config; db: Db; temporal: TemporalGateway | null; log: Log }): Running {
  const { config, db, temporal, log } = options;
  const mailer = createMailer(config, log);

  const handlers = createOutboxHandlers({ db, config, log, temporal, ...emailDeliverers({ db, config, mailer, log }) });
  // A workflow start is one round trip to Temporal, an email an SMTP conversation: each lane claims its own
  // batches, so a batch of paid orders' workflows never waits for the invitation emails claimed beside them.
  const relays = outboxLanes(Object.keys(handlers)).map(
    (kinds) => new OutboxRelay({ db, log, listenUrl: config.databaseUrl, handlers, kinds }),
  );
  for (const relay of relays) relay.start();

  const files = createFileStore(config);
  log.info({ storage: files.description }, 'file storage');
  const orderDocuments = createDirectDocumentGenerator({ db, files });
  // Documents are rendered on this thread, beside the workflow tasks it relays: the one-time load comes first.
  warmUpPdfRenderer().catch((err: Error) => log.warn({ err: err.message }, 'PDF renderer warm-up failed'));
  const temporalWorker = config.temporal.address
    ? startTemporalWorker({
        config,
        activities: createActivities({
          db,
          mailer,
          stripe: createStripe(config),
          documents: orderDocuments,
          publicUrl: config.publicUrl,
          staffAlertEmail: config.company.supportEmail,
          signatureReminderDayMs: config.signatureReminderDayMs,
          webhookAllowLocal: config.partnerApi.webhookAllowLocal,
        }),
        log,
      })
    : null;
  if (!temporalWorker) log.info('Temporal not configured (TEMPORAL_ADDRESS): the onboarding workflow worker is off');

  const maintenance = startMaintenance({ config, db, log, stripe: createStripe(config) });
  const documents = startDocumentWorker({ config, db, log, files });
  const compliance = startComplianceScheduler({ config, db, log, mailer, stripe: createStripe(config) });
  const quality = startQualityWorker({ config, db, log });
  const metrics = config.metrics.workerPort ? startWorkerMetrics({ config, db, log }) : null;
  for (const handle of [maintenance, documents, compliance, quality]) metrics?.observe(handle.worker);
  log.info('worker started');

  return {
    async close() {
      log.info('worker shutting down');
      await Promise.allSettled([
        ...relays.map((relay) => relay.stop()),
        temporalWorker?.stop(),
        maintenance.close(),
        documents.close(),
        compliance.close(),
        quality.close(),
        metrics?.close(),
      ]);
      await files.close();
    },
  };
}
