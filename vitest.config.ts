import { defineConfig } from 'vitest/config';

// Node-side tests: engine, protocol, games, multi-peer convergence over in-memory Y.Docs.
export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'test/node/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
  },
});
