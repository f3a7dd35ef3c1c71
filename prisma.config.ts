// Prisma CLI configuration (generate, seed): the client runs on the pg driver adapter, so no engine binary is used.
// Migrations are applied by prisma/migrate.config.ts (scripts/prisma-cli.ts says why).
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { DEFAULT_DATABASE_URL } from './platform/infra/database-url';

export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations'), seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL },
});
