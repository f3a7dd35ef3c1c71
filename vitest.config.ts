import { configDefaults, defineConfig } from 'vitest/config';

/** The one unit test that needs PostgreSQL: it asks Prisma for the SQL between two schemas. */
const UNIT_WITH_DATABASE = 'tests/unit/migration-sql.test.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API test files share one database per run; run files one at a time so counts stay predictable.
    fileParallelism: false,
    projects: [
      // Pure code and the source text: runs with nothing else running (no database, Redis or Temporal).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, UNIT_WITH_DATABASE],
        },
      },
      {
        extends: true,
        test: {
          name: 'services',
          include: [
            UNIT_WITH_DATABASE,
            'tests/api/**/*.test.ts',
            'tests/workflows/**/*.test.ts',
            'tests/worker/**/*.test.ts',
            'tests/temporal/**/*.test.ts',
            'tests/soak/**/*.test.ts',
            'tests/storage/**/*.test.ts',
          ],
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
    ],
  },
});
