import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Node-side tests: engine, protocol, games, multi-peer convergence over in-memory Y.Docs.
// They list the fixture games of test/games.ts after the shipped ones (src/extra-games.ts).
export default defineConfig({
  resolve: { alias: { './extra-games.js': fileURLToPath(new URL('test/games.ts', import.meta.url)) } },
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'test/node/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
  },
});
