// `migrate deploy` runs on Prisma 6's CLI (the `prisma-migrate` package), whose schema engine is WebAssembly and
// talks to PostgreSQL through the pg driver adapter; Prisma 7's CLI needs a native schema engine it downloads.
// Applying migrations reads only the migration files and the datasource below.
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma-migrate/config';
import { DEFAULT_DATABASE_URL, pgConnectionFields } from '../platform/infra/database-url';

process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, 'migrate.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'migrations') },
  // allowExitOnIdle: the CLI exits as soon as it is done instead of waiting for idle pool clients.
  adapter: async () => new PrismaPg({ ...pgConnectionFields(process.env.DATABASE_URL!), allowExitOnIdle: true }),
});
