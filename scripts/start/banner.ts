// The one summary `npm start` prints once the API answers: where things are and what is not set up.
import type { Config } from '../../platform/config';
import { describeStorage } from '../../platform/infra/files';
import { displayUrl } from './database';

export type ServiceState = 'up' | 'down' | 'not configured';

export interface BannerInput {
  config: Config;
  database: string;
  redis: ServiceState;
  /** What `npm start` uses for Redis (REDIS_URL, the local one, or the redis-server it started). */
  redisDescription?: string;
  /** Why no Redis could be had: what does not work, and how to install it (one line). */
  redisUnavailable?: string;
  temporal: ServiceState;
  /** Why no Temporal server could be started (npm start without TEMPORAL_ADDRESS). */
  temporalUnavailable?: string;
  /** Mailpit's web UI when it catches the emails (npm start without SMTP_URL). */
  mailUiUrl?: string;
  /** Why Mailpit has no web UI (built without it): the emails are read through its API. */
  mailUiMissing?: string;
  /** Why no Mailpit could be started (npm start without SMTP_URL): the emails go to the log. */
  mailUnavailable?: string;
  sessionSecretFile?: string;
  needsFirstAdmin: boolean;
  /** Environment to put before commands run against this database (the embedded one is not the default). */
  commandEnv: string;
  bundlesMissing: string[];
  /** The supervised child processes, e.g. `API (pid 12) and worker (pid 13), each restarted if it stops`. */
  processes?: string;
}

/** Optional integrations that are not configured, and what that turns off. */
function missingIntegrations(config: Config): string[] {
  const notes: string[] = [];
  if (!config.stripe.secretKey || !config.stripe.publishableKey) {
    notes.push(
      "Stripe not configured (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY): checkout shows 'Payment Setup Error'",
    );
  } else if (!config.stripe.webhookSecret) {
    notes.push('STRIPE_WEBHOOK_SECRET not set: Stripe webhooks (payment confirmations from Stripe) are refused');
  }
  if (!config.openai.apiKey) {
    notes.push('OpenAI not configured (OPENAI_API_KEY): AI Assistant and GPT Interface answers are disabled');
  }
  if (!config.temporal.address) {
    notes.push(
      'Temporal not configured (TEMPORAL_ADDRESS): paid orders wait in Pending Review; the pipeline workflow starts when TEMPORAL_ADDRESS is set',
    );
  }
  if (!config.smtpUrl) notes.push('SMTP not configured (SMTP_URL): invitation emails are written to the log');
  return notes;
}

export function renderBanner(input: BannerInput): string {
  const { config } = input;
  const base = config.publicUrl;
  const mark = (state: ServiceState) => (state === 'up' ? '✓' : state === 'down' ? '✗' : '–');
  const lines: string[] = [];
  const rule = '─'.repeat(78);
  lines.push('', rule, ' Formation platform is running (production mode)', '');
  lines.push(`   Storefront    ${base}/`);
  lines.push(`   Back-office   ${base}/admin`);
  lines.push(`   API           ${base}/api`);
  lines.push(`   API docs      ${base}/api/docs`);
  lines.push(`   Queue board   ${base}/api/admin/queues (ADMIN, SUPERADMIN)`);
  if (config.temporal.uiUrl) lines.push(`   Temporal UI   ${config.temporal.uiUrl}`);
  if (input.mailUiUrl && input.mailUiMissing)
    lines.push(
      `   Emails        ${input.mailUiUrl}/api/v1/messages  (Mailpit's API: its web UI could not be built, ${input.mailUiMissing}; the next npm start tries again)`,
    );
  else if (input.mailUiUrl)
    lines.push(`   Emails        ${input.mailUiUrl}  (Mailpit: every email sent, SMTP_URL not set)`);
  const metrics = (
    [
      ['API', config.metrics.apiPort],
      ['worker', config.metrics.workerPort],
      ['Temporal worker', config.metrics.temporalPort],
    ] as const
  ).filter(([, port]) => port);
  if (metrics.length)
    lines.push(
      `   Metrics       ${metrics.map(([name, port]) => `${name} http://${config.metrics.host}:${port}/metrics`).join(', ')}`,
    );
  lines.push('', ' Services');
  lines.push(`   ✓ Database   ${input.database}`);
  lines.push(
    `   ${mark(input.redis)} Redis      ${input.redisDescription ?? displayUrl(config.redisUrl)}${
      input.redis === 'up' || input.redisUnavailable ? '' : '  (unreachable: the API and the worker keep retrying)'
    }`,
  );
  lines.push(
    `   ${mark(input.temporal)} Temporal   ${
      input.temporal === 'not configured'
        ? 'not configured'
        : `${config.temporal.address} (namespace ${config.temporal.namespace}, task queue ${config.temporal.taskQueue})${
            input.temporal === 'down' ? '  (unreachable: the worker keeps retrying)' : ''
          }`
    }`,
  );
  lines.push(`   ✓ Files      ${describeStorage(config)}`);
  const notes = missingIntegrations(config).filter(
    (note) =>
      !(input.temporalUnavailable && note.startsWith('Temporal not configured')) &&
      !(input.mailUnavailable && note.startsWith('SMTP not configured')),
  );
  if (input.temporalUnavailable) notes.push(`Temporal: ${input.temporalUnavailable}`);
  if (input.mailUnavailable) notes.push(`SMTP not configured (SMTP_URL), no mail catcher: ${input.mailUnavailable}`);
  if (input.redisUnavailable) notes.push(input.redisUnavailable);
  if (input.sessionSecretFile) {
    notes.push(`SESSION_SECRET not set: using a generated secret kept in ${input.sessionSecretFile}`);
  }
  for (const bundle of input.bundlesMissing)
    notes.push(`${bundle} bundle not built (START_SKIP_BUILD=1): run \`npm run build\``);
  if (notes.length) {
    lines.push('', ' Not configured');
    for (const note of notes) lines.push(`   • ${note}`);
  }
  if (input.needsFirstAdmin) {
    lines.push('', ' No back-office user yet. Create the first admin:');
    lines.push(
      `   ${input.commandEnv}npm run user:create -- --email you@example.com --password 'a long password' --role SUPERADMIN`,
    );
  }
  lines.push('', ` Processes (Node.js ${process.version})`);
  if (input.processes) lines.push(`   ${input.processes}`);
  lines.push(
    '',
    ' Stop with Ctrl+C: the API, then the worker, then the Temporal dev server, Mailpit, Redis and embedded database it started',
    rule,
    '',
  );
  return lines.join('\n');
}
