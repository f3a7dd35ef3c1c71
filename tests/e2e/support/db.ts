import { createPrisma, type Db } from '../../../platform/infra/prisma';
import { E2E_DATABASE_URL } from './env';

let db: Db | null = null;

/** The browser-test product's database, for assertions on what the UI did. */
export function e2eDb(): Db {
  db ??= createPrisma(E2E_DATABASE_URL);
  return db;
}
