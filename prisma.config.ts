// Prisma CLI configuration: the JS engine with the pg driver adapter (no native engine binaries needed).
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';
import { DEFAULT_DATABASE_URL, pgConnectionFields } from './platform/infra/database-url';

process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations'), seed: 'tsx prisma/seed.ts' },
  // allowExitOnIdle: the CLI exits as soon as it is done instead of waiting for idle pool clients.
  adapter: async () => new PrismaPg({ ...pgConnectionFields(process.env.DATABASE_URL!), allowExitOnIdle: true }),
});
