// Builds the real API on the test database and Redis, and a small cookie-keeping client for app.inject.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../api/app';
import type { Role } from '../../domain/roles';
import { type Config, loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { createStripe } from '../../platform/infra/stripe';
import { upsertUser } from '../../platform/services/identity';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Environment for a test app; override any variable (e.g. STRIPE_API_BASE) per suite. */
export function testEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${inject('redisPrefix')}-${Math.random().toString(36).slice(2, 8)}`,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...overrides,
  };
}

export async function createTestApp(
  overrides: NodeJS.ProcessEnv = {},
  /** Adds routes before the app is sealed (e.g. a deliberately weakened one). */
  beforeReady?: (app: FastifyInstance) => void,
  deps: Partial<Pick<AppDeps, 'temporal' | 'pipelineClient' | 'metrics'>> & {
    /** Wraps the database client the app uses (e.g. to count its queries). */
    wrapDb?: (db: Db) => Db;
  } = {},
): Promise<TestContext> {
  const config = loadConfig(testEnv(overrides));
  const { wrapDb = (db: Db) => db, ...appDeps } = deps;
  const db = wrapDb(createPrisma(config.databaseUrl));
  const redis = createRedis(config.redisUrl, 'api-test', config.redisCommandTimeoutMs);
  redis.on('error', () => {}); // an outage is the rate limits' and the queues' to handle
  await redis.connect();
  const app = await buildApp({ config, db, redis, temporal: null, stripe: createStripe(config), ...appDeps });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}

let userCounter = 0;
export async function createUser(db: Db, role: Role, password = 'correct-horse-battery') {
  const email = `${role.toLowerCase()}-${Date.now()}-${++userCounter}@test.example`;
  const user = await upsertUser(db, { email, password, role });
  return { ...user, password };
}

/** A new user of that role, signed in (with a CSRF token) through the real sign-in route. */
export async function signedInAs(ctx: TestContext, role: Role) {
  const user = await createUser(ctx.db, role);
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { agent, user };
}

/** An HTTP client over app.inject that keeps cookies like a browser and can fetch a CSRF token. */
export class TestAgent {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/api/csrf' });
    this.csrfToken = response.json().csrfToken;
    return this.csrfToken!;
  }

  async login(email: string, password: string) {
    const response = await this.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    await this.fetchCsrf();
    return response;
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }
}
