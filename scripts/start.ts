// npm start: the whole product on one port in production mode: database (local, DATABASE_URL or embedded),
// migrations, sample data, bundles, then the API and the worker as two supervised child processes (the same
// entries as `npm run api` and `npm run worker`): a crash of one does not stop the other, and a child that stops
// is started again. Ctrl+C / SIGTERM stops the API, the worker, Temporal, Mailpit and the embedded database in that
// order.
import { loadConfig } from '../platform/config';
import { isRedisReachable } from '../platform/infra/redis';
import { migrate } from './prisma-cli';
import { renderBanner, type ServiceState } from './start/banner';
import { buildMissingBundles, missingBundles } from './start/bundles';
import { isPortFree, type ResolvedDatabase, resolveDatabase } from './start/database';
import { StartError } from './start/errors';
import { announceFirstStartBuilds } from './start/first-build';
import { type ResolvedMail, resolveMail } from './start/mail';
import { runForOutput, serverProcess } from './start/processes';
import { persistentSessionSecret, SESSION_SECRET_FILE } from './start/session-secret';
import { Supervisor } from './start/supervisor';
import { type ResolvedTemporal, resolveTemporal } from './start/temporal';

const say = (line: string) => console.log(`start | ${line}`);

let database: ResolvedDatabase | null = null;
let supervisor: Supervisor | null = null;
let temporal: ResolvedTemporal | null = null;
let mail: ResolvedMail | null = null;
let exiting = false;

async function shutdown(code: number) {
  if (exiting) return;
  exiting = true;
  // Time for the API (10 s grace) and then the worker (15 s) to stop, then Temporal and the database.
  const force = setTimeout(() => process.exit(code || 1), 45_000);
  force.unref();
  if (supervisor) await supervisor.stop();
  if (temporal) await temporal.stop().catch(() => {});
  if (mail) await mail.stop().catch(() => {});
  if (database) await database.stop().catch(() => {});
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    void shutdown(0);
  });
}
// This process only supervises: a fault of its own is logged with its stack, and it stops everything it started.
process.on('unhandledRejection', (reason) => {
  console.error('start | unhandled promise rejection (kept running):', reason);
});
process.on('uncaughtException', (err) => {
  console.error('start | uncaught exception: stopping everything', err);
  void shutdown(1);
});

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
  // What a first start builds (the Temporal CLI and Mailpit from Go, the two bundles) is built at once: downloads of
  // one overlap the compiling of the others.
  announceFirstStartBuilds(baseEnv, say);
  const bundlesBuilt = buildMissingBundles(preliminary.startSkipBuild, say);
  const [temporalOutcome, mailOutcome] = await Promise.allSettled([
    resolveTemporal(baseEnv, say),
    resolveMail(baseEnv, say),
  ]);
  // Whichever did start is kept, for the shutdown, before a failure of the other is raised.
  if (temporalOutcome.status === 'fulfilled') temporal = temporalOutcome.value;
  if (mailOutcome.status === 'fulfilled') mail = mailOutcome.value;
  if (temporalOutcome.status === 'rejected') throw temporalOutcome.reason;
  if (mailOutcome.status === 'rejected') throw mailOutcome.reason;
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...temporalOutcome.value.env,
    ...mailOutcome.value.env,
    DATABASE_URL: database.url,
  };
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

  if ((await bundlesBuilt) !== 0)
    throw new StartError('the build failed (see above)', 'fix the build errors, then `npm start` again');

  const redisUp = await isRedisReachable(config.redisUrl);
  if (!redisUp) {
    console.warn(
      `\nstart | Redis is unreachable at ${config.redisUrl}: queues and rate limiting are degraded.\n` +
        'start | Start one with `redis-server --daemonize yes` (or `docker compose up -d redis`); the app reconnects by itself.\n',
    );
  }

  let apiAnswered = false;
  supervisor = new Supervisor(
    [serverProcess('api', 'api/server.ts', env), serverProcess('worker', 'worker/main.ts', env)],
    {
      say,
      onExit: (name, reason) => {
        // Before it ever answered, a stopping API is a start-up failure (bad settings, port taken): say so and stop.
        if (name === 'api' && !apiAnswered)
          fail(new StartError(`the API stopped before answering (${reason})`, 'see the api output above'));
      },
    },
  );

  const health = await waitForHealth(`http://127.0.0.1:${config.port}/api/health`, () => exiting);
  if (!health) return;
  apiAnswered = true;
  const pids = supervisor.pids();
  console.log(
    renderBanner({
      config,
      database: database.description,
      redis: health.redis,
      temporal: health.temporal,
      temporalUnavailable: temporal?.unavailable,
      mailUiUrl: mail?.uiUrl,
      mailUnavailable: mail?.unavailable,
      sessionSecretFile: sessionSecretFromFile ? SESSION_SECRET_FILE : undefined,
      needsFirstAdmin,
      commandEnv: database.kind === 'embedded' ? `DATABASE_URL=${database.url} ` : '',
      bundlesMissing: missingBundles(),
      processes: `API (pid ${pids.api}) and worker (pid ${pids.worker}), separate processes, each started again if it stops`,
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
