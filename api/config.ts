// Every setting comes from the environment, with a default that works on a developer's machine.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_DATABASE_URL } from './lib/database-url';

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
  storageDir: string;
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
  logLevel: string;
}

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

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
  };
}
