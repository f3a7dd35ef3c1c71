// Every setting comes from the environment, with a default that works on a developer's machine.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
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
  sessionSecret: string;
  /** Files on the local disk (and, with S3, the staging folder of writes in progress). */
  storageDir: string;
  /** Set when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are: files go to that bucket. */
  s3?: S3Settings;
  temporal: { address?: string; namespace: string; uiUrl?: string; taskQueue: string };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number; maxRetries: number };
  /** Per-user limits of the AI Assistant and GPT Interface. */
  assistant: { rateLimitMax: number; rateLimitWindowMs: number; dailyTokenBudget: number };
  smtpUrl?: string;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** The company's contact details, shown on the contact page; contact messages go to supportEmail. */
  company: { name: string; supportEmail: string; supportPhone: string; address: string };
  /** Contact messages allowed per client address and, separately, per sender email in one window. */
  contactRateLimit: { max: number; timeWindowMs: number };
  /** The registered-agent mail room: wait between reminders of an unacknowledged service of process. */
  mailroom: { escalationMs: number };
  /** The "day" of the signature reminder schedule (1, 3, 7 days to the client, 10 to staff); shorter in tests. */
  signatureReminderDayMs: number;
  logLevel: string;
  /**
   * Prometheus endpoints, each on a port of its own (unset: that endpoint is off), on `host` (127.0.0.1 unless
   * METRICS_HOST is set): the API's, the worker's, and the Temporal worker's own (the Temporal SDK's exporter).
   */
  metrics: { host: string; apiPort?: number; workerPort?: number; temporalPort?: number };
}

/** MAILROOM_ESCALATION_MS: a whole number of milliseconds, at least 1 s (short in tests), 24 h by default. */
function escalationMs(value: string | undefined): number {
  const ms = Number(blank(value) ?? DEFAULT_ESCALATION_MS);
  if (!Number.isInteger(ms) || ms < 1000)
    throw new Error('MAILROOM_ESCALATION_MS must be a whole number of milliseconds, at least 1000');
  return ms;
}

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path, not the host name: what MinIO and most S3-compatible services expect. */
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four required S3 settings, or none (the local disk); a partial set is a mistake worth stopping for. */
function loadS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const missing = S3_REQUIRED.filter((name) => !blank(env[name]));
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `S3 storage needs ${S3_REQUIRED.join(', ')}: ${missing.join(', ')} not set (unset all four for the local disk)`,
    );
  const pathStyle = blank(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  return {
    endpoint: blank(env.S3_ENDPOINT) as string,
    bucket: blank(env.S3_BUCKET) as string,
    region: blank(env.S3_REGION) ?? 'us-east-1',
    accessKeyId: blank(env.S3_ACCESS_KEY_ID) as string,
    secretAccessKey: blank(env.S3_SECRET_ACCESS_KEY) as string,
    forcePathStyle: !(pathStyle === 'false' || pathStyle === '0'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const sessionSecret = blank(env.SESSION_SECRET) ?? randomBytes(32).toString('hex');
  if (sessionSecret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
  return {
    env: mode,
    port,
    host: blank(env.HOST) ?? '0.0.0.0',
    publicUrl: (blank(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: blank(env.DATABASE_URL) ?? DEFAULT_DATABASE_URL,
    redisUrl: blank(env.REDIS_URL) ?? 'redis://127.0.0.1:6379',
    redisPrefix: blank(env.REDIS_PREFIX) ?? 'formation',
    sessionSecret,
    storageDir: path.resolve(blank(env.STORAGE_DIR) ?? '.data/storage'),
    s3: loadS3Settings(env),
    temporal: {
      address: blank(env.TEMPORAL_ADDRESS),
      namespace: blank(env.TEMPORAL_NAMESPACE) ?? 'default',
      uiUrl: blank(env.TEMPORAL_UI_URL),
      taskQueue: blank(env.TEMPORAL_TASK_QUEUE) ?? 'onboarding',
    },
    stripe: {
      secretKey: blank(env.STRIPE_SECRET_KEY),
      publishableKey: blank(env.STRIPE_PUBLISHABLE_KEY),
      webhookSecret: blank(env.STRIPE_WEBHOOK_SECRET),
      apiBase: blank(env.STRIPE_API_BASE),
    },
    openai: {
      apiKey: blank(env.OPENAI_API_KEY),
      baseUrl: blank(env.OPENAI_BASE_URL),
      model: blank(env.OPENAI_MODEL) ?? 'gpt-4o-mini',
      timeoutMs: Number(env.OPENAI_TIMEOUT_MS ?? 30_000),
      maxRetries: Number(env.OPENAI_MAX_RETRIES ?? 1),
    },
    assistant: {
      rateLimitMax: Number(env.AI_RATE_LIMIT_MAX ?? 20),
      rateLimitWindowMs: Number(env.AI_RATE_LIMIT_WINDOW_MS ?? 60_000),
      dailyTokenBudget: Number(env.AI_DAILY_TOKEN_BUDGET ?? 200_000),
    },
    smtpUrl: blank(env.SMTP_URL),
    logLevel: blank(env.LOG_LEVEL) ?? (mode === 'test' ? 'warn' : 'info'),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      timeWindowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
    company: {
      name: blank(env.COMPANY_NAME) ?? 'Formation Services',
      supportEmail: blank(env.SUPPORT_EMAIL) ?? 'support@formation.example',
      supportPhone: blank(env.SUPPORT_PHONE) ?? '+1 (302) 555-0142',
      address: blank(env.COMPANY_ADDRESS) ?? '1209 Orange Street, Wilmington, DE 19801',
    },
    contactRateLimit: {
      max: Number(env.CONTACT_RATE_LIMIT_MAX ?? 5),
      timeWindowMs: Number(env.CONTACT_RATE_LIMIT_WINDOW_MS ?? 60 * 60 * 1000),
    },
    metrics: {
      host: blank(env.METRICS_HOST) ?? '127.0.0.1',
      apiPort: metricsPort(env, 'METRICS_PORT'),
      workerPort: metricsPort(env, 'WORKER_METRICS_PORT'),
      temporalPort: metricsPort(env, 'TEMPORAL_METRICS_PORT'),
    },
    mailroom: { escalationMs: escalationMs(env.MAILROOM_ESCALATION_MS) },
    signatureReminderDayMs: Number(env.SIGNATURE_REMINDER_DAY_MS ?? 86_400_000),
  };
}

function metricsPort(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = blank(env[name]);
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1-65535)`);
  return port;
}
