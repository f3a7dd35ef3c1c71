import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/workflows/**/*.test.ts',
      'tests/worker/**/*.test.ts',
      'tests/temporal/**/*.test.ts',
      'tests/soak/**/*.test.ts',
      'tests/storage/**/*.test.ts',
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API test files share one database per run; run files one at a time so counts stay predictable.
    fileParallelism: false,
  },
});
