import { defineConfig } from 'vitest/config';

// Unit and integration tests live beside the code; e2e has its own config.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'bench/src/**/*.test.ts',
    ],
    testTimeout: 20_000,
    // Starts a throwaway PostgreSQL and Redis for the storage and multi-instance tests.
    globalSetup: ['apps/server/test/storage.services.ts'],
    // The rules' ability list, installed as the engine installs it (packages/rules/test-support/rule-set.ts).
    setupFiles: ['packages/rules/test-support/rule-set.ts'],
  },
});
