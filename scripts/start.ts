// npm start: the whole product on one port in production mode: database (local, DATABASE_URL or embedded),
// migrations, sample data, bundles, then the API and the worker, side by side in this process (one process
// holds one copy of the code, the database pool and the Temporal client). `npm run api` and `npm run worker`
// run them apart, e.g. to scale the API on its own.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config';
import type { Running } from '../api/lib/lifecycle';
import { isRedisReachable } from '../api/lib/redis';
import { createSharedClients, type SharedClients } from '../api/lib/shared-clients';
import { startApi } from '../api/start-api';
import { createLogger } from '../worker/logger';
import { startWorker } from '../worker/start-worker';
import { migrate } from './prisma-cli';
import { renderBanner, type ServiceState } from './start/banner';
import { isPortFree, type ResolvedDatabase, resolveDatabase } from './start/database';
import { StartError } from './start/errors';
import { ROOT, run, runForOutput, serverProcess } from './start/processes';
import { persistentSessionSecret, SESSION_SECRET_FILE } from './start/session-secret';
import { type ResolvedTemporal, resolveTemporal } from './start/temporal';

const say = (line: string) => console.log(`start | ${line}`);

let database: ResolvedDatabase | null = null;
let clients: SharedClients | null = null;
const parts: Running[] = [];
let temporal: ResolvedTemporal | null = null;
let exiting = false;

async function shutdown(code: number) {
  if (exiting) return;
  exiting = true;
  const force = setTimeout(() => process.exit(code || 1), 20_000);
  force.unref();
  for (const part of parts.splice(0)) await part.close().catch(() => {});
  if (clients) await clients.close();
  if (temporal) await temporal.stop().catch(() => {});
  if (database) await database.stop().catch(() => {});
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void shutdown(0);
  });
}

/** Prints the reason in one line (and the fix), stops what was started and exits non-zero. */
function fail(err: unknown): void {
  if (err instanceof StartError) console.error(`\nCannot start: ${err.message}\nFix: ${err.fix}\n`);
  else console.error(`\nCannot start: ${err instanceof Error ? err.message : String(err)}\n`);
  void shutdown(1);
}

async function main() {
  const sessionSecretFromFile = !process.env.SESSION_SECRET?.trim();
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...(sessionSecretFromFile ? { SESSION_SECRET: persistentSessionSecret() } : {}),
  };
  const preliminary = loadConfig(baseEnv);
  if (!(await isPortFree(preliminary.port, preliminary.host))) {
    throw new StartError(
      `port ${preliminary.port} is already in use`,
      `stop the program using it, or choose another port: PORT=${preliminary.port + 1} npm start`,
    );
  }

  database = await resolveDatabase(say);
  temporal = await resolveTemporal(baseEnv, say);
  const env: NodeJS.ProcessEnv = { ...baseEnv, ...temporal.env, DATABASE_URL: database.url };
  const config = loadConfig(env);

  say('Applying database migrations');
  try {
    await migrate(database.url);
  } catch (err) {
    const detail = (err instanceof Error ? err.message : String(err)).split('\n').filter(Boolean).slice(-3).join(' ');
    throw new StartError(
      `database migration failed: ${detail}`,
      'correct the migration or the database, then run `npm run db:migrate`',
    );
  }

  const prepare = serverProcess('prepare', 'scripts/start/prepare.ts', env);
  const prepared = await runForOutput(prepare.command, prepare.args, env);
  if (prepared.code !== 0) {
    throw new StartError(
      `preparing the database failed: ${prepared.output.trim().split('\n').slice(-3).join(' ')}`,
      'check the database, then `npm start` again',
    );
  }
  const { seeded, needsFirstAdmin } = JSON.parse(prepared.output.trim().split('\n').at(-1) ?? '{}') as {
    seeded: boolean;
    needsFirstAdmin: boolean;
  };
  if (seeded) say('Empty database: sample data added (loans and quality test suites)');

  const bundles = { Storefront: 'dist/storefront/index.html', 'Back-office': 'dist/admin/index.html' };
  const missing = () => Object.entries(bundles).filter(([, file]) => !existsSync(path.join(ROOT, file)));
  if (missing().length) {
    if (process.env.START_SKIP_BUILD === '1') {
      say('START_SKIP_BUILD=1: not building the missing bundles');
    } else {
      say('Building the storefront and back-office bundles (npm run build)');
      const code = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
      if (code !== 0)
        throw new StartError('the build failed (see above)', 'fix the build errors, then `npm start` again');
    }
  }

  const redisUp = await isRedisReachable(config.redisUrl);
  if (!redisUp) {
    console.warn(
      `\nstart | Redis is unreachable at ${config.redisUrl}: queues and rate limiting are degraded.\n` +
        'start | Start one with `redis-server --daemonize yes` (or `docker compose up -d redis`); the app reconnects by itself.\n',
    );
  }

  // The parts read a few settings straight from the environment (LOG_LEVEL, TRUST_PROXY, MAIL_FROM).
  Object.assign(process.env, env);
  clients = createSharedClients(config);
  try {
    parts.push(await startApi({ config, db: clients.db, temporal: clients.temporal }));
  } catch (err) {
    throw new StartError(
      `the API could not start: ${err instanceof Error ? err.message : String(err)}`,
      'see the api output above',
    );
  }
  parts.push(startWorker({ config, db: clients.db, temporal: clients.temporal, log: createLogger('worker') }));

  const health = await waitForHealth(`http://127.0.0.1:${config.port}/api/health`, () => exiting);
  if (!health) return;
  console.log(
    renderBanner({
      config,
      database: database.description,
      redis: health.redis,
      temporal: health.temporal,
      temporalUnavailable: temporal?.unavailable,
      sessionSecretFile: sessionSecretFromFile ? SESSION_SECRET_FILE : undefined,
      needsFirstAdmin,
      commandEnv: database.kind === 'embedded' ? `DATABASE_URL=${database.url} ` : '',
      bundlesMissing: missing().map(([name]) => name),
    }),
  );
}

async function waitForHealth(url: string, aborted: () => boolean, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !aborted()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return (await response.json()) as { redis: ServiceState; temporal: ServiceState };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!aborted())
    fail(new StartError(`the API did not answer ${url} within ${timeoutMs / 1000} s`, 'see the api output above'));
  return null;
}

main().catch((err) => {
  if (!exiting) fail(err);
});
