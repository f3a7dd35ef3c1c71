import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../prisma/generated/client';

export type Db = PrismaClient;

/**
 * Interactive transactions wait up to 10 s for a pooled connection and may run 15 s. Prisma's defaults (2 s and
 * 5 s) refuse work on a busy 2-core machine that would succeed a moment later, and a refused step of a workflow
 * or a route answers an error for nothing.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * The planner's cost of a random read as on SSDs (PostgreSQL's default of 4 models spinning disks). With the default,
 * a board column's newest cards are found by walking the whole `createdAt` index past every other column's orders
 * instead of reading that column's `(status, createdAt, id)` index.
 */
const SESSION_SETTINGS = '-c random_page_cost=1.1';

export function createPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl, options: SESSION_SETTINGS }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
}

/** Resolves when the database answers a query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
