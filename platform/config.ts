// Every setting comes from the environment, read once here through one schema, with a default that works on a
// developer's machine. A value that cannot be used stops the process with the variable's name and what it must be.
// Each setting is declared once, in `configSchema`: where it sits in the configuration, the variable it is read
// from, its check, its default and its meaning (the README's table is generated from it: scripts/config-table.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ESCALATION_MS } from '../domain/mailroom';
import { DEFAULT_DATABASE_URL } from './infra/database-url';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// An unset, empty or all-blank variable counts as not set; every value is trimmed.
const blank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const text = () => z.preprocess(blank, z.string().optional());
const textOr = (fallback: string) => z.preprocess(blank, z.string().default(fallback));
const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER, unit = '') => {
  const error = `must be a whole number${unit}, at least ${min}`;
  return z.preprocess(
    blank,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
};
const milliseconds = (fallback: number, min = 1) =>
  wholeNumber(fallback, min, Number.MAX_SAFE_INTEGER, ' of milliseconds');
const port = () => {
  const error = 'must be a port number (1-65535)';
  return z.preprocess(
    blank,
    z.coerce.number({ error }).int({ error }).min(1, { error }).max(65535, { error }).optional(),
  );
};
/** Webhook retries: 1 minute, 15 minutes, 1 hour, 12 hours and 24 hours. */
const WEBHOOK_RETRY_SCHEDULE_MS = [60_000, 900_000, 3_600_000, 43_200_000, 86_400_000];
const millisecondsList = (fallback: number[]) => {
  const error = 'must be a comma-separated list of whole numbers of milliseconds, each at least 1';
  return z.preprocess(
    (value) =>
      blank(value)
        ?.split(',')
        .map((part) => Number(part.trim())),
    z.array(z.number({ error }).int({ error }).min(1, { error }), { error }).min(1, { error }).default(fallback),
  );
};
/** A switch: one of `on` or `off` (any case), `unset` when not set. */
const flag = (on: string[], off: string[], unset: boolean) =>
  z
    .preprocess(
      (value) => blank(value)?.toLowerCase(),
      z.enum([...on, ...off], { error: `must be one of ${[...on, ...off].join(', ')}` }).optional(),
    )
    .transform((value) => (value === undefined ? unset : on.includes(value)));
const trueOrFalse = (unset = false) => flag(['true', '1'], ['false', '0'], unset);

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** What the README's configuration table says of one setting. */
export interface SettingMeta {
  /** The environment variable it is read from. */
  env: string;
  description: string;
  /** The default as the table shows it, when the parsed default does not say it (e.g. 'random per start'). */
  shownDefault?: string;
  /** Said after the parsed default, e.g. '(15 min)'. */
  defaultNote?: string;
}

/** One setting: its schema, labelled with its variable and meaning. */
const setting = <T extends z.ZodType>(
  env: string,
  schema: T,
  description: string,
  shown: Pick<SettingMeta, 'shownDefault' | 'defaultNote'> = {},
) => schema.meta({ env, description, ...shown } satisfies SettingMeta);

const S3_REQUIRED = {
  endpoint: 'S3_ENDPOINT',
  bucket: 'S3_BUCKET',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
} as const;

/** Files go to an S3 bucket when all four required settings are set, to the local disk when none is. */
const s3Schema = z
  .object({
    endpoint: setting(
      S3_REQUIRED.endpoint,
      text(),
      'S3-compatible endpoint, e.g. `http://127.0.0.1:9000` (MinIO) or `https://s3.eu-west-3.amazonaws.com`. With the next three: files go to S3 ([operations](docs/operations.md#file-storage)).',
    ),
    bucket: setting(S3_REQUIRED.bucket, text(), 'The bucket (it must exist).'),
    accessKeyId: setting(
      S3_REQUIRED.accessKeyId,
      text(),
      'Access key. Setting some of the four S3 variables but not all stops the processes with the names of the missing ones.',
    ),
    secretAccessKey: setting(S3_REQUIRED.secretAccessKey, text(), 'Secret key.'),
    region: setting('S3_REGION', textOr('us-east-1'), 'Region used to sign requests.'),
    forcePathStyle: setting(
      'S3_FORCE_PATH_STYLE',
      trueOrFalse(true),
      '`true`: `endpoint/bucket/key` URLs (MinIO and most S3-compatible services); `false`: virtual-hosted `bucket.endpoint` (AWS).',
    ),
  })
  .transform(({ endpoint, bucket, accessKeyId, secretAccessKey, region, forcePathStyle }, context) => {
    const required = { endpoint, bucket, accessKeyId, secretAccessKey };
    const missing = (Object.keys(S3_REQUIRED) as (keyof typeof S3_REQUIRED)[]).filter((key) => !required[key]);
    if (missing.length === 4) return undefined;
    if (endpoint && bucket && accessKeyId && secretAccessKey)
      return { endpoint, bucket, accessKeyId, secretAccessKey, region, forcePathStyle };
    // A partial set is a mistake worth stopping for.
    context.issues.push({
      code: 'custom',
      input: required,
      message: `S3 storage needs ${Object.values(S3_REQUIRED).join(', ')}: ${missing.map((key) => S3_REQUIRED[key]).join(', ')} not set (unset all four for the local disk)`,
    });
    return z.NEVER;
  });

const rateLimit = (
  prefix: string,
  max: number,
  windowMs: number,
  descriptions: { max: string; window: string },
  windowNote?: string,
) =>
  z.object({
    max: setting(`${prefix}_MAX`, wholeNumber(max, 1), descriptions.max),
    timeWindowMs: setting(`${prefix}_WINDOW_MS`, milliseconds(windowMs), descriptions.window, {
      defaultNote: windowNote,
    }),
  });

/** Every setting, in the order of the README's configuration table. */
const configSchema = z
  .object({
    databaseUrl: setting(
      'DATABASE_URL',
      textOr(DEFAULT_DATABASE_URL),
      'PostgreSQL. `npm start` without it, or when it is unreachable, runs an embedded PostgreSQL of its own.',
    ),
    redisUrl: setting(
      'REDIS_URL',
      textOr(DEFAULT_REDIS_URL),
      'Redis for rate limiting and background queues. `npm start` without it, or when it is unreachable, starts a `redis-server` of its own (see [operations](docs/operations.md#redis)).',
    ),
    redisPrefix: setting(
      'REDIS_PREFIX',
      textOr('formation'),
      'Prefix of every Redis key and queue (several installs can share one Redis).',
    ),
    redisCommandTimeoutMs: setting(
      'REDIS_COMMAND_TIMEOUT_MS',
      milliseconds(500, 50),
      "Longest wait for one Redis lookup on a request (adding a job: three times this). Past it, or while Redis is away, rate limits count in each API process's memory (same limits, never unlimited) and queueing routes answer 503.",
    ),
    temporal: z.object({
      address: setting(
        'TEMPORAL_ADDRESS',
        text(),
        'Temporal frontend, e.g. `127.0.0.1:7233`. Unset: `npm start` runs the Temporal dev server itself (see [operations](docs/operations.md#temporal)).',
      ),
      cli: setting(
        'TEMPORAL_CLI',
        text(),
        'The Temporal CLI binary `npm start` and the live tests run (`npm run temporal:install` builds the default one).',
        { shownDefault: '`.data/bin/temporal`' },
      ),
      namespace: setting('TEMPORAL_NAMESPACE', textOr('default'), 'Temporal namespace.'),
      taskQueue: setting('TEMPORAL_TASK_QUEUE', textOr('onboarding'), 'Task queue of the onboarding workflow.'),
      uiUrl: setting(
        'TEMPORAL_UI_URL',
        text(),
        'Address of the Temporal Web UI, shown in the start banner and linked from the back-office.',
        { shownDefault: "the dev server's UI" },
      ),
    }),
    stripe: z.object({
      secretKey: setting(
        'STRIPE_SECRET_KEY',
        text(),
        "Stripe secret key. Unset: checkout shows 'Payment Setup Error'.",
      ),
      publishableKey: setting('STRIPE_PUBLISHABLE_KEY', text(), 'Stripe publishable key for the payment form.'),
      webhookSecret: setting(
        'STRIPE_WEBHOOK_SECRET',
        text(),
        'Signing secret of the Stripe webhook endpoint (`/api/webhooks/stripe`).',
      ),
      apiBase: setting('STRIPE_API_BASE', text(), 'Another Stripe API base URL (e.g. a local stand-in for tests).', {
        shownDefault: "Stripe's API",
      }),
    }),
    openai: z.object({
      apiKey: setting(
        'OPENAI_API_KEY',
        text(),
        'OpenAI key. Unset: AI Assistant and GPT Interface answers are disabled.',
      ),
      baseUrl: setting('OPENAI_BASE_URL', text(), 'An OpenAI-compatible server.', { shownDefault: "OpenAI's API" }),
      model: setting('OPENAI_MODEL', textOr('gpt-4o-mini'), 'Model for the assistant.'),
      timeoutMs: setting(
        'OPENAI_TIMEOUT_MS',
        milliseconds(30_000),
        "Longest wait for one assistant answer; past it staff see 'The AI service took too long to answer'.",
      ),
      maxRetries: setting('OPENAI_MAX_RETRIES', wholeNumber(1, 0), 'Retries of a failed OpenAI request.'),
    }),
    /** Per-user limits of the AI Assistant and GPT Interface. */
    assistant: z.object({
      rateLimitMax: setting(
        'AI_RATE_LIMIT_MAX',
        wholeNumber(20, 1),
        'Assistant requests allowed per user in one window (then 429 with the time to wait).',
      ),
      rateLimitWindowMs: setting('AI_RATE_LIMIT_WINDOW_MS', milliseconds(60_000), "The assistant's rate limit window."),
      dailyTokenBudget: setting(
        'AI_DAILY_TOKEN_BUDGET',
        wholeNumber(200_000, 1),
        'Tokens each user may spend per UTC day (then 429 until midnight UTC).',
      ),
    }),
    sessionSecret: setting(
      'SESSION_SECRET',
      z.preprocess(
        blank,
        z
          .string()
          .min(32, { error: 'must be at least 32 characters long' })
          .default(() => randomBytes(32).toString('hex')),
      ),
      'At least 32 characters. `npm start` keeps a generated one in `.data/session-secret` so sign-ins survive restarts.',
      { shownDefault: 'random per start' },
    ),
    storageDir: setting(
      'STORAGE_DIR',
      textOr('.data/storage').transform((dir) => path.resolve(dir)),
      'Where uploaded and generated files are kept on the local disk. With S3, only the staging files of writes in progress (`.staging/`).',
      { shownDefault: '`.data/storage`' },
    ),
    s3: s3Schema,
    publicUrl: setting('PUBLIC_URL', text(), 'The address users reach (links in emails, secure cookies when https).', {
      shownDefault: '`http://localhost:<PORT>`',
    }),
    port: setting('PORT', wholeNumber(3000, 0, 65535), 'API port (serves the storefront and back-office too).'),
    host: setting('HOST', textOr('0.0.0.0'), 'Interface the API listens on.'),
    smtpUrl: setting(
      'SMTP_URL',
      text(),
      'e.g. `smtp://user:pass@mail.example.com:587`. Unset: `npm start` runs Mailpit and sends there; other entries (`npm run api`/`worker`) log the emails.',
    ),
    mailFrom: setting('MAIL_FROM', text(), 'Sender of outgoing email.', {
      shownDefault: '`"Formation Services" <no-reply@host of PUBLIC_URL>`',
    }),
    autoFileLeadDays: setting(
      'AUTOFILE_LEAD_DAYS',
      wholeNumber(45, 1),
      'Days before an auto-filed annual report is due that the daily compliance scan orders it and charges the kept card.',
    ),
    renewalNoticeDays: setting(
      'RENEWAL_NOTICE_DAYS',
      wholeNumber(30, 1, 365),
      'Days before each renewal charge (registered agent, nominee, binder, BOI/CTA Watch) that the daily scan emails its notice with the one-click cancel link (1-365).',
    ),
    loginRateLimit: rateLimit(
      'LOGIN_RATE_LIMIT',
      10,
      15 * 60 * 1000,
      {
        max: 'Failed sign-ins allowed per client address in one window (successful ones never count; each email address is also limited, see [architecture](docs/architecture.md)).',
        window: 'The sign-in rate limit window.',
      },
      '(15 min)',
    ),
    /** Failed sign-ins for one account from everywhere together; far above the per-address limits. */
    loginAccountRateLimit: rateLimit(
      'LOGIN_ACCOUNT_RATE_LIMIT',
      100,
      60 * 60 * 1000,
      {
        max: 'Failed sign-ins allowed for one account from all addresses together in one window (then only a one-time sign-in link by email signs it in).',
        window: "The account-wide sign-in limit's window.",
      },
      '(1 h)',
    ),
    tokenRateLimit: rateLimit(
      'TOKEN_RATE_LIMIT',
      30,
      15 * 60 * 1000,
      {
        max: 'Requests per client address over all routes that take a secret token (invitation and sign-in links, calendar feeds) in one window (then 429).',
        window: "The token routes' rate limit window.",
      },
      '(15 min)',
    ),
    company: z.object({
      name: setting(
        'COMPANY_NAME',
        textOr('Formation Services'),
        'Company name on the contact page (`GET /api/company`).',
      ),
      supportEmail: setting(
        'SUPPORT_EMAIL',
        textOr('support@formation.example'),
        'Support address shown on the contact page; contact-form messages are emailed there.',
      ),
      supportPhone: setting(
        'SUPPORT_PHONE',
        textOr('+1 (302) 555-0142'),
        'Support phone number shown on the contact page.',
      ),
      address: setting(
        'COMPANY_ADDRESS',
        textOr('1209 Orange Street, Wilmington, DE 19801'),
        'Postal address shown on the contact page.',
      ),
    }),
    contactRateLimit: rateLimit(
      'CONTACT_RATE_LIMIT',
      5,
      60 * 60 * 1000,
      {
        max: 'Contact-form messages allowed per client address, and separately per sender email, in one window (then 429).',
        window: "The contact form's rate limit window.",
      },
      '(1 h)',
    ),
    partnerApi: z.object({
      rateLimitMax: setting(
        'PARTNER_RATE_LIMIT_MAX',
        wholeNumber(100, 1),
        'Partner API (`/api/v1`, see docs/partner-api.md) requests allowed per key in one window (then 429 with `Retry-After`).',
      ),
      rateLimitWindowMs: setting(
        'PARTNER_RATE_LIMIT_WINDOW_MS',
        milliseconds(1000),
        "The partner API's rate limit window.",
        { defaultNote: '(1 s)' },
      ),
      webhookAllowLocal: setting(
        'PARTNER_WEBHOOK_ALLOW_LOCAL',
        trueOrFalse(),
        '`true` lets partner webhook endpoints be `http` or local and private addresses (tests, development only).',
      ),
      webhookRetryScheduleMs: setting(
        'PARTNER_WEBHOOK_RETRY_SCHEDULE_MS',
        millisecondsList(WEBHOOK_RETRY_SCHEDULE_MS),
        'Waits before each retry of a failed webhook delivery; after the last the endpoint is disabled.',
      ),
    }),
    trustProxy: setting(
      'TRUST_PROXY',
      trueOrFalse(),
      "`true` behind a reverse proxy (client IPs from `X-Forwarded-For`). Unset behind a proxy, every client shares the proxy's address and so one sign-in bucket.",
    ),
    mailroom: z.object({
      escalationMs: setting(
        'MAILROOM_ESCALATION_MS',
        milliseconds(DEFAULT_ESCALATION_MS, 1000),
        'Wait between reminders of an unacknowledged service of process (mail room); at least 1000. Read when the item is logged.',
        { defaultNote: '(24 h)' },
      ),
    }),
    env: setting(
      'NODE_ENV',
      text().transform((value): 'production' | 'development' | 'test' =>
        value === 'production' ? 'production' : value === 'test' ? 'test' : 'development',
      ),
      '`production` (set by `npm start` and the Docker image): session cookies marked Secure unless `PUBLIC_URL` is plain http on the loopback.',
    ),
    logLevel: setting(
      'LOG_LEVEL',
      z.preprocess(
        (value) => blank(value)?.toLowerCase(),
        z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
      ),
      'Log level of the API and worker.',
      { shownDefault: '`info` (`warn` in tests)' },
    ),
    /** Prometheus endpoints, each on a port of its own (unset: that endpoint is off). */
    metrics: z.object({
      apiPort: setting(
        'METRICS_PORT',
        port(),
        "Port of the API's Prometheus endpoint (`GET /metrics`, its own server, never the public port). See [operations](docs/operations.md#metrics).",
        { shownDefault: 'not set (off)' },
      ),
      workerPort: setting(
        'WORKER_METRICS_PORT',
        port(),
        "Port of the worker's Prometheus endpoint (queues, jobs, outbox lag).",
        { shownDefault: 'not set (off)' },
      ),
      temporalPort: setting(
        'TEMPORAL_METRICS_PORT',
        port(),
        "Port of the Temporal worker's own metrics (the Temporal SDK's Prometheus exporter, in the worker process).",
        { shownDefault: 'not set (off)' },
      ),
      host: setting(
        'METRICS_HOST',
        textOr('127.0.0.1'),
        'Interface the three metrics endpoints listen on. Keep the loopback default unless the scraper is elsewhere and the network is private.',
      ),
    }),
    complianceScanLockMs: setting(
      'COMPLIANCE_SCAN_LOCK_MS',
      milliseconds(30_000, 1000),
      "How long the worker holds the daily compliance scan's job between renewals of its lock (and how often stalled scans are looked for): a killed worker's scan runs again within about twice this. At least 1000; the simulated year uses 5000.",
    ),
    signatureReminderDayMs: setting(
      'SIGNATURE_REMINDER_DAY_MS',
      milliseconds(86_400_000),
      'The "day" of the signature reminders (client after 1, 3 and 7 days, staff after 10), read by the worker; the live tests use 2000.',
      { defaultNote: '(1 day)' },
    ),
    startSkipBuild: setting(
      'START_SKIP_BUILD',
      flag(['1', 'true'], ['0', 'false'], false),
      '`1`: `npm start` does not build missing bundles (e.g. in the Docker image, built at image build time).',
      { shownDefault: 'not set' },
    ),
    startDataDir: setting(
      'START_DATA_DIR',
      textOr('.data'),
      "Where `npm start` keeps its services' data (embedded PostgreSQL, Temporal, Mailpit, Redis, the generated session secret); the built tools stay in `.data/bin`.",
    ),
    chromiumPath: setting(
      'CHROMIUM_PATH',
      textOr('/usr/bin/chromium'),
      "Chromium of the quality suites' E2E journey (its steps are skipped when it is missing) and of the bench's page figures.",
    ),
  })
  // The public address defaults to the port's; the log level to the mode's.
  .transform(({ publicUrl, logLevel, ...config }) => ({
    ...config,
    publicUrl: (publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, ''),
    logLevel: logLevel ?? (config.env === 'test' ? 'warn' : 'info'),
  }));

export type Config = z.output<typeof configSchema>;
export type S3Settings = NonNullable<Config['s3']>;

/** Each setting's place in the configuration (`temporal.cli`) with what the README says of it, in table order. */
export function settings(): { path: string; schema: z.ZodType; meta: SettingMeta }[] {
  const found: { path: string; schema: z.ZodType; meta: SettingMeta }[] = [];
  const visit = (schema: z.ZodType, at: string[]) => {
    const meta = schema.meta() as SettingMeta | undefined;
    if (meta?.env) found.push({ path: at.join('.'), schema, meta });
    else if (schema instanceof z.ZodObject)
      for (const [key, child] of Object.entries(schema.shape)) visit(child as z.ZodType, [...at, key]);
    else if (schema instanceof z.ZodPipe) visit(schema.in as z.ZodType, at);
  };
  visit(configSchema, []);
  return found;
}

const SETTINGS = settings();
const VARIABLE_AT = new Map(SETTINGS.map(({ path, meta }) => [path, meta.env]));

/**
 * The names the schema reads: the configuration table documents exactly these.
 * @internal
 */
export const ENVIRONMENT_VARIABLES = SETTINGS.map(({ meta }) => meta.env);

/** Every problem in one message, each as 'VARIABLE must be ...'. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, unknown> = {};
  for (const { path, meta } of SETTINGS) {
    const keys = path.split('.');
    let at = input;
    for (const key of keys.slice(0, -1)) {
      at[key] ??= {};
      at = at[key] as Record<string, unknown>;
    }
    at[keys[keys.length - 1]] = env[meta.env];
  }
  const parsed = configSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues
      .map((issue) => {
        const variable = VARIABLE_AT.get(issue.path.join('.'));
        return variable ? `${variable} ${issue.message}` : issue.message;
      })
      .join('; '),
  );
}
