import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../prisma/generated/client';

export type Db = PrismaClient;

/**
 * Interactive transactions wait up to 10 s for a pooled connection and may run 15 s. Prisma's defaults (2 s and
 * 5 s) refuse work on a busy 2-core machine that would succeed a moment later, and a refused step of a workflow
 * or a route answers an error for nothing.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

export function createPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
}

/** Resolves when the database answers a query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
