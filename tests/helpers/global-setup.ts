// One throw-away database and one Redis key prefix per test run: nothing is shared with `npm start`'s data.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropDatabase, migrate } from '../../scripts/prisma-cli';

const BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgresql://postgres@127.0.0.1:5432';

export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `${BASE_URL}/formation_test_${runId}`;
  await migrate(databaseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisPrefix', `test-${runId}`);
  return async () => {
    await dropDatabase(databaseUrl);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisPrefix: string;
  }
}
