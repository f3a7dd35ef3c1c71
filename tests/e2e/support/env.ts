// The one place that says where the browser-test product runs and with what configuration.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const STRIPE_STUB_PORT = Number(process.env.STRIPE_STUB_PORT ?? 12111);
export const STRIPE_STUB_URL = `http://127.0.0.1:${STRIPE_STUB_PORT}`;
export const OPENAI_STUB_PORT = Number(process.env.OPENAI_STUB_PORT ?? 12211);
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/formation_e2e';

export const E2E_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: E2E_BASE_URL,
  DATABASE_URL: E2E_DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `e2e-${Date.now().toString(36)}`,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_secret',
  STRIPE_API_BASE: STRIPE_STUB_URL,
  OPENAI_API_KEY: 'sk-e2e-stand-in',
  OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_STUB_PORT}/v1`,
  LOGIN_RATE_LIMIT_MAX: '1000',
  // Every browser test comes from one address: the per-address limit of the token routes (invitation and sign-in
  // links, calendar feeds) would refuse the later ones; the limit itself is tested through the API.
  TOKEN_RATE_LIMIT_MAX: '1000',
  LOG_LEVEL: 'warn',
  STORAGE_DIR: '.data/e2e-storage',
};
