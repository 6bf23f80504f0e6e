import { defineConfig } from 'vitest/config';

// End-to-end tests in real Chromium, one file at a time (each starts its own server).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
