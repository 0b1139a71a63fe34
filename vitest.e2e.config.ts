import { defineConfig } from 'vitest/config';

// End-to-end: separate Chromium processes against the real server (see test/e2e/harness.ts).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test already runs several browsers; two cores cannot take more at once.
    fileParallelism: false,
    pool: 'forks',
  },
});
