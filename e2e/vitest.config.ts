import { defineConfig } from 'vitest/config';

// End-to-end tests in real Chromium, one file at a time (each starts its own server).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Two cores run the server, Chromium and the test: a page can take seconds to
    // catch up, so polls wait up to 15 s (the default is 1 s) ...
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // ... and a test that still fails is run once more; both attempts are reported.
    retry: process.env.CI ? 1 : 0,
  },
});
