// Runs the Prisma CLI offline-safe: JS engine only, no binary downloads, no telemetry.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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
 * The two CLIs: Prisma 7's (`prisma`: generate) and Prisma 6's (`prisma-migrate`: migrate deploy and diff, see
 * prisma/migrate.config.ts). Both install a `prisma` command, so each is run here by its package.
 */
type PrismaCli = 'prisma' | 'prisma-migrate';
export const MIGRATE_CONFIG = path.join('prisma', 'migrate.config.ts');

/**
 * Runs one Prisma CLI command in a child process. `doneWhen` names the output that reports success: Prisma's
 * wasm schema engine leaves a 10 s timer behind after `migrate deploy`, and the CLI only exits early on failure,
 * so once that output has come the child is ended rather than waited for. Answers what the command printed on stdout.
 */
export function runPrisma(
  args: string[],
  options: { databaseUrl?: string; quiet?: boolean; doneWhen?: RegExp; cli?: PrismaCli } = {},
): Promise<string> {
  const cli = require.resolve(`${options.cli ?? 'prisma'}/build/index.js`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: ROOT,
      env: prismaEnv(options.databaseUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    let done = false;
    const collect = (echo: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (echo === process.stdout) stdout += chunk;
      if (!options.quiet) echo.write(chunk);
      if (!done && options.doneWhen?.test(output)) {
        done = true;
        child.kill();
        resolve(stdout);
      }
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (done) return;
      if (code === 0) resolve(stdout);
      else reject(new Error(`prisma ${args.join(' ')} failed (exit ${code})\n${output}`));
    });
  });
}

/** Applies pending migrations to the database (creating the database first if it does not exist). */
export async function migrate(databaseUrl: string, quiet = true): Promise<void> {
  await ensureDatabase(databaseUrl);
  await runPrisma(['migrate', 'deploy', '--config', MIGRATE_CONFIG], {
    cli: 'prisma-migrate',
    databaseUrl,
    quiet,
    doneWhen: /All migrations have been successfully applied|No pending migrations to apply/,
  });
}

/** A schema with the datasource URL Prisma 6's CLI asks for (Prisma 7's schema leaves it to prisma.config.ts). */
const withDatasourceUrl = (schema: string) =>
  schema
    .replace(/^\s*url\s*=.*$\n/gm, '')
    .replace(/^(\s*provider\s*=\s*"postgresql"\s*)$/m, '$1\n  url      = env("DATABASE_URL")');

/**
 * The SQL migrating a database from one schema to the other ('' when they describe the same tables). Prisma 6's
 * WebAssembly schema engine reaches PostgreSQL only through the adapter, so even this diff of two files connects to
 * the database at `databaseUrl` (created when missing); it reads and changes nothing there.
 */
export async function migrationSql(previousSchema: string, nextSchema: string, databaseUrl: string): Promise<string> {
  await ensureDatabase(databaseUrl);
  const work = await mkdtemp(path.join(tmpdir(), 'migration-'));
  try {
    const [previous, next] = [path.join(work, 'previous.prisma'), path.join(work, 'next.prisma')];
    await writeFile(previous, withDatasourceUrl(previousSchema));
    await writeFile(next, withDatasourceUrl(nextSchema));
    const sql = await runPrisma(
      [
        'migrate',
        'diff',
        '--config',
        MIGRATE_CONFIG,
        '--from-schema-datamodel',
        previous,
        '--to-schema-datamodel',
        next,
        '--script',
      ],
      { cli: 'prisma-migrate', databaseUrl, quiet: true },
    );
    return /^-- This is an empty migration/m.test(sql) ? '' : sql.trim();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
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
