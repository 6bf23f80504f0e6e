import { defineConfig } from 'vitest/config';

// Unit and integration tests live beside the code; e2e has its own config.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
