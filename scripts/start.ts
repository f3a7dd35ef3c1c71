// npm start: the whole product on one port in production mode: database (local, DATABASE_URL or embedded),
// migrations, sample data, bundles, then the API and the worker as two supervised child processes (the same
// entries as `npm run api` and `npm run worker`): a crash of one does not stop the other, and a child that stops
// is started again. Everything it starts runs in a process group of its own, so a terminal's Ctrl+C reaches this
// process only; Ctrl+C, SIGTERM or SIGHUP sent to it (or to `npm start`, which passes them on) stops the API, the
// worker, Temporal, Mailpit, Redis and the embedded database in that order, within 10 s.
import { loadConfig } from '../platform/config';
import { migrate } from './prisma-cli';
import { renderBanner, type ServiceState } from './start/banner';
import { buildMissingBundles, missingBundles } from './start/bundles';
import { isPortFree, type ResolvedDatabase, resolveDatabase } from './start/database';
import { StartError } from './start/errors';
import { announceFirstStartBuilds } from './start/first-build';
import { type ResolvedMail, resolveMail } from './start/mail';
import { runForOutput, serverProcess } from './start/processes';
import { type ResolvedRedis, resolveRedis } from './start/redis';
import { persistentSessionSecret, SESSION_SECRET_FILE } from './start/session-secret';
import { Supervisor } from './start/supervisor';
import { type ResolvedTemporal, resolveTemporal } from './start/temporal';

const say = (line: string) => console.log(`start | ${line}`);

let database: ResolvedDatabase | null = null;
let supervisor: Supervisor | null = null;
let temporal: ResolvedTemporal | null = null;
let mail: ResolvedMail | null = null;
let redis: ResolvedRedis | null = null;
let exiting = false;

/** Everything stops within this: the API and the worker get most of it, the services a second or two each. */
const STOP_WITHIN_MS = 10_000;

async function shutdown(code: number) {
  if (exiting) return;
  exiting = true;
  const started = Date.now();
  const force = setTimeout(() => process.exit(code || 1), STOP_WITHIN_MS + 2000);
  force.unref();
  // The API (no new work), then the worker, then the services they use, the database last.
  if (supervisor) await supervisor.stop({ api: 3000, worker: 3500 });
  // Each says so when it was one this start ran (the others' stop does nothing).
  const services = [
    ['Temporal dev server', temporal, Boolean(temporal?.env.TEMPORAL_ADDRESS)],
    ['Mailpit', mail, Boolean(mail?.env.SMTP_URL)],
    ['Redis', redis, Boolean(redis?.env.REDIS_URL)],
    ['embedded PostgreSQL', database, database?.kind === 'embedded'],
  ] as const;
  for (const [name, service, ours] of services) {
    if (!service) continue;
    await service.stop().catch(() => {});
    if (ours) say(`${name} stopped`);
  }
  say(`stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!exiting) say(`${signal}: stopping`);
    void shutdown(0);
  });
}
// Started by a parent that is gone (e.g. an `npm start` killed without passing the signal on): stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !exiting) {
    say('the process that started this one is gone: stopping');
    void shutdown(0);
  }
}, 1000).unref();
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
  const [temporalOutcome, mailOutcome, redisOutcome] = await Promise.allSettled([
    resolveTemporal(baseEnv, say),
    resolveMail(baseEnv, say),
    resolveRedis(baseEnv, say),
  ]);
  // Whichever did start is kept, for the shutdown, before a failure of another is raised.
  if (temporalOutcome.status === 'fulfilled') temporal = temporalOutcome.value;
  if (mailOutcome.status === 'fulfilled') mail = mailOutcome.value;
  if (redisOutcome.status === 'fulfilled') redis = redisOutcome.value;
  for (const outcome of [temporalOutcome, mailOutcome, redisOutcome])
    if (outcome.status === 'rejected') throw outcome.reason;
  if (!temporal || !mail || !redis) return;
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    ...temporal.env,
    ...mail.env,
    ...redis.env,
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

  if (redis.unavailable) console.warn(`\nstart | ${redis.unavailable}\n`);

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

  const healthUrl = `http://127.0.0.1:${config.port}/api/health`;
  let health = await waitForHealth(healthUrl, () => exiting);
  if (!health) return;
  apiAnswered = true;
  // A Redis this start has (its own or REDIS_URL's) may still be connecting in a busy API: the banner waits a little.
  for (let i = 0; i < 20 && health?.redis !== 'up' && !redis.unavailable && !exiting; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    health = (await waitForHealth(healthUrl, () => exiting)) ?? health;
  }
  if (!health) return;
  const pids = supervisor.pids();
  console.log(
    renderBanner({
      config,
      database: database.description,
      redis: health.redis,
      redisDescription: redis.description,
      redisUnavailable: redis.unavailable,
      temporal: health.temporal,
      temporalUnavailable: temporal?.unavailable,
      mailUiUrl: mail?.uiUrl,
      mailUiMissing: mail?.uiMissing,
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
