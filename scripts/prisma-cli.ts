// Runs the Prisma CLI offline-safe: JS engine only, no binary downloads, no telemetry.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');

export function prismaEnv(databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PRISMA_QUERY_ENGINE_LIBRARY: '/dev/null',
    PRISMA_SCHEMA_ENGINE_BINARY: '/dev/null',
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  };
}

/**
 * Runs one Prisma CLI command in a child process. `doneWhen` names the output that reports success: Prisma's
 * wasm schema engine leaves a 10 s timer behind after `migrate deploy`, and the CLI only exits early on failure,
 * so once that output has come the child is ended rather than waited for.
 */
export function runPrisma(
  args: string[],
  options: { databaseUrl?: string; quiet?: boolean; doneWhen?: RegExp } = {},
): Promise<void> {
  const cli = require.resolve('prisma/build/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: ROOT,
      env: prismaEnv(options.databaseUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let done = false;
    const collect = (echo: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (!options.quiet) echo.write(chunk);
      if (!done && options.doneWhen?.test(output)) {
        done = true;
        child.kill();
        resolve();
      }
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (done) return;
      if (code === 0) resolve();
      else reject(new Error(`prisma ${args.join(' ')} failed (exit ${code})\n${output}`));
    });
  });
}

/** Applies pending migrations to the database (creating the database first if it does not exist). */
export async function migrate(databaseUrl: string, quiet = true): Promise<void> {
  await ensureDatabase(databaseUrl);
  await runPrisma(['migrate', 'deploy'], {
    databaseUrl,
    quiet,
    doneWhen: /All migrations have been successfully applied|No pending migrations to apply/,
  });
}

/** Runs `work` on the server's maintenance database, with the name of the database the URL points at. */
async function withMaintenanceClient(
  databaseUrl: string,
  work: (client: import('pg').Client, quotedName: string, name: string) => Promise<void>,
): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client, `"${name.replace(/"/g, '""')}"`, name);
  } finally {
    await client.end();
  }
}

export function ensureDatabase(databaseUrl: string): Promise<void> {
  return withMaintenanceClient(databaseUrl, async (client, quotedName, name) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quotedName}`);
  });
}

export function dropDatabase(databaseUrl: string): Promise<void> {
  return withMaintenanceClient(databaseUrl, async (client, quotedName) => {
    await client.query(`DROP DATABASE IF EXISTS ${quotedName} WITH (FORCE)`);
  });
}
