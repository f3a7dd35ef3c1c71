// Every setting comes from the environment, read once here through one schema, with a default that works on a
// developer's machine. A value that cannot be used stops the process with the variable's name and what it must be.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ESCALATION_MS } from '../domain/mailroom';
import { DEFAULT_DATABASE_URL } from './infra/database-url';

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key and queue name (lets several installs or test runs share one Redis). */
  redisPrefix: string;
  /**
   * Longest wait for one Redis command on a request's path (a rate-limit lookup); adding a job to a queue waits up to
   * three times this. Past it the request goes on without Redis: limits count in memory, queues answer 503.
   */
  redisCommandTimeoutMs: number;
  sessionSecret: string;
  /** Behind a reverse proxy: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Files on the local disk (and, with S3, the staging folder of writes in progress). */
  storageDir: string;
  /** Set when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are: files go to that bucket. */
  s3?: S3Settings;
  /** `cli`: the Temporal CLI binary `npm start` and the live tests run (unset: the one built into .data/bin). */
  temporal: { address?: string; namespace: string; uiUrl?: string; taskQueue: string; cli?: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number; maxRetries: number };
  /** Per-user limits of the AI Assistant and GPT Interface. */
  assistant: { rateLimitMax: number; rateLimitWindowMs: number; dailyTokenBudget: number };
  smtpUrl?: string;
  /** Sender of outgoing email (unset: "Formation Services" at the host of publicUrl). */
  mailFrom?: string;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Days before an auto-filed obligation's due date that the daily scan orders and charges it. */
  autoFileLeadDays: number;
  /** Days before each renewal charge that its notice is emailed (with the one-click cancel link). */
  renewalNoticeDays: number;
  /**
   * How long a worker holds the compliance scan's job between renewals of its lock, and how often stalled scans are
   * looked for: the scan of a killed worker runs again on another within about twice this.
   */
  complianceScanLockMs: number;
  /** Failed sign-ins for one account from everywhere together; far above the per-address limits. */
  loginAccountRateLimit: { max: number; timeWindowMs: number };
  /** Requests per client address over every route that takes a secret token (invitation, sign-in link, feed). */
  tokenRateLimit: { max: number; timeWindowMs: number };
  /** The company's contact details, shown on the contact page; contact messages go to supportEmail. */
  company: { name: string; supportEmail: string; supportPhone: string; address: string };
  /** Contact messages allowed per client address and, separately, per sender email in one window. */
  contactRateLimit: { max: number; timeWindowMs: number };
  /** The registered-agent mail room: wait between reminders of an unacknowledged service of process. */
  mailroom: { escalationMs: number };
  /** The "day" of the signature reminder schedule (1, 3, 7 days to the client, 10 to staff); shorter in tests. */
  signatureReminderDayMs: number;
  logLevel: LogLevel;
  /**
   * Prometheus endpoints, each on a port of its own (unset: that endpoint is off), on `host` (127.0.0.1 unless
   * METRICS_HOST is set): the API's, the worker's, and the Temporal worker's own (the Temporal SDK's exporter).
   */
  metrics: { host: string; apiPort?: number; workerPort?: number; temporalPort?: number };
  /**
   * The partner API (/api/v1): requests per key in one window; webhook URLs on local or private addresses allowed
   * (tests, development); the waits between a failed webhook delivery and its retries.
   */
  partnerApi: {
    rateLimitMax: number;
    rateLimitWindowMs: number;
    webhookAllowLocal: boolean;
    webhookRetryScheduleMs: number[];
  };
  /** `npm start` leaves missing bundles unbuilt (START_SKIP_BUILD=1, e.g. in an image built beforehand). */
  startSkipBuild: boolean;
  /** Where `npm start` keeps its services' data (embedded database, Temporal, Mailpit, Redis, session secret). */
  startDataDir: string;
  /** The Chromium the quality suites' E2E journey (and the bench) drive; when it is missing those checks are skipped. */
  chromiumPath: string;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path, not the host name: what MinIO and most S3-compatible services expect. */
  forcePathStyle: boolean;
}

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
const flag = (on: string[], off: string[]) =>
  z.preprocess(
    (value) => blank(value)?.toLowerCase(),
    z.enum([...on, ...off], { error: `must be one of ${[...on, ...off].join(', ')}` }).optional(),
  );

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The environment variables, each with its default (the README's configuration table). */
const environment = z.object({
  NODE_ENV: text(),
  PORT: wholeNumber(3000, 0, 65535),
  HOST: textOr('0.0.0.0'),
  PUBLIC_URL: text(),
  DATABASE_URL: textOr(DEFAULT_DATABASE_URL),
  REDIS_URL: textOr(DEFAULT_REDIS_URL),
  REDIS_PREFIX: textOr('formation'),
  REDIS_COMMAND_TIMEOUT_MS: milliseconds(500, 50),
  SESSION_SECRET: z.preprocess(blank, z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  TRUST_PROXY: flag(['true', '1'], ['false', '0']),
  STORAGE_DIR: textOr('.data/storage'),
  S3_ENDPOINT: text(),
  S3_BUCKET: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_REGION: textOr('us-east-1'),
  S3_FORCE_PATH_STYLE: flag(['true', '1'], ['false', '0']),
  TEMPORAL_ADDRESS: text(),
  TEMPORAL_NAMESPACE: textOr('default'),
  TEMPORAL_UI_URL: text(),
  TEMPORAL_TASK_QUEUE: textOr('onboarding'),
  TEMPORAL_CLI: text(),
  STRIPE_SECRET_KEY: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_BASE: text(),
  OPENAI_API_KEY: text(),
  OPENAI_BASE_URL: text(),
  OPENAI_MODEL: textOr('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: milliseconds(30_000),
  OPENAI_MAX_RETRIES: wholeNumber(1, 0),
  AI_RATE_LIMIT_MAX: wholeNumber(20, 1),
  AI_RATE_LIMIT_WINDOW_MS: milliseconds(60_000),
  AI_DAILY_TOKEN_BUDGET: wholeNumber(200_000, 1),
  SMTP_URL: text(),
  MAIL_FROM: text(),
  LOG_LEVEL: z.preprocess(
    (value) => blank(value)?.toLowerCase(),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  LOGIN_RATE_LIMIT_MAX: wholeNumber(10, 1),
  AUTOFILE_LEAD_DAYS: wholeNumber(45, 1),
  RENEWAL_NOTICE_DAYS: wholeNumber(30, 1, 365),
  COMPLIANCE_SCAN_LOCK_MS: milliseconds(30_000, 1000),
  LOGIN_RATE_LIMIT_WINDOW_MS: milliseconds(15 * 60 * 1000),
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: wholeNumber(100, 1),
  LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_MS: milliseconds(60 * 60 * 1000),
  TOKEN_RATE_LIMIT_MAX: wholeNumber(30, 1),
  TOKEN_RATE_LIMIT_WINDOW_MS: milliseconds(15 * 60 * 1000),
  COMPANY_NAME: textOr('Formation Services'),
  SUPPORT_EMAIL: textOr('support@formation.example'),
  SUPPORT_PHONE: textOr('+1 (302) 555-0142'),
  COMPANY_ADDRESS: textOr('1209 Orange Street, Wilmington, DE 19801'),
  CONTACT_RATE_LIMIT_MAX: wholeNumber(5, 1),
  CONTACT_RATE_LIMIT_WINDOW_MS: milliseconds(60 * 60 * 1000),
  METRICS_HOST: textOr('127.0.0.1'),
  METRICS_PORT: port(),
  WORKER_METRICS_PORT: port(),
  TEMPORAL_METRICS_PORT: port(),
  MAILROOM_ESCALATION_MS: milliseconds(DEFAULT_ESCALATION_MS, 1000),
  SIGNATURE_REMINDER_DAY_MS: milliseconds(86_400_000),
  START_SKIP_BUILD: flag(['1', 'true'], ['0', 'false']),
  START_DATA_DIR: textOr('.data'),
  CHROMIUM_PATH: textOr('/usr/bin/chromium'),
  PARTNER_RATE_LIMIT_MAX: wholeNumber(100, 1),
  PARTNER_RATE_LIMIT_WINDOW_MS: milliseconds(1000),
  PARTNER_WEBHOOK_ALLOW_LOCAL: flag(['true', '1'], ['false', '0']),
  PARTNER_WEBHOOK_RETRY_SCHEDULE_MS: millisecondsList(WEBHOOK_RETRY_SCHEDULE_MS),
});
type Environment = z.infer<typeof environment>;
/** The names the schema reads: the configuration table documents exactly these. */
export const ENVIRONMENT_VARIABLES = Object.keys(environment.shape);

/** Every problem in one message, each as 'VARIABLE must be ...'. */
function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environment.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four required S3 settings, or none (the local disk); a partial set is a mistake worth stopping for. */
function s3Settings(vars: Environment): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => vars[name] === undefined);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `S3 storage needs ${S3_REQUIRED.join(', ')}: ${missing.join(', ')} not set (unset all four for the local disk)`,
    );
  return {
    endpoint: vars.S3_ENDPOINT as string,
    bucket: vars.S3_BUCKET as string,
    region: vars.S3_REGION,
    accessKeyId: vars.S3_ACCESS_KEY_ID as string,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: !(vars.S3_FORCE_PATH_STYLE === 'false' || vars.S3_FORCE_PATH_STYLE === '0'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = readEnvironment(env);
  const mode = vars.NODE_ENV === 'production' ? 'production' : vars.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: mode,
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    redisCommandTimeoutMs: vars.REDIS_COMMAND_TIMEOUT_MS,
    sessionSecret: vars.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    trustProxy: vars.TRUST_PROXY === 'true' || vars.TRUST_PROXY === '1',
    storageDir: path.resolve(vars.STORAGE_DIR),
    s3: s3Settings(vars),
    temporal: {
      address: vars.TEMPORAL_ADDRESS,
      namespace: vars.TEMPORAL_NAMESPACE,
      uiUrl: vars.TEMPORAL_UI_URL,
      taskQueue: vars.TEMPORAL_TASK_QUEUE,
      cli: vars.TEMPORAL_CLI,
    },
    stripe: {
      secretKey: vars.STRIPE_SECRET_KEY,
      publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
      apiBase: vars.STRIPE_API_BASE,
    },
    openai: {
      apiKey: vars.OPENAI_API_KEY,
      baseUrl: vars.OPENAI_BASE_URL,
      model: vars.OPENAI_MODEL,
      timeoutMs: vars.OPENAI_TIMEOUT_MS,
      maxRetries: vars.OPENAI_MAX_RETRIES,
    },
    assistant: {
      rateLimitMax: vars.AI_RATE_LIMIT_MAX,
      rateLimitWindowMs: vars.AI_RATE_LIMIT_WINDOW_MS,
      dailyTokenBudget: vars.AI_DAILY_TOKEN_BUDGET,
    },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    logLevel: vars.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    loginRateLimit: { max: vars.LOGIN_RATE_LIMIT_MAX, timeWindowMs: vars.LOGIN_RATE_LIMIT_WINDOW_MS },
    autoFileLeadDays: vars.AUTOFILE_LEAD_DAYS,
    renewalNoticeDays: vars.RENEWAL_NOTICE_DAYS,
    loginAccountRateLimit: {
      max: vars.LOGIN_ACCOUNT_RATE_LIMIT_MAX,
      timeWindowMs: vars.LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_MS,
    },
    tokenRateLimit: { max: vars.TOKEN_RATE_LIMIT_MAX, timeWindowMs: vars.TOKEN_RATE_LIMIT_WINDOW_MS },
    company: {
      name: vars.COMPANY_NAME,
      supportEmail: vars.SUPPORT_EMAIL,
      supportPhone: vars.SUPPORT_PHONE,
      address: vars.COMPANY_ADDRESS,
    },
    contactRateLimit: { max: vars.CONTACT_RATE_LIMIT_MAX, timeWindowMs: vars.CONTACT_RATE_LIMIT_WINDOW_MS },
    metrics: {
      host: vars.METRICS_HOST,
      apiPort: vars.METRICS_PORT,
      workerPort: vars.WORKER_METRICS_PORT,
      temporalPort: vars.TEMPORAL_METRICS_PORT,
    },
    mailroom: { escalationMs: vars.MAILROOM_ESCALATION_MS },
    signatureReminderDayMs: vars.SIGNATURE_REMINDER_DAY_MS,
    complianceScanLockMs: vars.COMPLIANCE_SCAN_LOCK_MS,
    partnerApi: {
      rateLimitMax: vars.PARTNER_RATE_LIMIT_MAX,
      rateLimitWindowMs: vars.PARTNER_RATE_LIMIT_WINDOW_MS,
      webhookAllowLocal: vars.PARTNER_WEBHOOK_ALLOW_LOCAL === 'true' || vars.PARTNER_WEBHOOK_ALLOW_LOCAL === '1',
      webhookRetryScheduleMs: vars.PARTNER_WEBHOOK_RETRY_SCHEDULE_MS,
    },
    startSkipBuild: vars.START_SKIP_BUILD === '1' || vars.START_SKIP_BUILD === 'true',
    startDataDir: vars.START_DATA_DIR,
    chromiumPath: vars.CHROMIUM_PATH,
  };
}
